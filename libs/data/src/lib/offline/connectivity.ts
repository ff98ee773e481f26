// Whether the app can reach Firestore: the browser says it is online, and the last request did not
// fail for want of a connection (a server that refuses connections, a network that drops them).
// TanStack's onlineManager follows it, so queries wait instead of failing while offline and keep
// their data; commands are refused before anything is sent (`refuseWritesOffline`). While the
// browser is online but Firestore is unreachable, a probe (one document read) tries again, sooner
// at first, then every 15 s, and at once when the browser comes back online, the tab is shown
// again or a command is tried; any request that succeeds ends it too.
import { onlineManager } from '@tanstack/react-query';
import { DataError, isDataError } from '@pitaka/platform';
import { OFFLINE as OFFLINE_TEXTS } from '@pitaka/domain';
import { isUnreachableError } from './unreachable';

export { isUnreachableError };

const FIRST_PROBE_MS = 2_000;
const MAX_PROBE_MS = 15_000;

const listeners = new Set<() => void>();
let serverReachable = true;
let probe: (() => Promise<unknown>) | null = null;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeDelay = FIRST_PROBE_MS;
let watching = false;

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Offline: the browser has no network, or Firestore was found unreachable and not since. */
export function isOffline(): boolean {
  return !browserOnline() || !serverReachable;
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed() {
  listeners.forEach((listener) => listener());
}

/** Every request's outcome comes here (the runner): it keeps the state current. */
export function noteRequestOutcome(error?: unknown): void {
  if (error === undefined) return markReachable();
  if (isUnreachableError(error)) markUnreachable();
}

function markReachable() {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelay = FIRST_PROBE_MS;
  if (serverReachable) return;
  serverReachable = true;
  changed();
}

function markUnreachable() {
  if (serverReachable) {
    serverReachable = false;
    changed();
  }
  scheduleProbe(probeDelay);
}

function scheduleProbe(delay: number) {
  if (serverReachable || !probe || probeTimer !== undefined) return;
  probeTimer = setTimeout(runProbe, delay);
}

async function runProbe() {
  probeTimer = undefined;
  const current = probe;
  if (serverReachable || !current) return;
  if (!browserOnline()) return; // the 'online' event probes again
  try {
    await current();
    markReachable();
  } catch (error) {
    if (!isUnreachableError(error)) return markReachable(); // the server answered
    probeDelay = Math.min(probeDelay * 2, MAX_PROBE_MS);
    scheduleProbe(probeDelay);
  }
}

/** How to ask Firestore whether it is back (the data provider's: a read of the user's profile). */
export function setConnectivityProbe(read: () => Promise<unknown>): () => void {
  probe = read;
  if (!serverReachable) scheduleProbe(probeDelay);
  return () => {
    if (probe === read) probe = null;
  };
}

/**
 * Listens to the browser (online, offline, back to the page) and makes TanStack's onlineManager
 * follow `isOffline`. Once per page; the data provider calls it.
 */
export function watchConnectivity(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const retryNow = () => {
    if (serverReachable) return;
    clearTimeout(probeTimer);
    probeTimer = undefined;
    scheduleProbe(0);
  };
  window.addEventListener('online', () => {
    changed();
    retryNow();
  });
  window.addEventListener('offline', changed);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') retryNow();
  });
  onlineManager.setEventListener((setOnline) => {
    setOnline(!isOffline());
    return subscribeConnectivity(() => setOnline(!isOffline()));
  });
}

// The cause every offline refusal carries, so the runner can tell it from other refusals.
const OFFLINE = Symbol('offline');

/**
 * Resolves when a command may be sent; rejects, before anything is sent, while offline (a
 * DataError 'refused' with the text). When Firestore was unreachable but the browser is online,
 * the probe asks at once: the network may be back before the next probe was due.
 */
export async function refuseWritesOffline(): Promise<void> {
  if (browserOnline() && !serverReachable && probe) {
    clearTimeout(probeTimer);
    probeTimer = undefined;
    await runProbe();
  }
  if (isOffline()) throw new DataError('refused', OFFLINE_TEXTS.writeRefused, { cause: OFFLINE });
}

export function isOfflineRefusal(error: unknown): boolean {
  return isDataError(error) && error.cause === OFFLINE;
}

/** Back to the start: reachable, no probe (specs only). */
export function resetConnectivity(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelay = FIRST_PROBE_MS;
  probe = null;
  serverReachable = true;
  changed();
}
