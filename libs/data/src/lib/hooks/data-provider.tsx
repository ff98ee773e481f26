import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Firestore } from 'firebase/firestore/lite';
import { getFirestoreDb, isDataError, useSession } from '@pitaka/data/session';
import { loadDataApi, type DataApi } from '../data-api';

/** Where the hooks get Firestore from: the app's lazily loaded instance unless a test or frame says otherwise. */
const FirestoreSourceContext = createContext<() => Promise<Firestore>>(getFirestoreDb);

export function useFirestoreSource(): () => Promise<Firestore> {
  return useContext(FirestoreSourceContext);
}

/** Where the hooks get the queries and commands from: the lazily loaded chunk, or a test's fake. */
const DataApiSourceContext = createContext<() => Promise<DataApi>>(loadDataApi);

export function useDataApiSource(): () => Promise<DataApi> {
  return useContext(DataApiSourceContext);
}

// With a fake API nothing touches Firestore: the scope's db is never read.
const noFirestore = () => Promise.resolve(null as unknown as Firestore);

/** The page's one QueryClient: a refused or not-found read is not retried, a failed one once. */
export function createDataQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !(isDataError(error) && error.code !== 'unexpected') && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

export interface DataProviderProps {
  children: ReactNode;
  /** Defaults to one client created for the lifetime of the provider. */
  queryClient?: QueryClient;
  /** Defaults to getFirestoreDb (needs initFirebase first). */
  firestore?: () => Promise<Firestore>;
  /** The queries and commands; defaults to the real ones. Page tests pass a fake (`@pitaka/data/testing`). */
  api?: () => Promise<DataApi>;
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
export function DataProvider({ children, queryClient, firestore, api }: DataProviderProps) {
  const [client] = useState(() => queryClient ?? createDataQueryClient());
  useClearOnUserChange(client);
  // A client the host keeps beyond this provider (the shell's) must not keep a user's data either
  // once the provider goes (the shell unmounts it at sign-out).
  useEffect(() => () => client.clear(), [client]);
  const db = firestore ?? (api ? noFirestore : getFirestoreDb);
  return (
    <QueryClientProvider client={client}>
      <FirestoreSourceContext.Provider value={db}>
        <DataApiSourceContext.Provider value={api ?? loadDataApi}>{children}</DataApiSourceContext.Provider>
      </FirestoreSourceContext.Provider>
    </QueryClientProvider>
  );
}
