import { useMonthSummaries } from '@pitaka/data';
import { categoryChanges, monthFigures, shiftMonth, type AccountFilter, type MonthKey } from '@pitaka/domain';
import { useLoggedError } from '@pitaka/remote-kit';
import { useMemo } from 'react';
import type { MonthOverview } from './month-overview';

/** A month's figures beside the month before's, for every account or one. */
export function useMonthOverview(month: MonthKey, accountId: AccountFilter): MonthOverview {
  const previousMonth = shiftMonth(month, -1);
  const summaries = useMonthSummaries([previousMonth, month]);
  useLoggedError(summaries.error, 'Failed to load the month summaries');
  const figures = useMemo(() => {
    if (!summaries.data) return null;
    const [before, now] = summaries.data;
    const current = monthFigures(now, month, accountId);
    const previous = monthFigures(before, previousMonth, accountId);
    return { current, previous, changes: categoryChanges(current, previous) };
  }, [summaries.data, month, previousMonth, accountId]);
  if (figures) return { status: 'ready', ...figures };
  return summaries.isError ? { status: 'failed', retry: () => summaries.refetch() } : { status: 'loading' };
}
