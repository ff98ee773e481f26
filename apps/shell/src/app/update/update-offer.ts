// A new version of the app waiting to take over (a service worker installed for a new deploy):
// the shell offers it ("Update available — Reload") and takes it only when the user says so, so
// no tab switches versions under the user's hands.
import { useSyncExternalStore } from 'react';

type Take = () => void;

let offer: Take | null = null;
const listeners = new Set<() => void>();

/** Makes an update available; `take` switches to it (and reloads the page). */
export function offerUpdate(take: Take): void {
  offer = take;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The waiting update's switch, or null when the app is up to date. */
export function useUpdateOffer(): Take | null {
  return useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
}
