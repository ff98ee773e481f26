// The insights remote's pages, once. The shell renders this module (exposed as ./Routes) under
// each prefix below; standalone mode (bootstrap.tsx) renders the same list.
import { monthKeyOf, monthsEnding } from '@pitaka/domain';
import { lazyPage, RemoteRoutes, titleText, type RemotePage, type RoutesModuleProps } from '@pitaka/remote-kit';
import { insightsCatalogue } from './i18n/insights-text';
import { TREND_MONTHS } from './features/trends/trends';

/** The top-level path prefixes this remote owns (the shell maps each of them to it). */
export const prefixes = ['/insights'] as const;

/** Paths are absolute: the URL the user sees, under one of the prefixes above. */
export const pages: readonly RemotePage[] = [
  {
    path: '/insights',
    title: 'Insights',
    localTitle: titleText(insightsCatalogue, 'title'),
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

export default function InsightsRoutes(props: RoutesModuleProps) {
  return <RemoteRoutes prefixes={prefixes} pages={pages} {...props} />;
}
