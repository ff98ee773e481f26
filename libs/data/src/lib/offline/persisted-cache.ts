// What the signed-in user last saw, kept on the device so a reload without network shows it: a
// snapshot of the query cache, one entry per user (keyed by uid), written a second after the
// cache changes. Each write merges into what is stored, query by query, the newer data winning:
// another tab of the same user (or this one's older cache) never puts back a list older than the
// one the device already holds. Written here over TanStack's `dehydrate` / `hydrate` rather than with
// @tanstack/react-query-persist-client, which would bring a second query-core (docs/decisions.md).
import { dehydrate, hydrate, type DehydratedState, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { dataKeys } from '../hooks/query-keys';
import { isSpaceKeyOf } from '../hooks/space';
import { isPlainData } from './plain-data';

/** The snapshot's format: a snapshot of another version is dropped, never read. */
export const CACHE_BUSTER = 1;
/** A snapshot older than this is dropped (a week: long enough for days without signal). */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most one write a second, however busy the cache. */
export const SAVE_THROTTLE_MS = 1000;

export interface PersistedQuery {
  queryKey: readonly unknown[];
  queryHash: string;
  infinite: boolean;
  data: unknown;
  dataUpdatedAt: number;
}

/** One user's snapshot, as stored. */
export interface PersistedCache {
  buster: number;
  uid: string;
  /** When it was written (ms since the epoch). */
  savedAt: number;
  queries: PersistedQuery[];
}

/** Where snapshots are kept: IndexedDB in the app (`indexedDbCacheStorage`), a Map in tests. */
export interface CacheStorage {
  get(key: string): Promise<unknown>;
  /** Reads and writes `key` in one step (one IndexedDB transaction): no other tab writes between. */
  update(key: string, next: (stored: unknown) => PersistedCache): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

export interface CachePersistence {
  storage: CacheStorage;
  maxAgeMs?: number;
  throttleMs?: number;
  now?: () => number;
}

const KEY_PREFIX = 'user:';
export const cacheKeyOf = (uid: string) => `${KEY_PREFIX}${uid}`;

function isInfiniteData(data: unknown): data is InfiniteData<unknown, unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as InfiniteData<unknown>).pages) &&
    Array.isArray((data as InfiniteData<unknown>).pageParams)
  );
}

/**
 * A paged list keeps its first page, without the cursor to the next: a cursor holds a Firestore
 * snapshot, which is not data. Restored, the list is refetched when next shown, which brings real
 * cursors back (Load More reads the rest on request, as after a change).
 */
function firstPageWithoutCursors(data: InfiniteData<unknown, unknown>): InfiniteData<unknown, unknown> {
  const [first] = data.pages;
  if (first === undefined) return { pages: [], pageParams: [] };
  const page = typeof first === 'object' && first !== null && 'next' in first ? { ...first, next: null } : first;
  return { pages: [page], pageParams: data.pageParams.slice(0, 1) };
}

/**
 * The user's successful queries as plain data, in their own books and in their households (each
 * space keyed `uid` or `uid~household`); anything else (a snapshot, a Set) is left out.
 */
export function snapshotCache(client: QueryClient, uid: string, savedAt: number): PersistedCache {
  const [app] = dataKeys.user(uid);
  const { queries } = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      query.state.data !== undefined &&
      query.queryKey[0] === app &&
      isSpaceKeyOf(uid, query.queryKey[1]),
    shouldDehydrateMutation: () => false,
  });
  const persisted = queries.flatMap((query): PersistedQuery[] => {
    const infinite = query.queryType === 'infinite';
    const data =
      infinite && isInfiniteData(query.state.data) ? firstPageWithoutCursors(query.state.data) : query.state.data;
    const entry = {
      queryKey: query.queryKey,
      queryHash: query.queryHash,
      infinite,
      data,
      dataUpdatedAt: query.state.dataUpdatedAt,
    };
    return isPlainData(entry) ? [entry] : [];
  });
  return { buster: CACHE_BUSTER, uid, savedAt, queries: persisted };
}

/** The stored value when it is this user's snapshot, of this version and young enough; else null. */
export function readSnapshot(
  stored: unknown,
  uid: string,
  now: number,
  maxAgeMs = CACHE_MAX_AGE_MS,
): PersistedCache | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const cache = stored as Partial<PersistedCache>;
  if (cache.buster !== CACHE_BUSTER || cache.uid !== uid || !Array.isArray(cache.queries)) return null;
  if (typeof cache.savedAt !== 'number' || cache.savedAt > now || now - cache.savedAt > maxAgeMs) return null;
  return cache as PersistedCache;
}

/**
 * `fresh` (this tab's cache now) laid over `stored` (the device's snapshot, if valid), query by
 * query: of a query in both, the newer data; a query only stored stays, unless this tab dropped
 * it (`dropped`) or it is older than the max age.
 */
