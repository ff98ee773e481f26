import type { DomainMessage } from '@pitaka/domain';
import { LoadError } from '@pitaka/ui';
import type { ReactNode } from 'react';
import { useMessageText } from './message-text';

/** What a list or a page's data is as one state, by `status`: 'loading', 'failed' (with a retry) or the page's own. */
export interface LoadState {
  status: string;
  /** Loads again (after a failed load). */
  retry?: () => void;
}

type Loading = { status: 'loading' };
type Failed = { status: 'failed' };

/** The states a LoadView leaves to its page: all but loading and failed. */
export type Loaded<S extends LoadState> = Exclude<S, Loading | Failed>;

/** The parts of a list's query (a TanStack Query result from @pitaka/data) that `queryLoadState` reads. */
export interface LoadQuery<T> {
  data?: T;
  /** Failed before anything was loaded (a failed background refresh keeps what was loaded). */
  isLoadingError: boolean;
  refetch: () => unknown;
}

/** A query as a LoadView's state: failed (with a retry), loading, or ready with its `data`. */
export function queryLoadState<T>({ data, isLoadingError, refetch }: LoadQuery<T>) {
  if (isLoadingError) return { status: 'failed', retry: () => void refetch() } as const;
  return data === undefined ? ({ status: 'loading' } as const) : ({ status: 'ready', data } as const);
}

export interface LoadViewProps<S extends LoadState> {
  state: S;
  /** Shown while it loads (a skeleton of the content). */
  loading: ReactNode;
  /** Said when it failed to load, with Retry, e.g. `DEBT.loadFailed` (in the page's language). */
  failed: string | DomainMessage;
  /** The retry button's words when not 'Retry'. */
  retryLabel?: string;
  children: (loaded: Loaded<S>) => ReactNode;
}

/**
 * A list or a page's content by its load state (the list's analogue of RecordView): `loading`,
 * the failure with Retry, or `children` with what loaded.
 */
export function LoadView<S extends LoadState>({ state, loading, failed, retryLabel, children }: LoadViewProps<S>) {
  const say = useMessageText();
  if (state.status === 'loading') return loading;
  if (state.status === 'failed')
    return <LoadError message={say(failed)} onRetry={state.retry} retryLabel={retryLabel} />;
  return children(state as Loaded<S>);
}
