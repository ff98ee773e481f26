import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Firestore } from 'firebase/firestore/lite';
import { getFirestoreDb, getLedgerEndpoint, isDataError, useSession, type LedgerEndpoint } from '@pitaka/platform';
import { loadDataApi, type DataApi } from '../data-api';
import { setConnectivityProbe, watchConnectivity } from '../offline/connectivity';
import type { CachePersistence } from '../offline/persisted-cache';
import { usePersistedCache } from '../offline/use-persisted-cache';

/** What the data API talks to: Firestore for reads, the ledger's callable for commands. */
export interface Backend {
  db: Firestore;
  ledger: LedgerEndpoint;
}

/** The app's, both loaded lazily (with the SDK parts they need). */
export function appBackend(): Promise<Backend> {
  return Promise.all([getFirestoreDb(), getLedgerEndpoint()]).then(([db, ledger]) => ({ db, ledger }));
}

/** Where the hooks get their backend from: the app's unless a test or frame says otherwise. */
const BackendSourceContext = createContext<() => Promise<Backend>>(appBackend);

export function useBackendSource(): () => Promise<Backend> {
  return useContext(BackendSourceContext);
}

/** Where the hooks get the queries and commands from: the lazily loaded chunk, or a test's fake. */
const DataApiSourceContext = createContext<() => Promise<DataApi>>(loadDataApi);

export function useDataApiSource(): () => Promise<DataApi> {
  return useContext(DataApiSourceContext);
}

// With a fake API nothing touches Firebase: the scope's db and ledger are never read.
const noBackend = () => Promise.resolve(null as unknown as Backend);

/** An in-memory query of a persisted cache lives as long as a day unused (else 5 minutes). */
const PERSISTED_GC_MS = 24 * 60 * 60 * 1000;

/**
 * The page's one QueryClient: a refused or not-found read is not retried, a failed one once.
 * Offline, queries wait for the network (TanStack's default); commands never wait: they run at
 * once and are refused (`useCommand`), so nothing is sent late when the network returns.
 * `persisted`: its cache is kept on the device (DataProvider's `persistence`), so what the user
 * saw stays in memory long enough to be saved.
 */
export function createDataQueryClient({ persisted = false }: { persisted?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        ...(persisted && { gcTime: PERSISTED_GC_MS }),
        retry: (failureCount, error) => !(isDataError(error) && error.code !== 'unexpected') && failureCount < 1,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export interface DataProviderProps {
  children: ReactNode;
  /** Defaults to one client created for the lifetime of the provider. */
  queryClient?: QueryClient;
  /** Defaults to the app's Firestore and ledger callable (needs initFirebase first). */
  backend?: () => Promise<Backend>;
  /** The queries and commands; defaults to the real ones. Page tests pass a fake (`@pitaka/data/testing`). */
  api?: () => Promise<DataApi>;
  /** Keep the signed-in user's cache on the device (the shell's signed-in area); children wait for its restore. */
  persistence?: CachePersistence;
}

/**
 * Drops every cached query when a signed-in user leaves (signs out or is replaced), so nothing of
 * theirs stays in memory. A first sign-in has nothing to drop: clearing then would also drop the
 * reads its first screen started in the same render (a page's reads start during render).
 */
function useClearOnUserChange(client: QueryClient) {
  const uid = useSession().user?.uid;
  const previous = useRef(uid);
  useEffect(() => {
    if (previous.current === uid) return;
    if (previous.current !== undefined) client.clear();
    previous.current = uid;
  }, [client, uid]);
}

/** Wrap the app (shell bootstrap, standalone frames) once, inside SessionProvider; the data hooks need it. */
/**
 * Keeps the connectivity state current and, while Firestore is unreachable, lets it ask whether
 * Firestore is back: a read of the signed-in user's profile.
 */
function useConnectivityProbe(getApi: () => Promise<DataApi>, getBackend: () => Promise<Backend>) {
  const uid = useSession().user?.uid;
  useEffect(watchConnectivity, []);
  useEffect(() => {
    if (!uid) return;
    return setConnectivityProbe(async () => {
      const [api, backend] = await Promise.all([getApi(), getBackend()]);
      return api.getUserProfile({ ...backend, uid });
    });
  }, [getApi, getBackend, uid]);
}

/** Wrap the app (shell bootstrap, standalone frames) once, inside SessionProvider; the data hooks need it. */
export function DataProvider({ children, queryClient, backend: given, api, persistence }: DataProviderProps) {
  const [client] = useState(() => queryClient ?? createDataQueryClient());
  useClearOnUserChange(client);
  const restored = usePersistedCache(client, persistence);
  // A client the host keeps beyond this provider (the shell's) must not keep a user's data either
  // once the provider goes (the shell unmounts it at sign-out).
  useEffect(() => () => client.clear(), [client]);
  const backend = given ?? (api ? noBackend : appBackend);
  const getApi = api ?? loadDataApi;
  useConnectivityProbe(getApi, backend);
  // The data layer's code (Firestore's client among it) downloads as the signed-in screens open,
  // not when their first read is asked for (a failed load is tried again by that read).
  useEffect(() => {
    getApi().catch(() => undefined);
    backend().catch(() => undefined);
  }, [getApi, backend]);
  return (
    <QueryClientProvider client={client}>
      <BackendSourceContext.Provider value={backend}>
        <DataApiSourceContext.Provider value={getApi}>{restored ? children : null}</DataApiSourceContext.Provider>
      </BackendSourceContext.Provider>
    </QueryClientProvider>
  );
}
