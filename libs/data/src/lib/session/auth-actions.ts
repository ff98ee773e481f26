import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  browserLocalPersistence,
  browserSessionPersistence,
} from 'firebase/auth';
import { getFirebase } from '../firebase-app';

/** "Remember me" unchecked keeps the session only for this browser session. */
export async function signInWithEmail(email: string, password: string, rememberMe = true): Promise<void> {
  const { auth } = getFirebase();
  await setPersistence(auth, rememberMe ? browserLocalPersistence : browserSessionPersistence);
  await signInWithEmailAndPassword(auth, email, password);
}

export async function signInWithGoogle(): Promise<void> {
  const provider = new GoogleAuthProvider();
  provider.addScope('profile');
  provider.addScope('email');
  await signInWithPopup(getFirebase().auth, provider);
}

/** Creates the account and signs straight out: the spec sends new users to /login. */
export async function registerWithEmail(email: string, password: string): Promise<void> {
  const { auth } = getFirebase();
  await createUserWithEmailAndPassword(auth, email, password);
  await firebaseSignOut(auth);
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(getFirebase().auth, email);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(getFirebase().auth);
}

/** Firebase error codes the sign-in screens tell apart. */
export function authErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}
