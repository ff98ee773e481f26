import { useCallback, useState } from 'react';
import { useLoggedError } from './use-logged-error';

/** The parts of a record's query (a TanStack Query result from @pitaka/data) that `useRecord` reads. */
export interface RecordQuery<T> {
  /** The record; `null` when it does not exist. */
  data: T | null | undefined;
  error: unknown;
  isPending: boolean;
  /** Failed before anything was loaded (a failed background refresh keeps what was loaded). */
  isLoadingError: boolean;
  refetch: () => unknown;
}

export type RecordState = 'loading' | 'not-found' | 'failed' | 'ready';

export type LoadedRecord<T> = (
  { state: 'loading' | 'not-found' | 'failed'; value: null } | { state: 'ready'; value: T }
) & {
  /** Loads again (after a failed load). */
  retry: () => void;
  /**
   * Keeps showing `value` as ready whatever the query says, until `hold(null)`: for a record
   * being deleted, whose refreshed read finds nothing before the page moves on ('not found'
   * must not flash in between).
   */
  hold: (value: T | null) => void;
};

/**
 * One record for a detail or edit page, as a single state: loading, not found, failed to load
 * (logged under `logLabel`), or ready with its value. A background refresh that fails keeps
 * showing what was loaded; only a first load that fails is 'failed'.
 */
export function useRecord<T>(query: RecordQuery<T>, logLabel: string): LoadedRecord<T> {
  const { data, error, isPending, isLoadingError, refetch } = query;
  const [held, setHeld] = useState<T | null>(null);
  useLoggedError(error, logLabel);
  const retry = useCallback(() => void refetch(), [refetch]);
  const hold = useCallback((value: T | null) => setHeld(value), []);

  const value = data ?? held;
  if (value) return { state: 'ready', value, retry, hold };
  if (isPending) return { state: 'loading', value: null, retry, hold };
  if (isLoadingError) return { state: 'failed', value: null, retry, hold };
  return { state: 'not-found', value: null, retry, hold };
}
