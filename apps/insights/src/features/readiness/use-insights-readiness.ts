import { useLedgerSummary, useRebuildSummaries } from '@pitaka/data';
import { INSIGHTS, type LedgerSummary } from '@pitaka/domain';
import { useLoggedError, useMessageText } from '@pitaka/remote-kit';
import { useEffect, useState } from 'react';

/** Rebuilds started by themselves before the page stops and offers Retry instead. */
const AUTOMATIC_RUNS = 3;

export type InsightsReadiness =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'preparing'; progress: { done: number; total: number } | null }
  | { status: 'prepare-failed'; message: string; retry: () => void }
  | { status: 'ready'; ledger: LedgerSummary };

/**
 * Whether the summaries can be charted. When the ledger summary is missing or not complete (history
 * from before the summaries), the one-time rebuild starts by itself. The ledger is read again when
 * a run ends; still incomplete then (the run was cut short), it starts another, up to
 * AUTOMATIC_RUNS: never a loop.
 */
export function useInsightsReadiness(): InsightsReadiness {
  const ledger = useLedgerSummary();
  const say = useMessageText();
  const { start, running, error, progress } = useRebuildSummaries();
  // Runs are counted as they are seen to start (state adjusted during render, not in an effect).
  const [runs, setRuns] = useState(0);
  const [wasRunning, setWasRunning] = useState(running);
  if (running !== wasRunning) {
    setWasRunning(running);
    if (running) setRuns(runs + 1);
  }
  useLoggedError(ledger.error, 'Failed to load the ledger summary');
  useLoggedError(error, 'Failed to prepare the insights');

  const incomplete = ledger.data !== undefined && !ledger.data?.complete && !ledger.isFetching;
  const startsItself = incomplete && !running && !error && runs < AUTOMATIC_RUNS;
  useEffect(() => {
    if (startsItself) start();
  }, [startsItself, start]);

  if (ledger.data === undefined) {
    return ledger.isError ? { status: 'failed', retry: () => void ledger.refetch() } : { status: 'loading' };
  }
  if (ledger.data?.complete) return { status: 'ready', ledger: ledger.data };
  if (error || (incomplete && !running && runs >= AUTOMATIC_RUNS)) {
    return {
      status: 'prepare-failed',
      // The data layer's own text when it refused (the history kept changing); otherwise the generic one.
      message: say.ofError(error, INSIGHTS.prepareFailed),
      retry: () => {
        setRuns(0);
        start();
      },
    };
  }
  return { status: 'preparing', progress };
}
