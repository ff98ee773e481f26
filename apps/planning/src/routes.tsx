// The planning remote's pages, once: money to come (what is due, the bills and income that
// repeat; budgets and goals will join them). The shell renders this module (exposed as ./Routes)
// under each prefix below; standalone mode (bootstrap.tsx) renders the same list.
import { lazyPage, RemoteRoutes, titleText, type RemotePage, type RoutesModuleProps } from '@pitaka/remote-kit';
import { planningCatalogue } from './i18n/planning-text';

/** The top-level path prefixes this remote owns (the shell maps each of them to it). */
export const prefixes = ['/upcoming', '/recurring'] as const;

/** Paths are absolute: the URL the user sees, under one of the prefixes above. */
export const pages: readonly RemotePage[] = [
  {
    path: '/upcoming',
    title: 'Upcoming',
    localTitle: titleText(planningCatalogue, 'upcoming.title'),
    link: true,
    page: lazyPage(() => import('./pages/upcoming-page')),
    // Everything due: the schedules of every source, and the accounts that pay them.
    reads: () => ['paluwagans', 'debts', 'recurring', 'accounts'],
  },
  {
    path: '/recurring',
    title: 'Recurring',
    localTitle: titleText(planningCatalogue, 'recurring.title'),
    link: true,
    page: lazyPage(() => import('./pages/recurring-page')),
    reads: () => ['recurring', 'accounts'],
  },
  {
    path: '/recurring/new',
    title: 'Add Recurring',
    localTitle: titleText(planningCatalogue, 'recurring.add'),
    page: lazyPage(() => import('./pages/add-recurring-page')),
    reads: () => ['accounts'],
  },
  {
    path: '/recurring/:recurringId/edit',
    title: 'Edit Recurring',
    localTitle: titleText(planningCatalogue, 'recurring.editTitle'),
    page: lazyPage(() => import('./pages/edit-recurring-page')),
    reads: ({ recurringId = '' }) => [['recurringItem', recurringId], 'accounts'],
  },
];

export default function PlanningRoutes(props: RoutesModuleProps) {
  return <RemoteRoutes prefixes={prefixes} pages={pages} {...props} />;
}
