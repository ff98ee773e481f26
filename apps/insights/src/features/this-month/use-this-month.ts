import { useLedgerSummary, useMonthSummaries } from '@pitaka/data';
import { monthFigures, monthKeyOf } from '@pitaka/domain';
import { useLoggedError, useToday } from '@pitaka/remote-kit';
import { useMemo } from 'react';
import type { ThisMonth } from './this-month';

/** This Manila month's figures over every account, once the summaries are complete. */
export function useThisMonth(): ThisMonth {
  const month = monthKeyOf(useToday());
  const months = useMemo(() => [month], [month]);
  const ledger = useLedgerSummary();
  const summaries = useMonthSummaries(months);
  const failed = ledger.isError || summaries.isError;
  useLoggedError(ledger.error ?? summaries.error, 'Failed to load this month for the dashboard');
  const figures = useMemo(() => summaries.data && monthFigures(summaries.data[0], month), [summaries.data, month]);

  if (ledger.data !== undefined && !ledger.data?.complete) return { status: 'not-ready' };
  if (ledger.data && figures) return { status: 'ready', figures };
  if (failed) {
    return {
      status: 'failed',
      retry: () => {
        if (ledger.isError) void ledger.refetch();
        if (summaries.isError) summaries.refetch();
      },
    };
  }
  return { status: 'loading' };
}
