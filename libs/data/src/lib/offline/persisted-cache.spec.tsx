/**
 * @jest-environment ../../tools/jest/jsdom-environment.cjs
 */
// The device's copy of the query cache: what is saved (the user's successful plain data, paged
// lists without cursors), what is restored (this user's snapshot, of this version, young enough),
// and what is deleted (at sign-out, a session ended elsewhere, another user signing in).
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toCentavos, type Account, type Transaction } from '@pitaka/domain';
import { createFakeDataApi, type FakeDataApi } from '../../testing/fake-data-api';
import { createFakeSession, FakeSessionProvider, type FakeSession } from '../../testing/fake-session';
import { useSession } from '../session/session-context';
import { useSessionExitNotices } from '../session/session-exit';
import type { PageCursor } from '../store';
import { useAccounts } from '../hooks/accounts';
import { createDataQueryClient, DataProvider } from '../hooks/data-provider';
import { dataKeys } from '../hooks/query-keys';
import { useTransactionsPage } from '../hooks/transactions';
import {
  CACHE_BUSTER,
  CACHE_MAX_AGE_MS,
  cacheKeyOf,
  snapshotCache,
  type CacheStorage,
  type PersistedCache,
} from './persisted-cache';
import { isPlainData } from './plain-data';

const NOW = Date.UTC(2026, 10, 27, 7, 5);
const GCASH: Account = { id: 'a1', name: 'GCash', type: 'ewallet', balance: toCentavos(4750) };
const MAYA: Account = { id: 'a2', name: 'Maya', type: 'ewallet', balance: toCentavos(120) };

function transaction(id: string): Transaction {
  return {
    id,
    type: 'expense',
    amount: toCentavos(250),
    description: `Groceries ${id}`,
    category: 'Food',
    accountId: 'a1',
    accountName: 'GCash',
    date: new Date(NOW - 3_600_000),
  } as Transaction;
}

/** Stands in for a Firestore document snapshot: a class instance with a method, not data. */
class FakeSnapshot {
  constructor(readonly id: string) {}
  data() {
    return {};
  }
}
const cursor = (id: string) =>
  ({ now: new Date(NOW), last: new FakeSnapshot(id) }) as unknown as PageCursor<Transaction>;

/** A network that never answers. */
const never = <T = never,>() => new Promise<T>(() => undefined);

/** IndexedDB stood in by a Map; values are structured-cloned as IndexedDB would. */
function memoryStorage() {
  const entries = new Map<string, unknown>();
  const storage = {
    entries,
    get: jest.fn(async (key: string) => structuredClone(entries.get(key))),
    set: jest.fn(async (key: string, value: PersistedCache) => void entries.set(key, structuredClone(value))),
    del: jest.fn(async (key: string) => void entries.delete(key)),
    keys: jest.fn(async () => [...entries.keys()]),
  } satisfies CacheStorage & { entries: Map<string, unknown> };
  return storage;
}
type MemoryStorage = ReturnType<typeof memoryStorage>;

function snapshotOf(uid: string, accounts: Account[], savedAt = NOW - 60_000): PersistedCache {
  return {
    buster: CACHE_BUSTER,
    uid,
    savedAt,
    queries: [
      {
        queryKey: dataKeys.list(uid, 'accounts'),
        queryHash: JSON.stringify(dataKeys.list(uid, 'accounts')),
        infinite: false,
        data: accounts,
        dataUpdatedAt: savedAt - 1_000,
      },
    ],
  };
}

function Accounts() {
  const accounts = useAccounts();
  return <p>{accounts.data ? accounts.data.map((a) => `${a.name} ${a.balance}`).join(', ') : 'no accounts'}</p>;
}

function ExitNotices() {
  useSessionExitNotices();
  return null;
}

function SignedInOnly({ children }: { children: ReactNode }) {
  return useSession().status === 'signedIn' ? children : <p>signed out</p>;
}

/** As the shell: the session's exit notices above the routes, the persisted provider below. */
function App({
  session,
  client,
  api,
  storage,
  children,
}: {
  session: FakeSession;
  client: QueryClient;
  api: FakeDataApi;
  storage: CacheStorage;
  children: ReactNode;
}) {
  return (
    <FakeSessionProvider session={session}>
      <ExitNotices />
      <SignedInOnly>
        <DataProvider
          queryClient={client}
          api={() => Promise.resolve(api)}
          persistence={{ storage, now: () => NOW, throttleMs: 100 }}
        >
          {children}
        </DataProvider>
      </SignedInOnly>
    </FakeSessionProvider>
  );
}

