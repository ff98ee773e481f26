// The paluwagan remote's pages, once. The shell renders this module (exposed as ./Routes) under
// each prefix below; standalone mode (bootstrap.tsx) renders the same list.
import { lazyPage, RemoteRoutes, titleText, type RemotePage, type RoutesModuleProps } from '@pitaka/remote-kit';
import { paluwaganCatalogue } from './i18n/paluwagan-text';

/** The top-level path prefixes this remote owns (the shell maps each of them to it). */
export const prefixes = ['/paluwagan'] as const;

/** Paths are absolute: the URL the user sees, under one of the prefixes above. */
export const pages: readonly RemotePage[] = [
  {
    path: '/paluwagan',
    title: 'Paluwagan',
    localTitle: titleText(paluwaganCatalogue, 'list.title'),
    link: true,
    page: lazyPage(() => import('./pages/paluwagan-list-page')),
    reads: () => ['paluwagans'],
  },
  {
    path: '/paluwagan/create',
    title: 'New Paluwagan',
    localTitle: titleText(paluwaganCatalogue, 'create.title'),
    link: true,
    page: lazyPage(() => import('./pages/paluwagan-create-page')),
  },
  {
    path: '/paluwagan/:paluwaganId',
    title: 'Paluwagan',
    localTitle: titleText(paluwaganCatalogue, 'list.title'),
    page: lazyPage(() => import('./pages/paluwagan-detail-page')),
    reads: ({ paluwaganId = '' }) => [['paluwagan', paluwaganId], 'accounts'],
  },
  {
    path: '/paluwagan/:paluwaganId/edit',
    title: 'Edit Paluwagan',
    localTitle: titleText(paluwaganCatalogue, 'edit.title'),
    page: lazyPage(() => import('./pages/paluwagan-edit-page')),
    reads: ({ paluwaganId = '' }) => [['paluwagan', paluwaganId]],
  },
];

export default function PaluwaganRoutes(props: RoutesModuleProps) {
  return <RemoteRoutes prefixes={prefixes} pages={pages} {...props} />;
}
