import { useAuthActions, useSession, type AuthActions } from '@pitaka/platform';
import { LogoutIcon, useLanguage } from '@pitaka/ui';
import { useCallback, useMemo, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useShellText } from '../../i18n/shell-text';
import { useBootScreenDone } from '../boot/boot-screen';
import { activeNavTarget, navLabel, navLinks } from './nav';
import { OfflineBanner } from './offline-banner';
import { SpaceStrip, SpaceSwitcher } from '../households/space-switcher';
import { useRemoteRegistry } from '../remote-registry';
import { BrandLockup } from '../ui/brand';
import { SideNavFooter, SideNavFrame, SideNavList } from '../ui/side-nav-frame';

async function logout(signOut: AuthActions['signOut']) {
  try {
    await signOut();
  } catch (error) {
    // The spec: a logout failure is only logged.
    console.error('Logout failed', error);
  }
}

/** The frame of every protected screen: side navigation (a slide-out menu on phones) and content. */
export function AppFrame() {
  const { pathname } = useLocation();
  const session = useSession();
  const { signOut } = useAuthActions();
  // The menu is open for the path it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = useCallback((open: boolean) => setOpenOn(open ? pathname : null), [pathname]);
  const closeMenu = () => setOpenOn(null);
  const remotes = useRemoteRegistry();
  const links = useMemo(() => navLinks(remotes), [remotes]);
  const active = activeNavTarget(links, pathname);
  const text = useShellText();
  const language = useLanguage();
  useBootScreenDone();

  return (
    <SideNavFrame
      menuOpen={menuOpen}
      onMenuOpenChange={setMenuOpen}
      brand={
        <Link to="/dashboard" onClick={closeMenu}>
          <BrandLockup inverse size={32} />
        </Link>
      }
      navigation={
        <>
          <SpaceSwitcher onSwitched={closeMenu} />
          <nav aria-label="Main">
            <SideNavList>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} aria-current={active === link.to ? 'page' : undefined} onClick={closeMenu}>
                    <link.icon />
                    {navLabel(link, language, text)}
                  </Link>
                </li>
              ))}
            </SideNavList>
          </nav>
        </>
      }
      footer={
        <SideNavFooter>
          {session.status === 'signedIn' && session.user.email && (
            <small>
              {text('frame.signedInAs')} <span title={session.user.email}>{session.user.email}</span>
            </small>
          )}
          <SideNavList as="div">
            <button type="button" onClick={() => logout(signOut)}>
              <LogoutIcon />
              {text('frame.logout')}
            </button>
          </SideNavList>
        </SideNavFooter>
      }
    >
      <OfflineBanner />
      <SpaceStrip />
      <Outlet />
    </SideNavFrame>
  );
}