let client: QueryClient;
let storage: MemoryStorage;
beforeEach(() => {
  client = createDataQueryClient({ persisted: true });
  storage = memoryStorage();
});
afterEach(() => client.clear());

describe('snapshotCache', () => {
  it("saves the user's successful queries only, as plain data", async () => {
    client.setQueryData(dataKeys.list('u1', 'accounts'), [GCASH]);
    client.setQueryData(dataKeys.profile('u1'), { currency: 'PHP', setupComplete: true });
    client.setQueryData(dataKeys.list('u2', 'accounts'), [MAYA]); // another user's
    client.setQueryData(dataKeys.importDuplicateKeys('u1', 'a1', 0, 1), new Set(['k'])); // not plain data
    await client.prefetchQuery({
      queryKey: dataKeys.list('u1', 'debts'),
      queryFn: () => Promise.reject(new Error('x')),
    });
    void client.prefetchQuery({ queryKey: dataKeys.list('u1', 'paluwagans'), queryFn: () => never() });

    const snapshot = snapshotCache(client, 'u1', NOW);

    expect(snapshot.queries.map((q) => q.queryKey)).toEqual([dataKeys.list('u1', 'accounts'), dataKeys.profile('u1')]);
    expect(snapshot.queries[0].data).toEqual([GCASH]);
    expect(snapshot).toMatchObject({ buster: CACHE_BUSTER, uid: 'u1', savedAt: NOW });
    expect(isPlainData(snapshot)).toBe(true);
  });

  it('keeps the first page of a paged list without its cursors', async () => {
    const key = dataKeys.transactionsPage('u1', { type: 'all', accountId: 'all', range: 'all' });
    await client.prefetchInfiniteQuery({
      queryKey: key,
      queryFn: async ({ pageParam }) =>
        pageParam ? { items: [transaction('t2')], next: null } : { items: [transaction('t1')], next: cursor('t1') },
      initialPageParam: null as PageCursor<Transaction> | null,
      getNextPageParam: (last) => last.next,
      pages: 2,
    });
    expect(client.getQueryData<{ pages: unknown[] }>(key)?.pages).toHaveLength(2);

    const [saved] = snapshotCache(client, 'u1', NOW).queries;

    expect(saved.infinite).toBe(true);
    expect(saved.data).toEqual({ pages: [{ items: [transaction('t1')], next: null }], pageParams: [null] });
    expect(isPlainData(saved)).toBe(true);
  });
});

