import type { RemoteName } from '../remotes';

/**
 * Which remote owns each top-level path prefix: the only routing the shell knows. The shell
 * mounts the owner's exposed `./Routes` at `<prefix>/*`; the remote's own list (its
 * src/routes.tsx) decides the pages under it, so a remote adds or renames a page there without a
 * shell release. A new prefix is the one change that needs a line here.
 */
export const REMOTE_PREFIXES = {
  '/accounts': 'accounts',
  '/add-account': 'accounts',
  '/edit-account': 'accounts',
  '/transactions': 'accounts',
  '/add-transaction': 'accounts',
  '/account-setup': 'accounts',
  '/paluwagan': 'paluwagan',
  '/debt': 'debt',
} as const satisfies Record<string, RemoteName>;

/** The module every remote exposes with its pages (`<remote>/Routes`). */
export const ROUTES_MODULE = 'Routes';

/**
 * The module every remote with dashboard widgets exposes with what the shell needs of them before
 * their code arrives (`<remote>/Widgets`: per widget module, its first reads, loading label and
 * reserved heights). The shell loads it as soon as the dashboard shows.
 */
export const WIDGETS_MODULE = 'Widgets';

/**
 * Dashboard blocks, each a widget exposed by a remote, in display order. The shell decides where
 * each goes (`slot`); the remote declares the rest in its `./Widgets`.
 */
export const DASHBOARD_WIDGETS = [
  { slot: 'summary', remote: 'accounts', module: 'BalanceWidget' },
  { slot: 'accounts', remote: 'accounts', module: 'TopAccountsWidget' },
  { slot: 'paluwagan', remote: 'paluwagan', module: 'DashboardWidget' },
  { slot: 'debt', remote: 'debt', module: 'DashboardWidget' },
  { slot: 'recent', remote: 'accounts', module: 'RecentTransactionsWidget' },
] as const satisfies readonly { slot: string; remote: RemoteName; module: string }[];
