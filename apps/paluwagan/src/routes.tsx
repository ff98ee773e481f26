// The paluwagan remote's pages, once. The shell renders this module (exposed as ./Routes) under
// each of its prefixes; standalone mode (bootstrap.tsx) renders the same list.
import { lazyPage, remoteRoutes, titleText, type RemotePage } from '@pitaka/remote-kit';
import { paluwaganCatalogue } from './i18n/paluwagan-text';

/**
 * Paths are absolute: the URL the user sees. Their first segments are the remote's prefixes, which
 * its entry in tools/remote-registry.json maps to it (federation-contract.spec holds them equal).
 */
export const pages: readonly RemotePage[] = [
  {
    path: '/paluwagan',
    title: titleText(paluwaganCatalogue, 'list.title'),
    link: true,
    page: lazyPage(() => import('./pages/paluwagan-list-page')),
    reads: () => ['paluwagans'],
  },
  {
    path: '/paluwagan/create',
    title: titleText(paluwaganCatalogue, 'create.title'),
    link: true,
    page: lazyPage(() => import('./pages/paluwagan-create-page')),
    changes: true,
  },
  {
    path: '/paluwagan/:paluwaganId',
    title: titleText(paluwaganCatalogue, 'list.title'),
    page: lazyPage(() => import('./pages/paluwagan-detail-page')),
    reads: ({ paluwaganId = '' }) => [['paluwagan', paluwaganId], 'accounts'],
  },
  {
    path: '/paluwagan/:paluwaganId/edit',
    title: titleText(paluwaganCatalogue, 'edit.title'),
    page: lazyPage(() => import('./pages/paluwagan-edit-page')),
    changes: true,
    reads: ({ paluwaganId = '' }) => [['paluwagan', paluwaganId]],
  },
];

export default remoteRoutes(pages);
