// The accounts remote's pages, once. The shell renders this module (exposed as ./Routes) under
// each of its prefixes; standalone mode (bootstrap.tsx) renders the same list.
import { lazyPage, remoteRoutes, titleText, type RemotePage } from '@pitaka/remote-kit';
import { accountsCatalogue } from './i18n/accounts-text';
import { flowsCatalogue } from './i18n/flows-text';

/**
 * Paths are absolute: the URL the user sees. Their first segments are the remote's prefixes, which
 * its entry in tools/remote-registry.json maps to it (federation-contract.spec holds them equal).
 */
export const pages: readonly RemotePage[] = [
  {
    path: '/accounts',
    title: titleText(accountsCatalogue, 'accounts.title'),
    link: true,
    page: lazyPage(() => import('./pages/accounts-page')),
    reads: () => ['accounts'],
  },
  {
    path: '/accounts/:accountId',
    title: titleText(accountsCatalogue, 'detail.title'),
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
    title: titleText(accountsCatalogue, 'addAccount.title'),
    page: lazyPage(() => import('./pages/add-account-page')),
    changes: true,
  },
  {
    path: '/edit-account/:accountId',
    title: titleText(accountsCatalogue, 'editAccount.title'),
    page: lazyPage(() => import('./pages/edit-account-page')),
    changes: true,
    reads: ({ accountId = '' }) => [['account', accountId]],
  },
  {
    path: '/transactions',
    title: titleText(accountsCatalogue, 'transactions.title'),
    link: true,
    page: lazyPage(() => import('./pages/transactions-page')),
    reads: () => ['transactions', 'accounts', 'paluwagans', 'debts'],
  },
  {
    path: '/add-transaction',
    title: titleText(accountsCatalogue, 'common.addTransaction'),
    page: lazyPage(() => import('./pages/add-transaction-page')),
    changes: true,
    reads: () => ['accounts'],
  },
  {
    path: '/account-setup',
    title: titleText(accountsCatalogue, 'route.accountSetup'),
    link: true,
    page: lazyPage(() => import('./pages/account-setup-page')),
  },
  {
    path: '/import',
    title: titleText(flowsCatalogue, 'route.import'),
    link: true,
    page: lazyPage(() => import('./pages/import-page')),
    changes: true,
    reads: () => ['accounts', 'imports', 'profile'],
  },
  {
    path: '/backup',
    title: titleText(flowsCatalogue, 'backup.title'),
    link: true,
    // Reads nothing when it opens: a backup reads on request, a restore only writes.
    page: lazyPage(() => import('./pages/backup-page')),
  },
];

export default remoteRoutes(pages);
