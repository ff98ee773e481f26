// Budgets by period (issue #38): a period's budget and the latest one set, in the current space.
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { Budget, PeriodKey } from '@pitaka/domain';
import { dataKeys } from './query-keys';
import { useCommand, useRunner, type Run } from './runner';

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
  return useQueries({
    queries: periods.map((period) => budgetQuery(uid, run, period)),
    combine: (results) => ({
      data: results.every((r) => r.isSuccess) ? results.map((r) => r.data ?? null) : undefined,
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      error: results.find((r) => r.error)?.error ?? null,
      refetch: () => results.forEach((r) => void r.refetch()),
    }),
  });
}

/** The latest period's budget (its kind is the space's choice), or null before any. */
export function useLatestBudget() {
  const { uid, run } = useRunner();
  return useQuery(
    queryOptions({ queryKey: dataKeys.latestBudget(uid), queryFn: () => run((api, s) => api.getLatestBudget(s)) }),
  );
}

export const useSaveBudget = () => useCommand('saveBudget');
