import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { BrandLockup } from './brand';
import { CheckIcon, LanguageSwitcher, spreadRow, theme, ThemeSwitcher } from '@pitaka/ui';
import { useShellText } from '../../i18n/shell-text';

export interface MarketingPanelContent {
  title: string;
  text: string;
  points: readonly string[];
}

const Shell = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 1fr;
  background: ${theme.colors.surface};
  @media (min-width: ${theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  padding: 1.25rem 1.25rem 2rem;
  &:focus {
    outline: none;
  }
  @media (min-width: ${theme.breakpoints.mobile}) {
    padding: 2rem 2.5rem;
  }
`;

const Brand = styled.div`
  margin-bottom: 1.75rem;
  @media (min-width: ${theme.breakpoints.mobile}) {
    margin-bottom: 0;
  }
`;

const FormArea = styled.div`
  width: 100%;
  max-width: 26rem;
  margin: 0 auto;
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  @media (min-width: ${theme.breakpoints.mobile}) {
    padding: 2.5rem 0;
  }
`;

/** The theme choice, under the form: reachable before signing in, out of the form's way. */
const Preferences = styled.div`
  margin-top: 2.5rem;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem 1.5rem;
`;

const Panel = styled.aside`
  position: relative;
  overflow: hidden;
  color: ${theme.colors.onBrand};
  background:
    radial-gradient(circle at 85% 12%, ${theme.colors.brandGlowWarm}, transparent 42%),
    radial-gradient(circle at 10% 90%, ${theme.colors.brandGlowCool}, transparent 45%),
    linear-gradient(150deg, ${theme.colors.brandDeep} 0%, ${theme.colors.brandFrom} 55%, ${theme.colors.brandTo} 100%);
  padding: 2rem 1.5rem;
  display: flex;
  flex-direction: column;
  justify-content: center;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.5rem;
    line-height: 1.2;
    letter-spacing: -0.01em;
  }
  > div > p {
    margin: 0 0 1.25rem;
    color: ${theme.colors.onBrandMuted};
    max-width: 30rem;
  }
  @media (min-width: ${theme.breakpoints.mobile}) {
    padding: 3rem;
    h2 {
      font-size: 2.1rem;
    }
  }
  @media (min-width: 1100px) {
    padding: 4rem;
  }
`;

const Points = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.7rem;
  li {
    display: flex;
    gap: 0.65rem;
    align-items: flex-start;
    color: ${theme.colors.onBrand};
  }
  li span:first-child {
    display: inline-grid;
    place-items: center;
    flex-shrink: 0;
    width: 1.6rem;
    height: 1.6rem;
    border-radius: 50%;
    background: ${theme.colors.brandLine};
  }
`;

const Illustration = styled.div`
  display: none;
  @media (min-width: ${theme.breakpoints.mobile}) {
    display: block;
    margin-top: 2.5rem;
    max-width: 24rem;
  }
`;

const MiniCard = styled.div`
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-radius: ${theme.radius.md};
  padding: 1rem 1.1rem;
  box-shadow: ${theme.shadow.raised};
  & + & {
    margin: -0.5rem 0 0 2.5rem;
  }
  small {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: 0.78rem;
  }
  strong {
    font-size: 1.35rem;
    letter-spacing: -0.01em;
  }
`;

const Bars = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 0.35rem;
  height: 2.6rem;
  margin-top: 0.6rem;
  span {
    flex: 1;
    border-radius: 3px 3px 0 0;
    background: ${theme.colors.primaryBorder};
  }
  span:nth-child(3n) {
    background: ${theme.colors.primary};
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  font-size: 0.85rem;
  & + & {
    margin-top: 0.4rem;
  }
  b {
    color: ${theme.colors.income};
  }
  i {
    font-style: normal;
    color: ${theme.colors.expense};
    font-weight: 700;
  }
`;

/** A decorative glimpse of the product; hidden from assistive technology. */
function ProductGlimpse() {
  const text = useShellText();
  return (
    <Illustration aria-hidden="true">
      <MiniCard>
        <small>{text('glimpse.totalBalance')}</small>
        <strong>₱48,250.00</strong>
        <Bars>
          {[40, 65, 50, 80, 55, 90, 70].map((h, i) => (
            <span key={i} style={{ height: `${h}%` }} />
          ))}
        </Bars>
      </MiniCard>
      <MiniCard>
        <Row>
          <span>{text('glimpse.paluwaganWeek')}</span>
          <b>{text('glimpse.paid')}</b>
        </Row>
        <Row>
          <span>{text('glimpse.groceries')}</span>
          <i>-₱1,240.00</i>
        </Row>
      </MiniCard>
    </Illustration>
  );
}

/**
 * The sign-in screens' layout: the form (in <main>) on the left, a marketing panel on the
 * right. On phones the panel follows the form, without the illustration.
 */
export function AuthLayout({ panel, children }: { panel: MarketingPanelContent; children: ReactNode }) {
  const titleId = useId();
  return (
    <Shell>
      <Main id="main-content" tabIndex={-1}>
        <Brand>
          <BrandLockup />
        </Brand>
        <FormArea>{children}</FormArea>
        <Preferences>
          <LanguageSwitcher compact />
          <ThemeSwitcher compact />
        </Preferences>
      </Main>
      <Panel aria-labelledby={titleId}>
        <div>
          <h2 id={titleId}>{panel.title}</h2>
          <p>{panel.text}</p>
          <Points>
            {panel.points.map((point) => (
              <li key={point}>
                <span>
                  <CheckIcon size={14} />
                </span>
                <span>{point}</span>
              </li>
            ))}
          </Points>
          <ProductGlimpse />
        </div>
      </Panel>
    </Shell>
  );
}

/** Heading block at the top of an auth form. */
export const AuthHeading = styled.header`
  margin-bottom: 1.5rem;
  h1 {
    margin: 0 0 0.35rem;
    font-size: 1.75rem;
    letter-spacing: -0.015em;
    color: ${theme.colors.text};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

/** Vertical stack for form controls. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.1rem;
`;

/** A row with items at both ends (e.g. Remember me / Forgot password?). */
export const SpreadRow = styled.div`
  ${spreadRow}
  gap: 0.5rem;
`;

/** "or" between two ways of signing in. */
export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  color: ${theme.colors.textMuted};
  font-size: 0.85rem;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${theme.colors.border};
  }
`;

/** Small print under a form ("Don't have an account? Sign up now"). */
export const FormFootnote = styled.p`
  margin: 1.5rem 0 0;
  text-align: center;
  color: ${theme.colors.textMuted};
  a {
    font-weight: 700;
  }
`;
