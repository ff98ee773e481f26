// The accounts remote's pages, once. The shell renders this module (exposed as ./Routes) under
// each prefix below; standalone mode (bootstrap.tsx) renders the same list.
import { lazyPage, RemoteRoutes, type RemotePage, type RoutesModuleProps } from '@pitaka/remote-kit';

/** The top-level path prefixes this remote owns (the shell maps each of them to it). */
export const prefixes = [
  '/accounts',
  '/add-account',
  '/edit-account',
  '/transactions',
  '/add-transaction',
  '/account-setup',
  '/upcoming',
  '/recurring',
  '/import',
  '/backup',
] as const;

/** Paths are absolute: the URL the user sees, under one of the prefixes above. */
export const pages: readonly RemotePage[] = [
  {
    path: '/accounts',
    title: 'Accounts',
    link: true,
    page: lazyPage(() => import('./pages/accounts-page')),
    reads: () => ['accounts'],
  },
  {
    path: '/accounts/:accountId',
    title: 'Account',
    page: lazyPage(() => import('./pages/account-detail-page')),
    // The rows' links name their paluwagan or debt.
    reads: ({ accountId = '' }) => [
      ['account', accountId],
      ['accountTransactions', accountId],
      'accounts',
      'paluwagans',
      'debts',
    ],
  },
  { path: '/add-account', title: 'Add Account', page: lazyPage(() => import('./pages/add-account-page')) },
  {
    path: '/edit-account/:accountId',
    title: 'Edit Account',
    page: lazyPage(() => import('./pages/edit-account-page')),
    reads: ({ accountId = '' }) => [['account', accountId]],
  },
  {
    path: '/transactions',
    title: 'Transactions',
    link: true,
    page: lazyPage(() => import('./pages/transactions-page')),
    reads: () => ['transactions', 'accounts', 'paluwagans', 'debts'],
  },
  {
    path: '/add-transaction',
    title: 'Add Transaction',
    page: lazyPage(() => import('./pages/add-transaction-page')),
    reads: () => ['accounts'],
  },
  {
    path: '/upcoming',
    title: 'Upcoming',
    link: true,
    page: lazyPage(() => import('./pages/upcoming-page')),
    // Everything due: the schedules of every source, and the accounts that pay them.
    reads: () => ['paluwagans', 'debts', 'recurring', 'accounts'],
  },
  {
    path: '/recurring',
    title: 'Recurring',
    link: true,
    page: lazyPage(() => import('./pages/recurring-page')),
    reads: () => ['recurring', 'accounts'],
  },
  {
    path: '/recurring/new',
    title: 'Add Recurring',
    page: lazyPage(() => import('./pages/add-recurring-page')),
    reads: () => ['accounts'],
  },
  {
    path: '/recurring/:recurringId/edit',
    title: 'Edit Recurring',
    page: lazyPage(() => import('./pages/edit-recurring-page')),
    reads: ({ recurringId = '' }) => [['recurringItem', recurringId], 'accounts'],
  },
  {
    path: '/account-setup',
    title: 'Account Setup',
    link: true,
    page: lazyPage(() => import('./pages/account-setup-page')),
  },
  {
    path: '/import',
    title: 'Import a Statement',
    link: true,
    page: lazyPage(() => import('./pages/import-page')),
    reads: () => ['accounts', 'imports', 'profile'],
  },
  {
    path: '/backup',
    title: 'Backup & Restore',
    link: true,
    // Reads nothing when it opens: a backup reads on request, a restore only writes.
    page: lazyPage(() => import('./pages/backup-page')),
  },
];

export default function AccountsRoutes(props: RoutesModuleProps) {
  return <RemoteRoutes prefixes={prefixes} pages={pages} {...props} />;
}
