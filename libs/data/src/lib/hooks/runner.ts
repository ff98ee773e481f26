// The one small runner every area's hooks use: it loads the data API (or a test's fake), runs
// a query or command for the signed-in user, and maps failures to DataError. A command refreshes
// the areas it changes once it settles.
import {
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { toDataError, useCurrentUser, type DataError } from '@pitaka/platform';
import type { DataApi } from '../data-api';
import { isOfflineRefusal, noteRequestOutcome, refuseWritesOffline } from '../offline/connectivity';
import type { DataScope } from '../store';
import { useBackendSource, useDataApiSource } from './data-provider';
import { COMMAND_CHANGES, type ChangingCommand } from './command-changes';
import { dataKeys, type DataArea } from './query-keys';
import { spaceKey, useCurrentSpace, type SpaceTarget } from './space';

/** Runs a data function for the signed-in user; failures come out as DataError. */
export type Run = <T>(fn: (api: DataApi, scope: DataScope) => Promise<T>) => Promise<T>;

/**
 * The key of the space's cached queries (the signed-in user's uid in their own books) and a Run
 * in that space: the current one unless `target` names another (space.tsx).
 */
export function useRunner(target?: SpaceTarget): { uid: string; run: Run } {
  const { uid } = useCurrentUser();
  const current = useCurrentSpace();
  const household = target === undefined ? (current?.id ?? null) : target;
  const getBackend = useBackendSource();
  const getApi = useDataApiSource();
  const run = useCallback(
    async <T>(fn: (api: DataApi, scope: DataScope) => Promise<T>): Promise<T> => {
      try {
        const [api, backend] = await Promise.all([getApi(), getBackend()]);
        const result = await fn(api, { ...backend, uid, ...(household && { household }) });
        noteRequestOutcome();
        return result;
      } catch (error) {
        noteRequestOutcome(error);
        throw toDataError(error);
      }
    },
    [getApi, getBackend, uid, household],
  );
  return { uid: spaceKey(uid, household), run };
}

/** A query for the signed-in user: `query` makes its options from the user's uid, Run and `args`. */
export function useUserQuery<T, K extends QueryKey, A extends unknown[]>(
  query: (uid: string, run: Run, ...args: A) => UseQueryOptions<T, Error, T, K>,
  ...args: A
) {
  const { uid, run } = useRunner();
  return useQuery(query(uid, run, ...args));
}

/** The data API's commands: `(scope, input, now?)`. */
type CommandName = {
  [K in keyof DataApi]: Parameters<DataApi[K]> extends [DataScope, unknown, ...unknown[]] ? K : never;
}[keyof DataApi];
type Input<N extends CommandName> = Parameters<DataApi[N]>[1];
type Output<N extends CommandName> = Awaited<ReturnType<DataApi[N]>>;

/**
 * One mutation per command, named as in the data API. `mutateAsync` resolves after the queries
 * of what it changes (COMMAND_CHANGES) were refreshed. Offline, it is refused before anything is
 * sent (and never queued).
 */
export function useCommand<N extends CommandName & ChangingCommand>(name: N, target?: SpaceTarget) {
  const changes = COMMAND_CHANGES[name] as readonly DataArea[] | ((vars: Input<N>) => readonly DataArea[]);
  const { uid, run } = useRunner(target);
  const queryClient = useQueryClient();
  return useMutation<Output<N>, DataError, Input<N>>({
    mutationFn: (vars) =>
      refuseWritesOffline().then(() =>
        run((api, scope) => (api[name] as (scope: DataScope, input: Input<N>) => Promise<Output<N>>)(scope, vars)),
      ),
    // Also after a refusal: it may come from stale data (e.g. a week paid in another tab). Not
    // after an offline one: nothing was read or sent, and the lists keep the pages they show.
    onSettled: (_data, error, vars) =>
      isOfflineRefusal(error)
        ? undefined
        : Promise.all(
            (typeof changes === 'function' ? changes(vars) : changes).map((area) => {
              keepFirstPages(queryClient, uid, area);
              return queryClient.invalidateQueries({ queryKey: dataKeys.area(uid, area) });
            }),
          ),
  });
}

function isInfiniteData(data: unknown): data is InfiniteData<unknown> {
  return typeof data === 'object' && data !== null && Array.isArray((data as InfiniteData<unknown>).pages);
}

/**
 * A paged list refetches every page it holds when invalidated: after a change, keep only its
 * first page, so a change costs one page of reads (Load More reads the rest again on request).
 */
function keepFirstPages(queryClient: QueryClient, uid: string, area: DataArea) {
  queryClient.setQueriesData<InfiniteData<unknown>>(
    { queryKey: dataKeys.area(uid, area), predicate: (query) => isInfiniteData(query.state.data) },
    (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
  );
}
