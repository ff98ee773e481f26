// Savings goals (issue #38): the space's goals with their progress, read with the accounts (a
// linked account's balance) and the paluwagans (payouts marked toward a goal): three lists, at
// any history size.
import { useMemo } from 'react';
import { goalStanding, planningKindOf, type Goal, type GoalStanding } from '@pitaka/domain';
import { useList, useOne } from './collections';
import { useCommand } from './runner';
import { useLatestBudget } from './budgets';
import { useAccounts } from './accounts';

export const useGoals = () => useList('goals');

/** data is null for 'This goal no longer exists'. */
export const useGoal = (goalId: string) => useOne('goals', goalId);

export const useCreateGoal = () => useCommand('createGoal');
export const useUpdateGoal = () => useCommand('updateGoal');
export const useDeleteGoal = () => useCommand('deleteGoal');
export const useSetAsideForGoal = () => useCommand('setAsideForGoal');
export const useRemoveGoalContribution = () => useCommand('removeGoalContribution');
export const useMarkPayoutTowardGoal = () => useCommand('markPayoutTowardGoal');

/** Open goals first, nearest to reached first; reached ones last. */
const byStanding = (a: GoalStanding, b: GoalStanding) =>
  Number(a.progress.reached) - Number(b.progress.reached) || b.progress.percent - a.progress.percent;

/** What progress is read from: the accounts, the paluwagans and the kind of period the space plans by. */
function useProgressSources() {
  const accounts = useAccounts();
  const paluwagans = useList('paluwagans');
  const latest = useLatestBudget();
  const kind = latest.data !== undefined ? planningKindOf(latest.data) : latest.isError ? 'kinsena' : undefined;
  const ready = useMemo(
    () =>
      accounts.data && paluwagans.data && kind
        ? { accounts: accounts.data, paluwagans: paluwagans.data, kind }
        : undefined,
    [accounts.data, paluwagans.data, kind],
  );
  return { ready, queries: [accounts, paluwagans] as const, latest };
}

function loadState<T>(data: T | undefined, queries: readonly { isError: boolean; error: unknown }[]) {
  const failed = queries.find((q) => q.isError);
  return {
    data,
    isError: failed !== undefined,
    isLoadingError: failed !== undefined && data === undefined,
    error: failed?.error ?? null,
  };
}

/** Every goal's standing, open ones nearest to reached first; or the first failure among the reads. */
export function useGoalStandings(today: Date) {
  const goals = useGoals();
  const { ready, queries, latest } = useProgressSources();
  const data = useMemo(
    () =>
      goals.data && ready
        ? goals.data
            .map((goal) => goalStanding(goal, ready.accounts, ready.paluwagans, today, ready.kind))
            .sort(byStanding)
        : undefined,
    [goals.data, ready, today],
  );
  return {
    ...loadState(data, [goals, ...queries]),
    refetch: () => [goals, ...queries, latest].forEach((q) => void q.refetch()),
  };
}

/** One goal's standing (its page), once the accounts and paluwagans are in. */
export function useGoalStanding(goal: Goal, today: Date) {
  const { ready, queries, latest } = useProgressSources();
  const data = useMemo(
    () => (ready ? goalStanding(goal, ready.accounts, ready.paluwagans, today, ready.kind) : undefined),
    [goal, ready, today],
  );
  return { ...loadState(data, queries), refetch: () => [...queries, latest].forEach((q) => void q.refetch()) };
}
