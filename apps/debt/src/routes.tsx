// The debt remote's pages, once. The shell renders this module (exposed as ./Routes) under each
// prefix below; standalone mode (bootstrap.tsx) renders the same list.
import { lazyPage, RemoteRoutes, titleText, type RemotePage, type RoutesModuleProps } from '@pitaka/remote-kit';
import { debtCatalogue } from './i18n/debt-text';

/** The top-level path prefixes this remote owns (the shell maps each of them to it). */
export const prefixes = ['/debt'] as const;

/** Paths are absolute: the URL the user sees, under one of the prefixes above. */
export const pages: readonly RemotePage[] = [
  {
    path: '/debt',
    title: 'Debt',
    localTitle: titleText(debtCatalogue, 'route.debt'),
    link: true,
    page: lazyPage(() => import('./pages/debt-list-page')),
    reads: () => ['debts'],
  },
  {
    path: '/debt/create',
    title: 'New Debt',
    localTitle: titleText(debtCatalogue, 'newDebt'),
    link: true,
    page: lazyPage(() => import('./pages/debt-create-page')),
  },
  {
    path: '/debt/:debtId',
    title: 'Debt',
    localTitle: titleText(debtCatalogue, 'route.debt'),
    page: lazyPage(() => import('./pages/debt-detail-page')),
    reads: ({ debtId = '' }) => [['debt', debtId], 'accounts'],
  },
  {
    path: '/debt/:debtId/edit',
    title: 'Edit Debt',
    localTitle: titleText(debtCatalogue, 'edit.title'),
    page: lazyPage(() => import('./pages/debt-edit-page')),
    reads: ({ debtId = '' }) => [['debt', debtId]],
  },
];

export default function DebtRoutes(props: RoutesModuleProps) {
  return <RemoteRoutes prefixes={prefixes} pages={pages} {...props} />;
}
