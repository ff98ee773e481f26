import { render } from '@testing-library/react';
import {
  AccountsIcon,
  CircleIcon,
  DashboardIcon,
  DebtIcon,
  InsightsIcon,
  PaluwaganIcon,
  TransactionsIcon,
} from './icons';
import { FALLBACK_NAV_ICON, NAV_ICONS, navIcon } from './nav-icons';

describe('navIcon', () => {
  it.each([
    ['dashboard', DashboardIcon],
    ['transactions', TransactionsIcon],
    ['accounts', AccountsIcon],
    ['paluwagan', PaluwaganIcon],
    ['debt', DebtIcon],
    ['insights', InsightsIcon],
  ])('names %s', (name, icon) => {
    expect(navIcon(name)).toBe(icon);
  });

  it.each(['rocket', '', 'toString', '__proto__', 'Debt'])('falls back to a neutral icon for %p', (name) => {
    expect(navIcon(name)).toBe(FALLBACK_NAV_ICON);
    expect(FALLBACK_NAV_ICON).toBe(CircleIcon);
  });

  it.each(Object.entries(NAV_ICONS))('%s is a decorative inline SVG', (_, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.children.length).toBeGreaterThan(0);
  });
});
