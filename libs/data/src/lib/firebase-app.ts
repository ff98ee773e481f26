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
import type { RuntimeConfig } from './runtime-config';

interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  config: RuntimeConfig;
}

let handles: FirebaseHandles | undefined;

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
