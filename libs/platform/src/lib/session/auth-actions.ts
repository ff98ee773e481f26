import type { Persistence } from 'firebase/auth';
import { firebaseReady, type FirebaseSdk } from '../firebase-app';
import { holdSession, noteSignOutChosen } from './session-gate';

function persistenceFor(sdk: FirebaseSdk, rememberMe: boolean): Persistence {
  // Remembered: kept across browser restarts, in IndexedDB, the first store the page's auth is
  // started with (firebase-sdk.ts). Kept in a later one (localStorage), every new tab's start
  // would move it to IndexedDB and delete it there, and the tabs already open would read that
  // as a sign-out. Otherwise the session ends with the browser session.
  return rememberMe ? sdk.indexedDBLocalPersistence : sdk.browserSessionPersistence;
}

/** "Remember me" unchecked keeps the session only for this browser session. */
export async function signInWithEmail(email: string, password: string, rememberMe = true): Promise<void> {
  const { auth, sdk } = await firebaseReady();
  await sdk.setPersistence(auth, persistenceFor(sdk, rememberMe));
  await sdk.signInWithEmailAndPassword(auth, email, password);
}

/** The Google provider the sign-in screen uses: profile and e-mail scopes, account chooser. */
export function googleProvider(sdk: FirebaseSdk) {
  const provider = new sdk.GoogleAuthProvider();
  provider.addScope('profile');
  provider.addScope('email');
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/**
 * Google sign-in in a popup (call it straight from the click, so the browser allows the popup; the
 * SDK is loaded right after the first paint, so by a click it is there).
 */
export async function signInWithGoogle(rememberMe = true): Promise<void> {
  const { auth, sdk } = await firebaseReady();
  await sdk.setPersistence(auth, persistenceFor(sdk, rememberMe));
  await sdk.signInWithPopup(auth, googleProvider(sdk));
}

/**
 * Creates the account and signs straight out: the spec sends new users to /login. The session
 * is held meanwhile, so screens never see the brief signed-in moment.
 */
export async function registerWithEmail(email: string, password: string): Promise<void> {
  const { auth, sdk } = await firebaseReady();
  const release = holdSession();
  try {
    await sdk.createUserWithEmailAndPassword(auth, email, password);
    await sdk.signOut(auth);
  } finally {
    release();
  }
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sdk } = await firebaseReady();
  await sdk.sendPasswordResetEmail(auth, email);
}

/** Sends the signed-in person the link that verifies their e-mail address (to join a household). */
export async function sendVerificationEmail(): Promise<void> {
  const { auth, sdk } = await firebaseReady();
  if (auth.currentUser) await sdk.sendEmailVerification(auth.currentUser);
}

/**
 * Whether the signed-in person's address is verified now (they may have followed the link in
 * another tab); when it is, their ID token is renewed so the server sees it too.
 */
export async function refreshEmailVerified(): Promise<boolean> {
  const { auth, sdk } = await firebaseReady();
  const user = auth.currentUser;
  if (!user) return false;
  await sdk.reload(user);
  if (user.emailVerified) await user.getIdToken(true);
  return user.emailVerified;
}

/** The user's own sign-out: signing in again starts afresh at the dashboard. */
export async function signOut(): Promise<void> {
  const { auth, sdk } = await firebaseReady();
  const chosen = noteSignOutChosen(auth.currentUser?.uid ?? null);
  try {
    await sdk.signOut(auth);
  } catch (error) {
    chosen.undo();
    throw error;
  }
}

/** Firebase error codes the sign-in screens tell apart. */
export function authErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}
