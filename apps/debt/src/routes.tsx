// The debt remote's pages, once. The shell renders this module (exposed as ./Routes) under each
// of its prefixes; standalone mode (bootstrap.tsx) renders the same list.
import { lazyPage, remoteRoutes, titleText, type RemotePage } from '@pitaka/remote-kit';
import { debtCatalogue } from './i18n/debt-text';

/**
 * Paths are absolute: the URL the user sees. Their first segments are the remote's prefixes, which
 * its entry in tools/remote-registry.json maps to it (federation-contract.spec holds them equal).
 */
export const pages: readonly RemotePage[] = [
  {
    path: '/debt',
    title: titleText(debtCatalogue, 'route.debt'),
    link: true,
    page: lazyPage(() => import('./pages/debt-list-page')),
    reads: () => ['debts'],
  },
  {
    path: '/debt/create',
    title: titleText(debtCatalogue, 'newDebt'),
    link: true,
    page: lazyPage(() => import('./pages/debt-create-page')),
    changes: true,
  },
  {
    path: '/debt/:debtId',
    title: titleText(debtCatalogue, 'route.debt'),
    page: lazyPage(() => import('./pages/debt-detail-page')),
    reads: ({ debtId = '' }) => [['debt', debtId], 'accounts'],
  },
  {
    path: '/debt/:debtId/edit',
    title: titleText(debtCatalogue, 'edit.title'),
    page: lazyPage(() => import('./pages/debt-edit-page')),
    changes: true,
    reads: ({ debtId = '' }) => [['debt', debtId]],
  },
];

export default remoteRoutes(pages);
