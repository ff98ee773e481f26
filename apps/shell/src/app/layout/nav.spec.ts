import { AccountsIcon, DashboardIcon, FALLBACK_NAV_ICON, HouseholdIcon, InsightsIcon, SettingsIcon } from '@pitaka/ui';
import { REMOTES, remotesWithout } from '../../testing/remotes';
import { activeNavTarget, navLinks } from './nav';

const targets = (links: ReturnType<typeof navLinks>) => links.map((link) => link.to);

describe('navLinks', () => {
  it("puts the shell's Dashboard first, then every remote's entries by their order, then the shell's Households and Settings", () => {
    const links = navLinks(REMOTES);
    expect(links.map((link) => link.label)).toEqual([
      'Dashboard',
      'Transactions',
      'Accounts',
      'Paluwagan',
      'Debt',
      'Households',
      'Settings',
    ]);
    expect(links[0]).toEqual({
      to: '/dashboard',
      label: 'Dashboard',
      labelKey: 'nav.dashboard',
      icon: DashboardIcon,
      sections: ['/dashboard'],
    });
    expect(links.at(-2)).toEqual({
      to: '/households',
      label: 'Households',
      labelKey: 'nav.households',
      icon: HouseholdIcon,
      sections: ['/households', '/invite', '/activity'],
    });
    expect(links.at(-1)).toEqual({
      to: '/settings',
      label: 'Settings',
      labelKey: 'nav.settings',
      icon: SettingsIcon,
      sections: ['/settings'],
    });
    expect(links[2]).toEqual({
      to: '/accounts',
      label: 'Accounts',
      labels: { fil: 'Mga Account' },
      icon: AccountsIcon,
      sections: ['/accounts', '/add-account', '/edit-account', '/account-setup'],
    });
  });

  it('orders across remotes by order, whatever the config order', () => {
    const { debt, accounts } = REMOTES;
    const links = navLinks({ debt, accounts: { ...accounts, nav: [{ ...accounts.nav[1], order: 50 }] } });
    expect(targets(links)).toEqual(['/dashboard', '/debt', '/accounts', '/households', '/settings']);
  });

  it("has no entry for a remote missing from config, and only the shell's own with none", () => {
    expect(targets(navLinks(remotesWithout('debt')))).toEqual([
      '/dashboard',
      '/transactions',
      '/accounts',
      '/paluwagan',
      '/households',
      '/settings',
    ]);
    expect(targets(navLinks({}))).toEqual(['/dashboard', '/households', '/settings']);
  });

  it("shows the kit's icon for the name an entry gives, and a neutral one for a name it does not know", () => {
    const insights = {
      entry: 'http://localhost:4204/mf-manifest.json',
      prefixes: ['/insights'],
      nav: [
        { label: 'Insights', path: '/insights', icon: 'insights', order: 50, activeOn: [] },
        { label: 'Rocket', path: '/insights/rocket', icon: 'rocket', order: 60, activeOn: [] },
      ],
      widgets: [],
    };
    const [, insightsLink, rocketLink] = navLinks({ insights });
    expect(insightsLink.icon).toBe(InsightsIcon);
    expect(rocketLink.icon).toBe(FALLBACK_NAV_ICON);
  });
});

describe('activeNavTarget', () => {
  const links = navLinks(REMOTES);

  it.each([
    ['/dashboard', '/dashboard'],
    ['/transactions', '/transactions'],
    ['/add-transaction', '/transactions'],
    ['/accounts', '/accounts'],
    ['/accounts/abc123', '/accounts'],
    ['/accounts/', '/accounts'],
    ['/add-account', '/accounts'],
    ['/edit-account/abc123', '/accounts'],
    ['/account-setup', '/accounts'],
    ['/paluwagan', '/paluwagan'],
    ['/paluwagan/create', '/paluwagan'],
    ['/paluwagan/p1/edit', '/paluwagan'],
    ['/debt', '/debt'],
    ['/debt/d1', '/debt'],
    ['/debt/d1/edit', '/debt'],
    ['/settings', '/settings'],
  ])('%s highlights %s', (pathname, expected) => {
    expect(activeNavTarget(links, pathname)).toBe(expected);
  });

  it.each(['/', '/accountsx', '/debts', '/paluwagans', '/dash', '/settingsx'])('%s highlights nothing', (pathname) => {
    expect(activeNavTarget(links, pathname)).toBeUndefined();
  });

  it('highlights the link with the longest matching prefix, whatever the order', () => {
    const debt = {
      ...REMOTES['debt'],
      nav: [
        { label: 'Reports', path: '/debt/reports', icon: 'debt', order: 1, activeOn: [] },
        { label: 'Debt', path: '/debt', icon: 'debt', order: 2, activeOn: [] },
      ],
    };
    const withReports = navLinks({ debt });
    expect(activeNavTarget(withReports, '/debt/reports/monthly')).toBe('/debt/reports');
    expect(activeNavTarget(withReports, '/debt/d1')).toBe('/debt');
  });
});
