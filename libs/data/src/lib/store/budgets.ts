// Budgets by period (issue #38): a space's budget for a month or a kinsena, by the period's key.
// What they read as spent comes from the month summaries (summaries.ts, domain spentInPeriod).
import { getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import type { Budget, PeriodKey } from '@pitaka/domain';
import { command, getByIdOrNull, paths, runQuery, type DataScope } from './scope';
import { readValidDocs } from './malformed';

/** The budget of one period, or null when none was set. */
export function getBudget(scope: DataScope, period: PeriodKey): Promise<Budget | null> {
  return getByIdOrNull(paths.budgets(scope), period);
}

/**
 * The budget of the latest period that has one (period keys sort in time, a month before its
 * kinsenas; ordered on the stored `period`, as Firestore scans no ids backwards), or null: its
 * kind is the one the space plans by.
 */
export function getLatestBudget(scope: DataScope): Promise<Budget | null> {
  return runQuery(async () => {
    const snap = await getDocs(query(paths.budgets(scope), orderBy('period', 'desc'), limit(1)));
    return readValidDocs(snap.docs)[0] ?? null;
  });
}

export const saveBudget = command('saveBudget');
