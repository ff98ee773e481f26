import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import type { RuntimeConfig } from './runtime-config';

interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  config: RuntimeConfig;
}

let handles: FirebaseHandles | undefined;
let firestore: Promise<Firestore> | undefined;

/** Initialises Firebase once per page (the shell and every remote share this module). */
export function initFirebase(config: RuntimeConfig): FirebaseHandles {
  if (handles) return handles;
  const app = getApps()[0] ?? initializeApp(config.firebase);
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (config.emulators?.auth) {
    connectAuthEmulator(auth, `http://${config.emulators.auth}`, { disableWarnings: true });
  }
  handles = { app, auth, config };
  return handles;
}

export function getFirebase(): FirebaseHandles {
  if (!handles) throw new Error('Firebase is not initialised: call initFirebase(config) first');
  return handles;
}

export function isFirebaseInitialised(): boolean {
  return handles !== undefined;
}

/** "127.0.0.1:8080" / "[::1]:8080" -> host and port. */
export function parseEmulatorHost(value: string): { host: string; port: number } {
  const colon = value.lastIndexOf(':');
  const port = Number(value.slice(colon + 1));
  if (colon <= 0 || !Number.isInteger(port) || port <= 0) throw new Error(`Not an emulator host "host:port": ${value}`);
  return { host: value.slice(0, colon).replace(/^\[(.*)\]$/, '$1'), port };
}

/**
 * The app's Firestore (lite, REST). firebase/firestore/lite is imported on first use, so the
 * sign-in screens never download it. Connects to `config.emulators.firestore` when present.
 */
export function getFirestoreDb(): Promise<Firestore> {
  const { app, config } = getFirebase();
  firestore ??= import('firebase/firestore/lite').then(
    ({ getFirestore, connectFirestoreEmulator }) => {
      const db = getFirestore(app);
      if (config.emulators?.firestore) {
        const { host, port } = parseEmulatorHost(config.emulators.firestore);
        connectFirestoreEmulator(db, host, port);
      }
      return db;
    },
    (error: unknown) => {
      firestore = undefined; // a failed chunk load may succeed on the next try
      throw error;
    },
  );
  return firestore;
}
