import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import type { Functions } from 'firebase/functions';
import type { RuntimeConfig } from './runtime-config';

/** The lazily loaded SDK module: its auth functions, used through `firebaseReady()`. */
export type FirebaseSdk = typeof import('./firebase-sdk');

export interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  config: RuntimeConfig;
  sdk: FirebaseSdk;
}

let config: RuntimeConfig | undefined;
let ready: Promise<FirebaseHandles> | undefined;
let firestore: Promise<Firestore> | undefined;
let ledgerEndpoint: Promise<LedgerEndpoint> | undefined;
let announceLoaded: (handles: FirebaseHandles) => void = () => undefined;
const loaded = new Promise<FirebaseHandles>((resolve) => {
  announceLoaded = resolve;
});

/**
 * Records the page's config (the shell and every remote share this module). The SDK itself loads
 * on first need (`firebaseReady`): the session starts it right after the first paint, so the
 * sign-in screens never wait for it.
 */
export function initFirebase(runtimeConfig: RuntimeConfig): void {
  config ??= runtimeConfig;
}

/** The Firebase app and auth, once the SDK chunk is loaded (a failed load is tried again next time). */
export function firebaseReady(): Promise<FirebaseHandles> {
  const current = config;
  if (!current) return Promise.reject(new Error('Firebase is not initialised: call initFirebase(config) first'));
  ready ??= import('./firebase-sdk').then(
    (sdk) => {
      const handles = { ...sdk.startFirebase(current), config: current, sdk };
      announceLoaded(handles);
      return handles;
    },
    (error: unknown) => {
      ready = undefined;
      throw error;
    },
  );
  return ready;
}

/** Resolves once the SDK has loaded, whoever asked for it (the session listens from then on). */
export function whenFirebaseLoaded(): Promise<FirebaseHandles> {
  return loaded;
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
  firestore ??= Promise.all([firebaseReady(), import('firebase/firestore/lite')]).then(
    ([{ app, config: current }, { getFirestore, connectFirestoreEmulator }]) => {
      const db = getFirestore(app);
      if (current.emulators?.firestore) {
        const { host, port } = parseEmulatorHost(current.emulators.firestore);
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

/** Where the data layer sends the ledger's commands: the callable of the trusted core. */
export interface LedgerEndpoint {
  functions: Functions;
  /** The callable's name. */
  name: string;
  /** In the Functions emulator: the commands carry the page's clock (see the functions' `commandTime`). */
  emulated: boolean;
}

/**
 * The ledger's callable in the config's region (firebase/functions, imported on first use like
 * Firestore). Connects to `config.emulators.functions` when present.
 */
export function getLedgerEndpoint(): Promise<LedgerEndpoint> {
  ledgerEndpoint ??= Promise.all([firebaseReady(), import('firebase/functions')]).then(
    ([{ app, config: current }, { getFunctions, connectFunctionsEmulator }]) => {
      const functions = getFunctions(app, current.functions.region);
      const emulator = current.emulators?.functions;
      if (emulator) {
        const { host, port } = parseEmulatorHost(emulator);
        connectFunctionsEmulator(functions, host, port);
      }
      return { functions, name: current.functions.ledger, emulated: emulator !== undefined };
    },
    (error: unknown) => {
      ledgerEndpoint = undefined; // a failed chunk load may succeed on the next try
      throw error;
    },
  );
  return ledgerEndpoint;
}
