import type { RemoteRegistration } from '../app/remote-registration';
import type { RemoteRegistry } from '../app/remotes';

const entry = (port: number) => `http://localhost:${port}/mf-manifest.json`;

const accounts: RemoteRegistration = {
  entry: entry(4201),
  prefixes: ['/accounts', '/add-account', '/edit-account', '/transactions', '/add-transaction', '/account-setup'],
  nav: [
    {
      label: 'Transactions',
      labels: { fil: 'Mga Transaksyon' },
      path: '/transactions',
      icon: 'transactions',
      order: 10,
      activeOn: ['/add-transaction'],
    },
    {
      label: 'Accounts',
      labels: { fil: 'Mga Account' },
      path: '/accounts',
      icon: 'accounts',
      order: 20,
      activeOn: ['/add-account', '/edit-account', '/account-setup'],
    },
  ],
  widgets: [
    { id: 'summary', module: 'BalanceWidget', order: 10, size: 'full', reserve: [9.325, 10.45, 10.45] },
    { id: 'accounts', module: 'TopAccountsWidget', order: 20, size: 'compact', reserve: [35.16, 24.84, 35.16] },
    { id: 'recent', module: 'RecentTransactionsWidget', order: 50, size: 'full', reserve: [27.82, 27.82, 27.82] },
  ],
};

const paluwagan: RemoteRegistration = {
  entry: entry(4202),
  prefixes: ['/paluwagan'],
  nav: [
    {
      label: 'Paluwagan',
      labels: { fil: 'Paluwagan' },
      path: '/paluwagan',
      icon: 'paluwagan',
      order: 30,
      activeOn: [],
    },
  ],
  widgets: [{ id: 'paluwagan', module: 'DashboardWidget', order: 30, size: 'compact', reserve: [44.68, 44.68, 44.68] }],
};

const debt: RemoteRegistration = {
  entry: entry(4203),
  prefixes: ['/debt'],
  nav: [{ label: 'Debt', labels: { fil: 'Utang' }, path: '/debt', icon: 'debt', order: 40, activeOn: [] }],
  widgets: [{ id: 'debt', module: 'DashboardWidget', order: 40, size: 'compact', reserve: [31.73, 31.73, 31.73] }],
};

/** Today's three remotes as the local config.json registers them (tools/remote-registry.json). */
export const REMOTES: RemoteRegistry = { accounts, paluwagan, debt };

/** `REMOTES` without the named ones, as a config.json that leaves them out. */
export function remotesWithout(...names: string[]): RemoteRegistry {
  return Object.fromEntries(Object.entries(REMOTES).filter(([name]) => !names.includes(name)));
}
