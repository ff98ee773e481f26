import { useMonthSummaries } from '@pitaka/data';
import {
  monthFigures,
  monthsEnding,
  netWorthSeries,
  type AccountFilter,
  type LedgerSummary,
  type MonthKey,
} from '@pitaka/domain';
import { useLoggedError } from '@pitaka/remote-kit';
import { useMemo } from 'react';
import { TREND_MONTHS, type Trends } from './trends';

/** The year up to the picked month: income and expense per month, and net worth at each month's end. */
export function useTrends(month: MonthKey, accountId: AccountFilter, ledger: LedgerSummary): Trends {
  const months = useMemo(() => monthsEnding(month, TREND_MONTHS), [month]);
  const summaries = useMonthSummaries(months);
  useLoggedError(summaries.error, 'Failed to load the month summaries');
  const rows = useMemo(
    () => summaries.data?.map((summary, i) => monthFigures(summary, months[i], accountId)),
    [summaries.data, months, accountId],
  );
  const netWorth = useMemo(() => netWorthSeries(ledger, months, accountId), [ledger, months, accountId]);
  const incomeExpense: Trends['incomeExpense'] = rows
    ? { status: 'ready', rows }
    : summaries.isError
      ? { status: 'failed', retry: () => summaries.refetch() }
      : { status: 'loading' };
  return { months, incomeExpense, netWorth };
}
