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
import { useSession, useSessionExitNotices } from '@pitaka/platform';
import { createFakeSession, FakeSessionProvider, type FakeSession } from '@pitaka/platform/testing';
import type { PageCursor } from '../store';
import { useAccounts } from '../hooks/accounts';
import { createDataQueryClient, DataProvider } from '../hooks/data-provider';
import { dataKeys } from '../hooks/query-keys';
import { useForgetHouseholdsBut } from '../hooks/households';
import { useTransactionsPage } from '../hooks/transactions';
import {
  CACHE_BUSTER,
  CACHE_MAX_AGE_MS,
  cacheKeyOf,
  mergeSnapshots,
  snapshotCache,
  startPersisting,
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
    update: jest.fn(
      async (key: string, next: (stored: unknown) => PersistedCache) =>
        void entries.set(key, structuredClone(next(structuredClone(entries.get(key))))),
    ),
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

  it("keeps the user's households too (spaces keyed uid~household), not another user's or a look-alike uid's", () => {
    client.setQueryData(dataKeys.list('u1~h1', 'accounts'), [MAYA]);
    client.setQueryData(dataKeys.list('u2~h1', 'accounts'), [MAYA]);
    client.setQueryData(dataKeys.list('u10', 'accounts'), [MAYA]);

    expect(snapshotCache(client, 'u1', NOW).queries.map((q) => q.queryKey)).toEqual([
      dataKeys.list('u1~h1', 'accounts'),
    ]);
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

describe('mergeSnapshots', () => {
  const ACCOUNTS = JSON.stringify(dataKeys.list('u1', 'accounts'));
  const PALUWAGANS = JSON.stringify(dataKeys.list('u1', 'paluwagans'));
  const entry = (queryHash: string, data: unknown, dataUpdatedAt: number) => ({
    queryKey: JSON.parse(queryHash) as unknown[],
    queryHash,
    infinite: false,
    data,
    dataUpdatedAt,
  });
  const snapshot = (...queries: ReturnType<typeof entry>[]): PersistedCache => ({
    buster: CACHE_BUSTER,
    uid: 'u1',
    savedAt: NOW,
    queries,
  });
  const dataOf = (cache: PersistedCache) => Object.fromEntries(cache.queries.map((q) => [q.queryHash, q.data]));

  it('keeps, of a query in both, the newer data, whichever side has it', () => {
    const stored = snapshot(entry(ACCOUNTS, 'stored, newer', NOW - 10), entry(PALUWAGANS, 'stored, older', NOW - 90));
    const fresh = snapshot(entry(ACCOUNTS, 'fresh, older', NOW - 20), entry(PALUWAGANS, 'fresh, newer', NOW - 80));
    expect(dataOf(mergeSnapshots(stored, fresh, new Set()))).toEqual({
      [ACCOUNTS]: 'stored, newer',
      [PALUWAGANS]: 'fresh, newer',
    });
  });

  it('keeps a query only the device has, unless this tab dropped it or it is too old', () => {
    const stored = snapshot(entry(ACCOUNTS, 'kept', NOW - 10), entry(PALUWAGANS, 'elsewhere', NOW - 10));
    const fresh = snapshot();
    expect(dataOf(mergeSnapshots(stored, fresh, new Set()))).toEqual({ [ACCOUNTS]: 'kept', [PALUWAGANS]: 'elsewhere' });
    expect(dataOf(mergeSnapshots(stored, fresh, new Set([PALUWAGANS])))).toEqual({ [ACCOUNTS]: 'kept' });
    const old = snapshot(entry(ACCOUNTS, 'too old', NOW - CACHE_MAX_AGE_MS - 1));
    expect(mergeSnapshots(old, fresh, new Set()).queries).toEqual([]);
  });

  it('is the fresh snapshot when nothing is stored', () => {
    const fresh = snapshot(entry(ACCOUNTS, 'fresh', NOW));
    expect(mergeSnapshots(null, fresh, new Set())).toEqual(fresh);
  });
});

describe('two tabs of one user', () => {
  /** A tab: its own cache, persisting to the device's one storage. */
  function openTab() {
    const tab = createDataQueryClient({ persisted: true });
    const persister = startPersisting(tab, 'u1', { storage, now: () => NOW, throttleMs: 10 }, () => undefined);
    return { tab, persister };
  }
  const stored = () => storage.entries.get(cacheKeyOf('u1')) as PersistedCache | undefined;
  const storedAccounts = () => stored()?.queries.find((q) => q.queryHash.includes('accounts'))?.data;

  it("the tab with an older list never puts it back over the other tab's newer one", async () => {
    const older = openTab();
    const newer = openTab();
    await Promise.all([older.persister.restored, newer.persister.restored]);
    const key = dataKeys.list('u1', 'accounts');

    older.tab.setQueryData(key, [GCASH], { updatedAt: NOW - 60_000 });
    newer.tab.setQueryData(key, [GCASH, MAYA], { updatedAt: NOW - 1_000 });
    await waitFor(() => expect(storedAccounts()).toEqual([GCASH, MAYA]));

    // The older tab writes again (another of its queries changed): the device keeps the newer list.
    older.tab.setQueryData(dataKeys.list('u1', 'debts'), [], { updatedAt: NOW });
    await waitFor(() => expect(stored()?.queries.some((q) => q.queryHash.includes('debts'))).toBe(true));
    expect(storedAccounts()).toEqual([GCASH, MAYA]);

    for (const { tab, persister } of [older, newer]) {
      persister.stop();
      tab.clear();
    }
  });

  it('a query this tab removed is removed from the device too', async () => {
    const { tab, persister } = openTab();
    await persister.restored;
    const key = dataKeys.list('u1', 'accounts');
    tab.setQueryData(key, [GCASH]);
    await waitFor(() => expect(storedAccounts()).toEqual([GCASH]));
    tab.removeQueries({ queryKey: key });
    await waitFor(() => expect(storedAccounts()).toBeUndefined());
    persister.stop();
    tab.clear();
  });
});

describe('DataProvider with persistence', () => {
  /** The network never answers the accounts: what shows comes from the device or nowhere. */
  const offline = () => createFakeDataApi({ listAccounts: () => never<Account[]>() });
  const online = () => createFakeDataApi({ listAccounts: async () => [GCASH] });

  /** The app showing the accounts, signed in as `uid` (none: as the session starts); its session. */
  function showAccounts(api: FakeDataApi, uid?: string): FakeSession {
    const session = createFakeSession();
    if (uid) session.signIn({ uid });
    render(
      <App {...{ session, client, api, storage }}>
        <Accounts />
      </App>,
    );
    return session;
  }

  /** Waits until the device holds `uid`'s snapshot (`kept`) or no longer does. */
  const snapshotStored = (uid: string, kept: boolean) =>
    waitFor(() => expect(storage.entries.has(cacheKeyOf(uid))).toBe(kept));
  const savedAccounts = () => (storage.entries.get(cacheKeyOf('u1')) as PersistedCache).queries[0].data;

  it("restores the signed-in user's snapshot before the screens show, and saves what changes", async () => {
    storage.entries.set(cacheKeyOf('u1'), snapshotOf('u1', [GCASH]));
    const api = offline();
    showAccounts(api, 'u1');

    // Shown from the device at once, and read again (restored data counts as invalidated).
    await screen.findByText(`GCash ${toCentavos(4750)}`);
    await waitFor(() => expect(api.listAccounts).toHaveBeenCalledTimes(1));

    act(() => client.setQueryData(dataKeys.list('u1', 'accounts'), [GCASH, MAYA]));
    await waitFor(() => expect(savedAccounts()).toEqual([GCASH, MAYA]));
  });

  it('reads restored data again when shown, however recent it is', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW); // saved this very moment: fresh by the clock
    try {
      storage.entries.set(cacheKeyOf('u1'), {
        ...snapshotOf('u1', [GCASH], NOW),
        queries: [{ ...snapshotOf('u1', [GCASH]).queries[0], dataUpdatedAt: NOW }],
      });
      const api = createFakeDataApi({ listAccounts: async () => [MAYA] });
      showAccounts(api);
      await screen.findByText(`Maya ${toCentavos(120)}`);
      expect(api.listAccounts).toHaveBeenCalledTimes(1);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('writes once for many changes close together', async () => {
    showAccounts(online());
    await waitFor(() => expect(storage.update).toHaveBeenCalledTimes(1)); // restored, loaded, saved
    storage.update.mockClear();
    act(() => {
      for (let i = 0; i < 10; i += 1)
        client.setQueryData(dataKeys.list('u1', 'accounts'), [{ ...GCASH, name: `GCash ${i}` }]);
    });
    await waitFor(() => expect(storage.update).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 250)); // past the throttle period (100 ms here)
    expect(storage.update).toHaveBeenCalledTimes(1);
    expect(savedAccounts()).toEqual([{ ...GCASH, name: 'GCash 9' }]);
  });

  it.each([
    ['older than the max age', snapshotOf('u1', [GCASH], NOW - CACHE_MAX_AGE_MS - 1)],
    ['of another version', { ...snapshotOf('u1', [GCASH]), buster: CACHE_BUSTER + 1 }],
    ['of another user under this key', snapshotOf('u2', [GCASH])],
    ['not a snapshot', 'garbage'],
  ])('drops a snapshot %s instead of showing it', async (_case, stored) => {
    storage.entries.set(cacheKeyOf('u1'), stored);
    showAccounts(offline(), 'u1');

    await screen.findByText('no accounts');
    await snapshotStored('u1', false);
  });

  it('a snapshot just within the max age is shown', async () => {
    storage.entries.set(cacheKeyOf('u1'), snapshotOf('u1', [GCASH], NOW - CACHE_MAX_AGE_MS));
    showAccounts(offline(), 'u1');
    await screen.findByText(`GCash ${toCentavos(4750)}`);
  });

  it("sign-out deletes the user's snapshot and memory, and nothing of theirs is written after", async () => {
    const session = showAccounts(online(), 'u1');
    await screen.findByText(`GCash ${toCentavos(4750)}`);
    await snapshotStored('u1', true);

    // A change still waiting to be written when the user signs out, in their books and a household's.
    act(() => client.setQueryData(dataKeys.list('u1', 'accounts'), [GCASH, MAYA]));
    act(() => client.setQueryData(dataKeys.list('u1~h1', 'accounts'), [MAYA]));
    act(() => session.signOut(true));

    await screen.findByText('signed out');
    await snapshotStored('u1', false);
    expect(client.getQueryCache().findAll({ queryKey: dataKeys.user('u1') })).toHaveLength(0);
    expect(client.getQueryCache().findAll({ queryKey: dataKeys.user('u1~h1') })).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 250)); // past the throttle period
    expect(storage.entries.size).toBe(0);
  });

  it('a household the person has left goes from memory and from the device; the others stay', async () => {
    const session = createFakeSession();
    session.signIn({ uid: 'u1' });
    function Forgetter() {
      const forgetAllBut = useForgetHouseholdsBut();
      return (
        <>
          <Accounts />
          <button type="button" onClick={() => forgetAllBut(['h1'])}>
            Memberships read: h1 only
          </button>
        </>
      );
    }
    render(
      <App {...{ session, client, api: online(), storage }}>
        <Forgetter />
      </App>,
    );
    await screen.findByText(`GCash ${toCentavos(4750)}`);
    act(() => {
      client.setQueryData(dataKeys.list('u1~h1', 'accounts'), [MAYA]);
      client.setQueryData(dataKeys.list('u1~h2', 'accounts'), [MAYA]);
    });
    const savedSpaces = () =>
      (storage.entries.get(cacheKeyOf('u1')) as PersistedCache | undefined)?.queries.map((q) => q.queryKey[1]).sort();
    await waitFor(() => expect(savedSpaces()).toEqual(['u1', 'u1~h1', 'u1~h2']));

    act(() => screen.getByRole('button', { name: 'Memberships read: h1 only' }).click());

    expect(client.getQueryData(dataKeys.list('u1~h2', 'accounts'))).toBeUndefined();
    expect(client.getQueryData(dataKeys.list('u1~h1', 'accounts'))).toEqual([MAYA]);
    await waitFor(() => expect(savedSpaces()).toEqual(['u1', 'u1~h1']));
  });

  it('a session ended elsewhere deletes it too', async () => {
    const session = showAccounts(online(), 'u1');
    await snapshotStored('u1', true);

    act(() => session.signOut()); // not chosen here: revoked, or signed out in another tab

    await snapshotStored('u1', false);
  });

  it("a second user never sees the first one's data, and the first one's snapshot goes", async () => {
    const api = createFakeDataApi({
      listAccounts: async ({ uid }) => (uid === 'u1' ? [GCASH] : never()),
    });
    const session = showAccounts(api, 'u1');
    await screen.findByText(`GCash ${toCentavos(4750)}`);
    await snapshotStored('u1', true);

    act(() => session.signIn({ uid: 'u2', email: 'maria@example.com' }));

    await screen.findByText('no accounts');
    await snapshotStored('u1', false);
    expect(client.getQueryCache().findAll({ queryKey: dataKeys.user('u1') })).toHaveLength(0);
    // u2's restore read u2's key only.
    expect(storage.get.mock.calls.map(([key]) => key)).toEqual([cacheKeyOf('u1'), cacheKeyOf('u2')]);
  });

  it("at sign-in, another user's snapshot left on the device is deleted unread", async () => {
    storage.entries.set(cacheKeyOf('u2'), snapshotOf('u2', [MAYA]));
    showAccounts(offline(), 'u1');

    await screen.findByText('no accounts');
    await snapshotStored('u2', false);
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
