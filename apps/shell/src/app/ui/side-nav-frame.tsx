import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon, MenuIcon, theme, useFocusTrap, useMediaQuery } from '@pitaka/ui';
import { useShellText } from '../../i18n/shell-text';

const TOP_BAR = '3.5rem';
const desktop = `@media (min-width: ${theme.breakpoints.mobile})`;

const Layout = styled.div`
  min-height: 100vh;
  ${desktop} {
    display: grid;
    grid-template-columns: 16rem minmax(0, 1fr);
  }
`;

const Sidebar = styled.div`
  position: sticky;
  top: 0;
  z-index: 40;
  ${desktop} {
    height: 100vh;
    display: flex;
    flex-direction: column;
    background: linear-gradient(180deg, ${theme.colors.brandFrom} 0%, ${theme.colors.brandTo} 100%);
  }
`;

const TopBar = styled.div`
  height: ${TOP_BAR};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0 0.5rem 0 1rem;
  background: ${theme.colors.brandFrom};
  color: ${theme.colors.onBrand};
  box-shadow:
    0 1px 0 ${theme.colors.brandLine},
    0 2px 8px ${theme.colors.shadowColor};
  a {
    color: ${theme.colors.onBrand};
    text-decoration: none;
    border-radius: ${theme.radius.sm};
  }
  ${desktop} {
    height: auto;
    padding: 1.5rem 1.25rem 1.25rem;
    background: transparent;
    box-shadow: none;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid ${theme.colors.onBrandMuted};
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.onBrand};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.brandHover};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.brandFocus};
    outline-offset: 2px;
  }
  ${desktop} {
    display: none;
  }
`;

const Panel = styled.div<{ $open: boolean }>`
  position: fixed;
  top: ${TOP_BAR};
  bottom: 0;
  left: 0;
  width: min(18rem, 85vw);
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1rem 0.75rem 1.25rem;
  overflow-y: auto;
  background: linear-gradient(180deg, ${theme.colors.brandFrom} 0%, ${theme.colors.brandTo} 100%);
  color: ${theme.colors.onBrand};
  box-shadow: 8px 0 24px ${theme.colors.shadowStrong};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition: ${({ $open }) => ($open ? 'transform 0.22s ease-out' : 'transform 0.2s ease-in, visibility 0s linear 0.2s')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  ${desktop} {
    position: static;
    flex: 1;
    width: auto;
    padding: 0.25rem 0.75rem 1.25rem;
    background: transparent;
    box-shadow: none;
    transform: none;
    visibility: visible;
    transition: none;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: ${TOP_BAR} 0 0 0;
  z-index: 30;
  background: ${theme.colors.overlay};
  ${desktop} {
    display: none;
  }
`;

const Main = styled.main`
  padding: 1.25rem 1rem 2.5rem;
  min-width: 0;
  &:focus {
    outline: none;
  }
  ${desktop} {
    padding: 2rem 2.5rem 3rem;
  }
`;

/** The side navigation's list: style for links and buttons inside, active one via aria-current. */
export const SideNavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  a,
  button {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    width: 100%;
    min-height: 44px;
    padding: 0.6rem 0.85rem;
    border: none;
    border-radius: ${theme.radius.sm};
    background: transparent;
    color: ${theme.colors.onBrandMuted};
    font-weight: 600;
    font-size: 0.975rem;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    position: relative;
  }
  a:hover,
  button:hover {
    background: ${theme.colors.brandHover};
    color: ${theme.colors.onBrand};
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${theme.colors.brandFocus};
    outline-offset: -3px;
  }
  a[aria-current='page'] {
    background: ${theme.colors.brandActive};
    color: ${theme.colors.onBrandActive};
    box-shadow: 0 2px 6px ${theme.colors.shadowStrong};
  }
`;

/** The bottom of the side navigation (who is signed in, Logout). */
export const SideNavFooter = styled.div`
  margin-top: auto;
  padding-top: 1rem;
  border-top: 1px solid ${theme.colors.brandLine};
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  small {
    display: block;
    padding: 0 0.85rem;
    color: ${theme.colors.onBrandMuted};
    font-size: 0.8rem;
  }
  small > span {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${theme.colors.onBrand};
    font-weight: 600;
  }
`;

export interface SideNavFrameProps {
  /** The brand shown at the top (usually a link home). */
  brand: ReactNode;
  /** The <nav> with its links (use SideNavList). */
  navigation: ReactNode;
  /** Below the links (use SideNavFooter). */
  footer?: ReactNode;
  /** Whether the narrow-screen menu is open. */
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** id of the slide-out panel (aria-controls of the toggle). */
  panelId?: string;
}

/**
 * The frame of every signed-in screen: side navigation on wide screens; on narrow screens a top
 * bar with a Menu toggle that opens the navigation as a slide-out panel. While open, focus stays
 * in the top bar and the panel, Escape or a click on the backdrop closes it, the content behind
 * is inert, and closing returns focus to the toggle.
 */
export function SideNavFrame({
  brand,
  navigation,
  footer,
  menuOpen,
  onMenuOpenChange,
  children,
  panelId = 'app-navigation',
}: SideNavFrameProps) {
  const text = useShellText();
  const trapRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(menuOpen);

  useFocusTrap(trapRef, menuOpen, { onEscape: () => onMenuOpenChange(false) });

  // Closing returns focus to the toggle when focus was in the menu (or got lost with it).
  useEffect(() => {
    if (wasOpen.current && !menuOpen) {
      const active = document.activeElement;
      if (!active || active === document.body || trapRef.current?.contains(active)) toggleRef.current?.focus();
    }
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  // No scrolling behind the open menu.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [menuOpen]);

  // A switch to the wide layout (rotating a tablet, widening a window) closes the menu.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.mobile})`);
  useEffect(() => {
    if (wide && menuOpen) onMenuOpenChange(false);
  }, [wide, menuOpen, onMenuOpenChange]);

  return (
    <Layout>
      <Sidebar ref={trapRef}>
        <TopBar>
          {brand}
          <Toggle
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => onMenuOpenChange(!menuOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span>{text('frame.menu')}</span>
          </Toggle>
        </TopBar>
        <Panel id={panelId} $open={menuOpen} data-open={menuOpen}>
          {navigation}
          {footer}
        </Panel>
      </Sidebar>
      {menuOpen && <Backdrop data-testid="menu-backdrop" aria-hidden="true" onClick={() => onMenuOpenChange(false)} />}
      <Main id="main-content" tabIndex={-1} inert={menuOpen || undefined}>
        {children}
      </Main>
    </Layout>
  );
}
