// Savings goals (issue #38): the space's goals with their progress, read with the accounts (a
// linked account's balance) and the paluwagans (payouts marked toward a goal): three lists, at
// any history size.
import { useMemo } from 'react';
import {
  goalPace,
  goalProgress,
  payoutsTowardGoal,
  planningKindOf,
  type Account,
  type Goal,
  type GoalPace,
  type GoalProgress,
  type Paluwagan,
} from '@pitaka/domain';
import { useList, useOne } from './collections';
import { useCommand } from './runner';
import { useLatestBudget } from './budgets';

export const useGoals = () => useList('goals');

/** data is null for 'This goal no longer exists'. */
export const useGoal = (goalId: string) => useOne('goals', goalId);

export const useCreateGoal = () => useCommand('createGoal');
export const useUpdateGoal = () => useCommand('updateGoal');
export const useDeleteGoal = () => useCommand('deleteGoal');
export const useSetAsideForGoal = () => useCommand('setAsideForGoal');
export const useRemoveGoalContribution = () => useCommand('removeGoalContribution');
export const useMarkPayoutTowardGoal = () => useCommand('markPayoutTowardGoal');

/** A goal with how far it is and what it needs each period (the space's kinsena or month). */
export interface GoalStanding {
  goal: Goal;
  progress: GoalProgress;
  pace: GoalPace;
  /** The linked account, when it still exists. */
  account: Account | undefined;
}

export function goalStanding(
  goal: Goal,
  accounts: readonly Account[],
  paluwagans: readonly Paluwagan[],
  today: Date,
  kind: ReturnType<typeof planningKindOf>,
): GoalStanding {
  const account = accounts.find((a) => a.id === goal.accountId);
  const progress = goalProgress(goal, account?.balance, payoutsTowardGoal(goal.id, paluwagans));
  return { goal, progress, pace: goalPace(goal, progress, today, kind), account };
}

/** Open goals first, nearest to reached first; reached ones last. */
const byStanding = (a: GoalStanding, b: GoalStanding) =>
  Number(a.progress.reached) - Number(b.progress.reached) || b.progress.percent - a.progress.percent;

/** Every goal's standing, or the first failure among the reads. */
export function useGoalStandings(today: Date) {
  const goals = useGoals();
  const accounts = useList('accounts');
  const paluwagans = useList('paluwagans');
  const latest = useLatestBudget();
  const kind = latest.data === undefined ? undefined : planningKindOf(latest.data);
  const data = useMemo(() => {
    if (!goals.data || !accounts.data || !paluwagans.data || (kind === undefined && !latest.isError)) {
      return undefined;
    }
    return goals.data
      .map((goal) => goalStanding(goal, accounts.data, paluwagans.data, today, kind ?? 'kinsena'))
      .sort(byStanding);
  }, [goals.data, accounts.data, paluwagans.data, kind, latest.isError, today]);
  const failed = [goals, accounts, paluwagans].find((q) => q.isError);
  return {
    data,
    isError: failed !== undefined,
    isLoadingError: failed !== undefined && data === undefined,
    error: failed?.error ?? null,
    refetch: () => {
      goals.refetch();
      accounts.refetch();
      paluwagans.refetch();
      latest.refetch();
    },
  };
}
