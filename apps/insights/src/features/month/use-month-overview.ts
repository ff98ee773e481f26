import { useMemberNames, useMonthSummaries } from '@pitaka/data';
import { useCurrentUser } from '@pitaka/platform';
import {
  categoryChanges,
  monthFigures,
  shiftMonth,
  spendingByMember,
  type AccountFilter,
  type MonthKey,
} from '@pitaka/domain';
import { useLoggedError } from '@pitaka/remote-kit';
import { useMemo } from 'react';
import type { MonthOverview } from './month-overview';

/** A month's figures beside the month before's, for every account or one. */
export function useMonthOverview(month: MonthKey, accountId: AccountFilter): MonthOverview {
  const previousMonth = shiftMonth(month, -1);
  const summaries = useMonthSummaries([previousMonth, month]);
  const names = useMemberNames();
  const { uid } = useCurrentUser();
  useLoggedError(summaries.error, 'Failed to load the month summaries');
  const figures = useMemo(() => {
    if (!summaries.data) return null;
    const [before, now] = summaries.data;
    const current = monthFigures(now, month, accountId);
    const previous = monthFigures(before, previousMonth, accountId);
    // Members' totals are kept for the whole household, not per account.
    const members = (accountId === null ? spendingByMember(now) : []).map((row) => ({
      ...row,
      email: names.get(row.member) ?? row.member,
      you: row.member === uid,
    }));
    return { current, previous, changes: categoryChanges(current, previous), members };
  }, [summaries.data, month, previousMonth, accountId, names, uid]);
  if (figures) return { status: 'ready', ...figures };
  return summaries.isError ? { status: 'failed', retry: () => summaries.refetch() } : { status: 'loading' };
}
