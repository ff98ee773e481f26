import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { onSessionExit, useSession } from '@pitaka/platform';
import { startPersisting, type CachePersistence } from './persisted-cache';

/** A device whose storage does not answer in this time shows the screens without it. */
const RESTORE_WAIT_MS = 2_000;

/**
 * Keeps the signed-in user's cache on the device (`persistence`), restored before the screens
 * show: false until then. Without persistence or a signed-in user, true at once.
 */
export function usePersistedCache(client: QueryClient, persistence: CachePersistence | undefined): boolean {
  const uid = useSession().user?.uid;
  const [restoredFor, setRestoredFor] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!persistence || !uid) return;
    const persister = startPersisting(client, uid, persistence, onSessionExit);
    let current = true;
    const show = () => current && setRestoredFor(uid);
    const wait = setTimeout(show, RESTORE_WAIT_MS);
    void persister.restored.then(show);
    return () => {
      current = false;
      clearTimeout(wait);
      persister.stop();
    };
  }, [client, persistence, uid]);
  return !persistence || !uid || restoredFor === uid;
}
