// The accounts remote's pages, once. The shell renders this module (exposed as ./Routes) under
// each prefix below; standalone mode (bootstrap.tsx) renders the same list.
import { lazyPage, RemoteRoutes, titleText, type RemotePage, type RoutesModuleProps } from '@pitaka/remote-kit';
import { accountsCatalogue } from './i18n/accounts-text';
import { flowsCatalogue } from './i18n/flows-text';

/** The top-level path prefixes this remote owns (the shell maps each of them to it). */
export const prefixes = [
  '/accounts',
  '/add-account',
  '/edit-account',
  '/transactions',
  '/add-transaction',
  '/account-setup',
  '/import',
  '/backup',
] as const;

/** Paths are absolute: the URL the user sees, under one of the prefixes above. */
export const pages: readonly RemotePage[] = [
  {
    path: '/accounts',
    title: 'Accounts',
    localTitle: titleText(accountsCatalogue, 'accounts.title'),
    link: true,
    page: lazyPage(() => import('./pages/accounts-page')),
    reads: () => ['accounts'],
  },
  {
    path: '/accounts/:accountId',
    title: 'Account',
    localTitle: titleText(accountsCatalogue, 'detail.title'),
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
  {
    path: '/add-account',
    title: 'Add Account',
    localTitle: titleText(accountsCatalogue, 'addAccount.title'),
    page: lazyPage(() => import('./pages/add-account-page')),
  },
  {
    path: '/edit-account/:accountId',
    title: 'Edit Account',
    localTitle: titleText(accountsCatalogue, 'editAccount.title'),
    page: lazyPage(() => import('./pages/edit-account-page')),
    reads: ({ accountId = '' }) => [['account', accountId]],
  },
  {
    path: '/transactions',
    title: 'Transactions',
    localTitle: titleText(accountsCatalogue, 'transactions.title'),
    link: true,
    page: lazyPage(() => import('./pages/transactions-page')),
    reads: () => ['transactions', 'accounts', 'paluwagans', 'debts'],
  },
  {
    path: '/add-transaction',
    title: 'Add Transaction',
    localTitle: titleText(accountsCatalogue, 'common.addTransaction'),
    page: lazyPage(() => import('./pages/add-transaction-page')),
    reads: () => ['accounts'],
  },
  {
    path: '/account-setup',
    title: 'Account Setup',
    localTitle: titleText(accountsCatalogue, 'route.accountSetup'),
    link: true,
    page: lazyPage(() => import('./pages/account-setup-page')),
  },
  {
    path: '/import',
    title: 'Import a Statement',
    localTitle: titleText(flowsCatalogue, 'route.import'),
    link: true,
    page: lazyPage(() => import('./pages/import-page')),
    reads: () => ['accounts', 'imports', 'profile'],
  },
  {
    path: '/backup',
    title: 'Backup & Restore',
    localTitle: titleText(flowsCatalogue, 'backup.title'),
    link: true,
    // Reads nothing when it opens: a backup reads on request, a restore only writes.
    page: lazyPage(() => import('./pages/backup-page')),
  },
];

export default function AccountsRoutes(props: RoutesModuleProps) {
  return <RemoteRoutes prefixes={prefixes} pages={pages} {...props} />;
}
