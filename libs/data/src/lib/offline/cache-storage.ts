// The device's store of query-cache snapshots: one IndexedDB database of its own, a key per user
// (`user:{uid}`). IndexedDB because it takes structured data (Dates stay Dates) of any size
// without blocking the page, unlike localStorage.
import { createStore, del, get, keys, update, type UseStore } from 'idb-keyval';
import type { CachePersistence, CacheStorage } from './persisted-cache';

export const OFFLINE_DB_NAME = 'pitaka-offline';
export const OFFLINE_STORE_NAME = 'query-cache';

let store: UseStore | undefined;

/**
 * `run(store)`, opened on first use (importing this module touches nothing). A browser without
 * IndexedDB keeps nothing: reads find nothing, writes do nothing.
 */
function withStore<T>(run: (store: UseStore) => Promise<T>, otherwise: T): Promise<T> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(otherwise);
  try {
    store ??= createStore(OFFLINE_DB_NAME, OFFLINE_STORE_NAME);
    return run(store);
  } catch (error) {
    return Promise.reject(error);
  }
}

export const indexedDbCacheStorage: CacheStorage = {
  get: (key) => withStore((s) => get(key, s), undefined),
  update: (key, next) => withStore((s) => update(key, next, s), undefined),
  del: (key) => withStore((s) => del(key, s), undefined),
  keys: () => withStore(async (s) => (await keys(s)).map(String), []),
};

/** The shell's signed-in area keeps its cache here (DataProvider's `persistence`). */
export const DEVICE_CACHE: CachePersistence = { storage: indexedDbCacheStorage };
