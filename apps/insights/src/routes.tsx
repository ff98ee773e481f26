// The insights remote's pages, once. The shell renders this module (exposed as ./Routes) under
// each of its prefixes; standalone mode (bootstrap.tsx) renders the same list.
import { monthKeyOf, monthsEnding } from '@pitaka/domain';
import { lazyPage, remoteRoutes, titleText, type RemotePage } from '@pitaka/remote-kit';
import { insightsCatalogue } from './i18n/insights-text';
import { TREND_MONTHS } from './features/trends/trends';

/**
 * Paths are absolute: the URL the user sees. Their first segments are the remote's prefixes, which
 * its entry in tools/remote-registry.json maps to it (federation-contract.spec holds them equal).
 */
export const pages: readonly RemotePage[] = [
  {
    path: '/insights',
    title: titleText(insightsCatalogue, 'title'),
    link: true,
    page: lazyPage(() => import('./pages/insights-page')),
    // It opens on this Manila month: the ledger summary (balances and account names too) and the
    // year of months its charts cover: 13 documents at any history size.
    reads: () => [
      'ledgerSummary',
      ...monthsEnding(monthKeyOf(new Date()), TREND_MONTHS).map((month) => ['monthSummary', month] as const),
    ],
  },
];

export default remoteRoutes(pages);
