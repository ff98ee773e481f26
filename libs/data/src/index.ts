export { fetchRuntimeConfig, parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from './lib/runtime-config';
export { initFirebase, isFirebaseInitialised } from './lib/firebase-app';
export {
  SessionProvider,
  StaticSessionProvider,
  useSession,
  useCurrentUser,
  type Session,
  type SessionUser,
} from './lib/session/session-context';
export {
  signInWithEmail,
  signInWithGoogle,
  registerWithEmail,
  sendPasswordReset,
  signOut,
  authErrorCode,
} from './lib/session/auth-actions';
