// The planning remote's pages, once: money to come (what is due, the bills and income that
// repeat, budgets by kinsena or month, and savings goals). The shell renders this module (exposed as ./Routes)
// under each of its prefixes; standalone mode (bootstrap.tsx) renders the same list.
import { lazyPage, remoteRoutes, titleText, type RemotePage } from '@pitaka/remote-kit';
import { planningCatalogue } from './i18n/planning-text';

/**
 * Paths are absolute: the URL the user sees. Their first segments are the remote's prefixes, which
 * its entry in tools/remote-registry.json maps to it (federation-contract.spec holds them equal).
 */
export const pages: readonly RemotePage[] = [
  {
    path: '/upcoming',
    title: titleText(planningCatalogue, 'upcoming.title'),
    link: true,
    page: lazyPage(() => import('./pages/upcoming-page')),
    // Everything due: the schedules of every source, and the accounts that pay them.
    reads: () => ['paluwagans', 'debts', 'recurring', 'accounts'],
  },
  {
    path: '/recurring',
    title: titleText(planningCatalogue, 'recurring.title'),
    link: true,
    page: lazyPage(() => import('./pages/recurring-page')),
    reads: () => ['recurring', 'accounts'],
  },
  {
    path: '/recurring/new',
    title: titleText(planningCatalogue, 'recurring.add'),
    page: lazyPage(() => import('./pages/add-recurring-page')),
    changes: true,
    reads: () => ['accounts'],
  },
  {
    path: '/recurring/:recurringId/edit',
    title: titleText(planningCatalogue, 'recurring.editTitle'),
    page: lazyPage(() => import('./pages/edit-recurring-page')),
    changes: true,
    reads: ({ recurringId = '' }) => [['recurringItem', recurringId], 'accounts'],
  },
  {
    path: '/budgets',
    title: titleText(planningCatalogue, 'budgets.title'),
    link: true,
    page: lazyPage(() => import('./pages/budgets-page')),
  },
  {
    path: '/goals',
    title: titleText(planningCatalogue, 'goals.title'),
    link: true,
    page: lazyPage(() => import('./pages/goals-page')),
    reads: () => ['goals', 'accounts', 'paluwagans', 'latestBudget'],
  },
  {
    path: '/goals/new',
    title: titleText(planningCatalogue, 'goals.new'),
    page: lazyPage(() => import('./pages/add-goal-page')),
    changes: true,
    reads: () => ['accounts'],
  },
  {
    path: '/goals/:goalId',
    title: titleText(planningCatalogue, 'goals.title'),
    page: lazyPage(() => import('./pages/goal-page')),
    reads: () => ['accounts', 'paluwagans', 'latestBudget'],
  },
  {
    path: '/goals/:goalId/edit',
    title: titleText(planningCatalogue, 'goals.editTitle'),
    page: lazyPage(() => import('./pages/edit-goal-page')),
    changes: true,
    reads: () => ['accounts'],
  },
];

export default remoteRoutes(pages);
