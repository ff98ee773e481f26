// `@pitaka/platform`: what every page needs before (and beside) its data: the runtime config, the
// Firebase app, the session, the auth actions and `DataError`, and nothing that pulls in TanStack
// Query or Firestore. A shared singleton in Module Federation, so the shell's /login loads it
// alone: one Firebase app, one session context, one DataError class per page. `@pitaka/data`
// imports it like any other user, through this entry.
export { fetchRuntimeConfig, type RuntimeConfig } from './lib/runtime-config';
export { initFirebase, getFirestoreDb, getLedgerEndpoint, type LedgerEndpoint } from './lib/firebase-app';
export {
  SessionProvider,
  StaticSessionProvider,
  useSession,
  useCurrentUser,
  type Session,
  type SessionUser,
} from './lib/session/session-context';
export { onSessionExit, useSessionExitNotices } from './lib/session/session-exit';
export { authErrorCode } from './lib/session/auth-actions';
export { useAuthActions, type AuthActions } from './lib/session/auth-actions-context';
export { DataError, isDataError, toDataError, userMessage, type DataErrorCode } from './lib/errors';
