// What each measured screen shows once its data is in, for a user of seed.ts.
import { DASHBOARD_ACCOUNTS, DEBT_NAMES, PALUWAGAN_NAMES, dashboardTexts, type DashboardUser } from './seed';
import type { Probe } from './probes';

/**
 * Issue #12: the dashboard reads at most accounts + paluwagans + debts + 6 documents; the This
 * month widget (issue #22) adds two: the ledger summary and this month's summary.
 */
export const DASHBOARD_EXTRA_READS = 8;

export const dashboardReady = (user: Pick<DashboardUser, 'accounts'>): Probe => ({
  kind: 'dashboard',
  slots: dashboardTexts(user),
});

export const ACCOUNTS_READY: Probe = {
  kind: 'page',
  heading: 'Accounts',
  texts: DASHBOARD_ACCOUNTS.map((a) => a.name),
};
export const PALUWAGAN_READY: Probe = { kind: 'page', heading: 'Paluwagan', texts: PALUWAGAN_NAMES };
export const DEBT_READY: Probe = { kind: 'page', heading: 'Debt Management', texts: DEBT_NAMES };
/** /insights with its charts drawn (after the one-time rebuild): income and expense over the year, net worth. */
/** /upcoming with its page drawn (the seeded household's schedules). */
export const UPCOMING_READY: Probe = { kind: 'page', heading: 'Upcoming', texts: [] };
export const INSIGHTS_READY: Probe = { kind: 'page', heading: 'Insights', texts: ['Income and expense', 'Net worth'] };

/** /transactions (15 a page) or account detail (5 a page) with at least `count` rows. */
export const transactionRows = (count: number): Probe => ({ kind: 'rows', list: 'Transactions', count });
export const accountRows = (count: number): Probe => ({ kind: 'rows', list: 'Account transactions', count });

export const detailReady = (heading: string): Probe => ({ kind: 'page', heading, texts: [] });
