// Monthly summaries for insights: the ledger summary (nets and balances, one document) and one
// query per month, so a 12-month view reads 13 documents at any history size.
import { queryOptions, useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { LedgerSummary, MonthKey, MonthSummary } from '@pitaka/domain';
import type { DataError } from '@pitaka/platform';
import { refuseWritesOffline } from '../offline/connectivity';
import type { RebuildProgress } from '../store';
import { dataKeys } from './query-keys';
import { useRunner, useUserQuery, type Run } from './runner';

export const ledgerSummaryQuery = (uid: string, run: Run) =>
  queryOptions<LedgerSummary | null>({
    queryKey: dataKeys.ledgerSummary(uid),
    queryFn: () => run((api, s) => api.getLedgerSummary(s)),
  });

export const monthSummaryQuery = (uid: string, run: Run, month: MonthKey) =>
  queryOptions<MonthSummary | null>({
    queryKey: dataKeys.monthSummary(uid, month),
    queryFn: () => run((api, s) => api.getMonthSummary(s, month)),
  });

/** data is null before the user has any summary (the rebuild makes it). */
export const useLedgerSummary = () => useUserQuery(ledgerSummaryQuery);

/**
 * Several queries of one kind as one: their data in order (null where a document is missing)
 * once every one has it, pending or failed while any is, and one refetch for them all.
 */
export function combineAll<T>(results: readonly UseQueryResult<T | null, Error>[]) {
  return {
    data: results.every((r) => r.isSuccess) ? results.map((r) => r.data ?? null) : undefined,
    isPending: results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
    error: results.find((r) => r.error)?.error ?? null,
    refetch: () => results.forEach((r) => void r.refetch()),
  };
}

/** The summaries of `months`, in that order (null for a month with nothing in it). */
export function useMonthSummaries(months: readonly MonthKey[]) {
  const { uid, run } = useRunner();
  return useQueries({ queries: months.map((month) => monthSummaryQuery(uid, run, month)), combine: combineAll });
}

/**
 * The one-time "Preparing your insights" step: `start` runs the rebuild (resuming one a closed
 * tab left), reporting n of N transactions; when it ends the summaries are read again. `error`
 * is a DataError: 'refused' carries the text to show (the history kept changing, or offline).
 */
export function useRebuildSummaries() {
  const { uid, run } = useRunner();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<RebuildProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<DataError | null>(null);
  const start = useCallback(() => {
    setRunning(true);
    setError(null);
    refuseWritesOffline() // offline: nothing is sent
      .then(() => run((api, s) => api.rebuildSummaries(s, setProgress)))
      .then(() => queryClient.invalidateQueries({ queryKey: dataKeys.area(uid, 'summaries') }))
      .catch((failure: DataError) => setError(failure))
      .finally(() => setRunning(false));
  }, [queryClient, run, uid]);
  return { start, progress, running, error };
}