export function mergeSnapshots(
  stored: PersistedCache | null,
  fresh: PersistedCache,
  dropped: ReadonlySet<string>,
  maxAgeMs = CACHE_MAX_AGE_MS,
): PersistedCache {
  const kept = new Map(
    (stored?.queries ?? [])
      .filter((query) => !dropped.has(query.queryHash) && fresh.savedAt - query.dataUpdatedAt <= maxAgeMs)
      .map((query) => [query.queryHash, query]),
  );
  for (const query of fresh.queries) {
    const other = kept.get(query.queryHash);
    if (!other || other.dataUpdatedAt <= query.dataUpdatedAt) kept.set(query.queryHash, query);
  }
  return { ...fresh, queries: [...kept.values()] };
}

/**
 * Puts a snapshot into the cache. Every restored query counts as invalidated: shown at once, and
 * read again as soon as something displays it (offline, that read waits for the network).
 */
export function restoreSnapshot(client: QueryClient, cache: PersistedCache): void {
  const state: DehydratedState = {
    mutations: [],
    queries: cache.queries.map((query) => ({
      queryKey: [...query.queryKey],
      queryHash: query.queryHash,
      dehydratedAt: cache.savedAt,
      ...(query.infinite && { queryType: 'infinite' as const }),
      state: {
        data: query.data,
        dataUpdatedAt: query.dataUpdatedAt,
        dataUpdateCount: 1,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: true,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  };
  hydrate(client, state);
}

interface Persister {
  uid: string;
  client: QueryClient;
  stop(): void;
}

const running = new Set<Persister>();
const forgetting = new WeakSet<CacheStorage>();

/**
 * Deletes the user's snapshot from the device and their queries from memory: their session ended
 * (signed out here or elsewhere, or replaced by another user). Nothing is written for them after.
 */
export async function forgetUser(storage: CacheStorage, uid: string): Promise<void> {
  for (const persister of [...running]) {
    if (persister.uid !== uid) continue;
    persister.stop();
    persister.client.removeQueries({
      predicate: (query) => query.queryKey[0] === dataKeys.user(uid)[0] && isSpaceKeyOf(uid, query.queryKey[1]),
    });
  }
  await storage.del(cacheKeyOf(uid));
}

/** Deletes every other user's snapshot: at most one user is signed in per browser. */
async function forgetOthers(storage: CacheStorage, uid: string): Promise<void> {
  const keys = await storage.keys();
  await Promise.all(keys.filter((key) => key !== cacheKeyOf(uid)).map((key) => storage.del(key)));
}

/**
 * Restores the user's snapshot into `client`, then keeps it up to date (throttled; at once when the
 * page is hidden or closed). `restored` settles when the cache holds what the device had (a failed
 * read restores nothing). `onSessionExit` hooks in the deletion at sign-out (once per storage).
 */
export function startPersisting(
  client: QueryClient,
  uid: string,
  { storage, maxAgeMs = CACHE_MAX_AGE_MS, throttleMs = SAVE_THROTTLE_MS, now = Date.now }: CachePersistence,
  onSessionExit: (listener: (uid: string) => void) => unknown,
): { restored: Promise<void>; stop(): void } {
  if (!forgetting.has(storage)) {
    forgetting.add(storage);
    onSessionExit((left) => void forgetUser(storage, left).catch(warn));
  }
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = (): void => undefined;
  /** Queries this tab's cache removed since the last write: the device forgets them too. */
  let dropped = new Set<string>();

  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const fresh = snapshotCache(client, uid, now());
    const forget = dropped;
    dropped = new Set();
    // Synchronously up to the write: a deletion asked for after this line is ordered after it.
    storage
      .update(cacheKeyOf(uid), (stored) =>
        mergeSnapshots(readSnapshot(stored, uid, fresh.savedAt, maxAgeMs), fresh, forget, maxAgeMs),
      )
      .catch(warn);
  };
  const schedule = () => {
    if (!stopped && timer === undefined) timer = setTimeout(save, throttleMs);
  };
  const flush = () => {
    if (timer !== undefined) save();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  const persister: Persister = {
    uid,
    client,
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      unsubscribe();
      running.delete(persister);
    },
  };
  running.add(persister);

  const restored = (async () => {
    await forgetOthers(storage, uid);
    const stored = await storage.get(cacheKeyOf(uid));
    if (stopped) return;
    const cache = readSnapshot(stored, uid, now(), maxAgeMs);
    if (cache) restoreSnapshot(client, cache);
    else if (stored !== undefined) await storage.del(cacheKeyOf(uid));
  })()
    .catch(warn) // a device that cannot read shows the screens without what it had
    .finally(() => {
      if (stopped) return;
      const stopCache = client.getQueryCache().subscribe((event) => {
        if (event.type === 'removed') dropped.add(event.query.queryHash);
        if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')) schedule();
      });
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', onHidden);
      unsubscribe = () => {
        stopCache();
        window.removeEventListener('pagehide', flush);
        document.removeEventListener('visibilitychange', onHidden);
      };
    });

  return { restored, stop: persister.stop };
}

function warn(error: unknown): undefined {
  console.warn('Offline cache:', error);
  return undefined;
}