describe('DataProvider with persistence', () => {
  it("restores the signed-in user's snapshot before the screens show, and saves what changes", async () => {
    storage.entries.set(cacheKeyOf('u1'), snapshotOf('u1', [GCASH]));
    const api = createFakeDataApi({ listAccounts: () => never<Account[]>() }); // the network never answers
    const session = createFakeSession();
    session.signIn({ uid: 'u1' });
    render(
      <App {...{ session, client, api, storage }}>
        <Accounts />
      </App>,
    );

    // Shown from the device at once, and read again (restored data counts as invalidated).
    await screen.findByText(`GCash ${toCentavos(4750)}`);
    await waitFor(() => expect(api.listAccounts).toHaveBeenCalledTimes(1));

    act(() => client.setQueryData(dataKeys.list('u1', 'accounts'), [GCASH, MAYA]));
    await waitFor(() =>
      expect((storage.entries.get(cacheKeyOf('u1')) as PersistedCache).queries[0].data).toEqual([GCASH, MAYA]),
    );
  });

  it('reads restored data again when shown, however recent it is', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW); // saved this very moment: fresh by the clock
    try {
      storage.entries.set(cacheKeyOf('u1'), {
        ...snapshotOf('u1', [GCASH], NOW),
        queries: [{ ...snapshotOf('u1', [GCASH]).queries[0], dataUpdatedAt: NOW }],
      });
      const api = createFakeDataApi({ listAccounts: async () => [MAYA] });
      const session = createFakeSession();
      render(
        <App {...{ session, client, api, storage }}>
          <Accounts />
        </App>,
      );
      await screen.findByText(`Maya ${toCentavos(120)}`);
      expect(api.listAccounts).toHaveBeenCalledTimes(1);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('writes once for many changes close together', async () => {
    const api = createFakeDataApi({ listAccounts: async () => [GCASH] });
    const session = createFakeSession();
    render(
      <App {...{ session, client, api, storage }}>
        <Accounts />
      </App>,
    );
    await waitFor(() => expect(storage.set).toHaveBeenCalledTimes(1)); // restored, loaded, saved
    storage.set.mockClear();
    act(() => {
      for (let i = 0; i < 10; i += 1)
        client.setQueryData(dataKeys.list('u1', 'accounts'), [{ ...GCASH, name: `GCash ${i}` }]);
    });
    await waitFor(() => expect(storage.set).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 250)); // past the throttle period (100 ms here)
    expect(storage.set).toHaveBeenCalledTimes(1);
    expect((storage.entries.get(cacheKeyOf('u1')) as PersistedCache).queries[0].data).toEqual([
      { ...GCASH, name: 'GCash 9' },
    ]);
  });

  it.each([
    ['older than the max age', snapshotOf('u1', [GCASH], NOW - CACHE_MAX_AGE_MS - 1)],
    ['of another version', { ...snapshotOf('u1', [GCASH]), buster: CACHE_BUSTER + 1 }],
    ['of another user under this key', snapshotOf('u2', [GCASH])],
    ['not a snapshot', 'garbage'],
  ])('drops a snapshot %s instead of showing it', async (_case, stored) => {
    storage.entries.set(cacheKeyOf('u1'), stored);
    const api = createFakeDataApi({ listAccounts: () => never<Account[]>() });
    const session = createFakeSession();
    session.signIn({ uid: 'u1' });
    render(
      <App {...{ session, client, api, storage }}>
        <Accounts />
      </App>,
    );

    await screen.findByText('no accounts');
    await waitFor(() => expect(storage.entries.has(cacheKeyOf('u1'))).toBe(false));
  });

  it('a snapshot just within the max age is shown', async () => {
    storage.entries.set(cacheKeyOf('u1'), snapshotOf('u1', [GCASH], NOW - CACHE_MAX_AGE_MS));
    const api = createFakeDataApi({ listAccounts: () => never<Account[]>() });
    const session = createFakeSession();
    session.signIn({ uid: 'u1' });
    render(
      <App {...{ session, client, api, storage }}>
        <Accounts />
      </App>,
    );
    await screen.findByText(`GCash ${toCentavos(4750)}`);
  });

  it("sign-out deletes the user's snapshot and memory, and nothing of theirs is written after", async () => {
    const api = createFakeDataApi({ listAccounts: async () => [GCASH] });
    const session = createFakeSession();
    session.signIn({ uid: 'u1' });
    render(
      <App {...{ session, client, api, storage }}>
        <Accounts />
      </App>,
    );
    await screen.findByText(`GCash ${toCentavos(4750)}`);
    await waitFor(() => expect(storage.entries.has(cacheKeyOf('u1'))).toBe(true));

    // A change still waiting to be written when the user signs out.
    act(() => client.setQueryData(dataKeys.list('u1', 'accounts'), [GCASH, MAYA]));
    act(() => session.signOut(true));

    await screen.findByText('signed out');
    await waitFor(() => expect(storage.entries.has(cacheKeyOf('u1'))).toBe(false));
    expect(client.getQueryCache().findAll({ queryKey: dataKeys.user('u1') })).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 250)); // past the throttle period
    expect(storage.entries.size).toBe(0);
  });

  it('a session ended elsewhere deletes it too', async () => {
    const api = createFakeDataApi({ listAccounts: async () => [GCASH] });
    const session = createFakeSession();
    session.signIn({ uid: 'u1' });
    render(
      <App {...{ session, client, api, storage }}>
        <Accounts />
      </App>,
    );
    await waitFor(() => expect(storage.entries.has(cacheKeyOf('u1'))).toBe(true));

    act(() => session.signOut()); // not chosen here: revoked, or signed out in another tab

    await waitFor(() => expect(storage.entries.has(cacheKeyOf('u1'))).toBe(false));
  });

  it("a second user never sees the first one's data, and the first one's snapshot goes", async () => {
    const api = createFakeDataApi({
      listAccounts: async ({ uid }) => (uid === 'u1' ? [GCASH] : never()),
    });
    const session = createFakeSession();
    session.signIn({ uid: 'u1' });
    render(
      <App {...{ session, client, api, storage }}>
        <Accounts />
      </App>,
    );
    await screen.findByText(`GCash ${toCentavos(4750)}`);
    await waitFor(() => expect(storage.entries.has(cacheKeyOf('u1'))).toBe(true));

    act(() => session.signIn({ uid: 'u2', email: 'maria@example.com' }));

    await screen.findByText('no accounts');
    await waitFor(() => expect(storage.entries.has(cacheKeyOf('u1'))).toBe(false));
    expect(client.getQueryCache().findAll({ queryKey: dataKeys.user('u1') })).toHaveLength(0);
    // u2's restore read u2's key only.
    expect(storage.get.mock.calls.map(([key]) => key)).toEqual([cacheKeyOf('u1'), cacheKeyOf('u2')]);
  });

  it("at sign-in, another user's snapshot left on the device is deleted unread", async () => {
    storage.entries.set(cacheKeyOf('u2'), snapshotOf('u2', [MAYA]));
    const api = createFakeDataApi({ listAccounts: () => never<Account[]>() });
    const session = createFakeSession();
    session.signIn({ uid: 'u1' });
    render(
      <App {...{ session, client, api, storage }}>
        <Accounts />
      </App>,
    );

    await screen.findByText('no accounts');
    await waitFor(() => expect(storage.entries.has(cacheKeyOf('u2'))).toBe(false));
    expect(storage.get.mock.calls.map(([key]) => key)).toEqual([cacheKeyOf('u1')]);
  });

  it('a restored paged list is read again online: Load More gets a real cursor', async () => {
    const filter = { type: 'all', accountId: 'all', range: 'all' } as const;
    const key = dataKeys.transactionsPage('u1', filter);
    storage.entries.set(cacheKeyOf('u1'), {
      ...snapshotOf('u1', []),
      queries: [
        {
          queryKey: key,
          queryHash: JSON.stringify(key),
          infinite: true,
          data: { pages: [{ items: [transaction('t1')], next: null }], pageParams: [null] },
          dataUpdatedAt: NOW - 60_000,
        },
      ],
    });
    const next = cursor('t2');
    const api = createFakeDataApi({
      fetchTransactionsPage: async (_scope, { after } = {}) =>
        after ? { items: [transaction('t3')], next: null } : { items: [transaction('t1'), transaction('t2')], next },
    });
    const session = createFakeSession();
    session.signIn({ uid: 'u1' });
    const { result } = renderHook(() => useTransactionsPage(filter), {
      wrapper: ({ children }) => <App {...{ session, client, api, storage }}>{children}</App>,
    });

    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    expect(api.fetchTransactionsPage).toHaveBeenCalledWith(expect.anything(), { filter, after: null });
    await act(() => result.current.fetchNextPage());
    expect(api.fetchTransactionsPage).toHaveBeenLastCalledWith(expect.anything(), { filter, after: next });
    await waitFor(() =>
      expect(result.current.data?.pages.flatMap((p) => p.items.map((t) => t.id))).toEqual(['t1', 't2', 't3']),
    );
  });
});

describe('isPlainData', () => {
  it.each([
    ['a snapshot inside', { items: [], next: { last: new FakeSnapshot('x') } }, false],
    ['a Set', new Set([1]), false],
    ['a Map', new Map(), false],
    ['a function', { f: () => 1 }, false],
    ['an invalid Date', new Date(NaN), false],
    ['NaN', { n: NaN }, false],
    [
      'a cycle',
      (() => {
        const o: Record<string, unknown> = {};
        o['self'] = o;
        return o;
      })(),
      false,
    ],
    ['accounts with Dates', [{ ...GCASH, createdAt: new Date(NOW) }], true],
    ['a null-prototype object', Object.assign(Object.create(null), { a: 1 }), true],
    [
      'the same object twice (not a cycle)',
      (() => {
        const o = { a: 1 };
        return [o, o];
      })(),
      true,
    ],
  ])('%s: %s', (_name, value, plain) => {
    expect(isPlainData(value)).toBe(plain);
  });
});
