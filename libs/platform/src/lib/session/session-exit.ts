// Tells the data layer when a signed-in user's session ends in this page: signed out here, ended
// elsewhere (revoked, expired, signed out in another tab), or replaced by another user. Their
// data kept on the device is deleted then (the offline cache subscribes). Beside the session, not
// in it: the session only reports who is signed in; this watches it from a place that stays
// mounted through sign-out (the shell's App), where the signed-in screens are already gone.
import { useEffect, useRef } from 'react';
import { useSession } from './session-context';

const listeners = new Set<(uid: string) => void>();

/** `listener(uid)` when that user's session ends in this page; returns an unsubscribe function. */
export function onSessionExit(listener: (uid: string) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Render once, above the routes, so it sees every change of the signed-in user. */
export function useSessionExitNotices(): void {
  const session = useSession();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (session.status === 'loading') return; // not known yet: nobody has left
    const uid = session.status === 'signedIn' ? session.user.uid : null;
    const left = shown.current;
    shown.current = uid;
    if (left !== null && left !== uid) Array.from(listeners).forEach((listener) => listener(left));
  }, [session]);
}
