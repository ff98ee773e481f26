import { render } from '@testing-library/react';
import { CircleIcon } from './icons';
import { FALLBACK_NAV_ICON, NAV_ICONS, navIcon } from './nav-icons';

describe('navIcon', () => {
  it('knows the names the registrations give', () => {
    expect(Object.keys(NAV_ICONS)).toEqual([
      'dashboard',
      'transactions',
      'upcoming',
      'budgets',
      'accounts',
      'paluwagan',
      'debt',
      'insights',
      'data',
    ]);
  });

  it.each(['rocket', '', 'toString', '__proto__', 'Debt'])('falls back to a neutral icon for %p', (name) => {
    expect(navIcon(name)).toBe(FALLBACK_NAV_ICON);
    expect(FALLBACK_NAV_ICON).toBe(CircleIcon);
  });

  it.each(Object.entries(NAV_ICONS))('gives %s its icon, a decorative inline SVG', (name, Icon) => {
    expect(navIcon(name)).toBe(Icon);
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.children.length).toBeGreaterThan(0);
  });
});
