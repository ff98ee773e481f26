// The Firebase SDK parts the session needs (app and auth), loaded as one lazy chunk: the sign-in
// screens paint before it arrives and it downloads beside them (firebase-app.ts loads it).
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

export {
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
} from 'firebase/auth';

/** The page's Firebase app and auth, connected to the emulators when the config names them. */
export function startFirebase(config: RuntimeConfig): { app: FirebaseApp; auth: Auth } {
  const app = getApps()[0] ?? initializeApp(config.firebase);
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (config.emulators?.auth) {
    connectAuthEmulator(auth, `http://${config.emulators.auth}`, { disableWarnings: true });
  }
  return { app, auth };
}
