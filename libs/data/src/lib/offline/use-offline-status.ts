import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '@pitaka/platform';
import { dataKeys } from '../hooks/query-keys';
import { isOffline, subscribeConnectivity } from './connectivity';

export interface OfflineStatus {
  offline: boolean;
  /**
   * Offline: when what is shown was loaded (ms since the epoch): the oldest load among the data on
   * screen; null when nothing on screen has data.
   */
  loadedAt: number | null;
}

function loadedAt(client: QueryClient, uid: string): number | null {
  const shown = client
    .getQueryCache()
    .findAll({ queryKey: dataKeys.user(uid) })
    .filter((query) => query.getObserversCount() > 0 && query.state.data !== undefined && query.state.dataUpdatedAt > 0)
    .map((query) => query.state.dataUpdatedAt);
  return shown.length > 0 ? Math.min(...shown) : null;
}

/** Whether the app is offline, and since when what it shows is from (inside DataProvider). */
export function useOfflineStatus(): OfflineStatus {
  const offline = useSyncExternalStore(subscribeConnectivity, isOffline, isOffline);
  const client = useQueryClient();
  const uid = useSession().user?.uid;
  const subscribe = useCallback(
    (onChange: () => void) => (offline ? client.getQueryCache().subscribe(onChange) : () => undefined),
    [client, offline],
  );
  const time = useCallback(() => (offline && uid ? loadedAt(client, uid) : null), [client, offline, uid]);
  return { offline, loadedAt: useSyncExternalStore(subscribe, time, time) };
}
