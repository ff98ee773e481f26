// Budgets by period (issue #38): a period's budget and the latest one set, in the current space.
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  buildBudgetView,
  monthsFor,
  periodsFor,
  type Budget,
  type BudgetView,
  type MonthSummary,
  type PeriodKey,
} from '@pitaka/domain';
import { dataKeys } from './query-keys';
import { useCommand, useRunner, type Run } from './runner';
import { combineAll, useLedgerSummary, useMonthSummaries } from './summaries';

const budgetQuery = (uid: string, run: Run, period: PeriodKey) =>
  queryOptions<Budget | null>({
    queryKey: dataKeys.budget(uid, period),
    queryFn: () => run((api, s) => api.getBudget(s, period)),
  });

/** data is null when no budget was set for the period. */
export function useBudget(period: PeriodKey) {
  const { uid, run } = useRunner();
  return useQuery(budgetQuery(uid, run, period));
}

/** The budgets of `periods`, in that order (null for a period without one): a period and those before it. */
export function useBudgets(periods: readonly PeriodKey[]) {
  const { uid, run } = useRunner();
  return useQueries({ queries: periods.map((period) => budgetQuery(uid, run, period)), combine: combineAll });
}

export const latestBudgetQuery = (uid: string, run: Run) =>
  queryOptions({ queryKey: dataKeys.latestBudget(uid), queryFn: () => run((api, s) => api.getLatestBudget(s)) });

/** The latest period's budget (its kind is the space's choice), or null before any. */
export function useLatestBudget() {
  const { uid, run } = useRunner();
  return useQuery(latestBudgetQuery(uid, run));
}

export const useSaveBudget = () => useCommand('saveBudget');

const NO_PERIODS: readonly PeriodKey[] = [];

/**
 * A period's budget against what was spent (domain budget-view.ts), from the period's budget and
 * those before it and their months' summaries: a bounded read at any history size. `period`
 * null reads nothing. `figuresPending` until the one-time rebuild of the summaries has run.
 */
export function useBudgetView(period: PeriodKey | null, today: Date) {
  const periods = useMemo(() => (period ? periodsFor(period) : NO_PERIODS), [period]);
  const months = useMemo(() => (period ? monthsFor(period) : NO_PERIODS), [period]);
  const budgets = useBudgets(periods);
  const summaries = useMonthSummaries(months);
  const ledger = useLedgerSummary();
  const data = useMemo((): BudgetView | undefined => {
    if (!period || !budgets.data || !summaries.data) return undefined;
    const byMonth = new Map<string, MonthSummary | null>(months.map((m, i) => [m, summaries.data?.[i] ?? null]));
    return buildBudgetView(period, budgets.data, byMonth, today);
  }, [period, budgets.data, summaries.data, months, today]);
  return {
    data,
    isError: budgets.isError || summaries.isError,
    error: budgets.error ?? summaries.error,
    refetch: () => {
      budgets.refetch();
      summaries.refetch();
    },
    figuresPending: ledger.data !== undefined && ledger.data?.complete !== true,
  };
}
