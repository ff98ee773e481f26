import type { User } from 'firebase/auth';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { firebaseReady, whenFirebaseLoaded } from '../firebase-app';
import { isSessionHeld, onSessionRelease, takeSignOutChosen } from './session-gate';
import { firebaseHasStoredUser, mayHaveSession, noteSession, onFirstInteraction } from './session-hint';

/** The signed-in person (whether their e-mail address is verified: for joining a household). */
export type SessionUser = Pick<User, 'uid' | 'email' | 'displayName'> & Partial<Pick<User, 'emailVerified'>>;

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: SessionUser }
  /**
   * `ended`: the user chose to sign out in this page, so signing in again starts afresh. A session
   * ended otherwise (revoked or expired on the server, signed out in another tab) is not `ended`:
   * signing in again returns to the page the user was on.
   */
  | { status: 'signedOut'; user: null; ended?: boolean };

const SessionContext = createContext<Session | null>(null);

/**
 * The next session for the user Firebase now reports, keeping the old object when nothing changed;
 * `signOutChosen`: a reported sign-out is the one the user asked for.
 */
export function nextSession(previous: Session, user: SessionUser | null, signOutChosen = false): Session {
  if (user) {
    if (
      previous.status === 'signedIn' &&
      previous.user.uid === user.uid &&
      previous.user.email === user.email &&
      previous.user.displayName === user.displayName
    ) {
      return previous;
    }
    const { uid, email, displayName, emailVerified } = user;
    return { status: 'signedIn', user: { uid, email, displayName, ...(emailVerified && { emailVerified }) } };
  }
  const ended = signOutChosen || (previous.status === 'signedOut' && previous.ended === true);
  if (previous.status === 'signedOut' && (previous.ended === true) === ended) return previous;
  return ended ? { status: 'signedOut', user: null, ended: true } : { status: 'signedOut', user: null };
}

/** A page with no sign-in to resume starts signed out (the SDK confirms); otherwise it waits for the SDK. */
function firstSession(): Session {
  return mayHaveSession() ? { status: 'loading', user: null } : { status: 'signedOut', user: null };
}

/**
 * When the Firebase SDK loads: at once for a browser that may resume a sign-in; otherwise at the
 * user's first touch, click, key or focus (the sign-in screens are painted and usable before it,
 * and a visit that only looks costs no SDK). Returns a canceller.
 */
function loadFirebaseWhenNeeded(onFailure: (error: unknown) => void): () => void {
  const load = () => void firebaseReady().catch(onFailure);
  if (mayHaveSession()) {
    load();
    return () => undefined;
  }
  let cancel: () => void = () => undefined;
  let cancelled = false;
  void firebaseHasStoredUser().then((stored) => {
    if (cancelled) return;
    if (stored) load();
    else cancel = onFirstInteraction(load);
  });
  return () => {
    cancelled = true;
    cancel();
  };
}

/**
 * The one auth-state listener of the page; the shell renders it once and every remote reads it
 * through useSession() (the module is a shared singleton). While it resolves, status is 'loading'.
 * A browser with no sign-in to resume shows the sign-in screens at once (session-hint.ts); the
 * SDK, whenever it loads (`loadFirebaseWhenNeeded`, or an auth action), is listened to from then.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(firstSession);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void whenFirebaseLoaded().then(({ auth, sdk }) => {
      if (stopped) return;
      // Read the current user when the notice arrives: notices are delivered asynchronously, so
      // a sign-in already followed by a sign-out must not flash a signed-in screen.
      let shownUid: string | undefined;
      const apply = () => {
        if (isSessionHeld()) return;
        const user = auth.currentUser;
        const chosen = user ? false : takeSignOutChosen(shownUid);
        shownUid = user?.uid;
        noteSession(user);
        setSession((previous) => nextSession(previous, user, chosen));
      };
      const stopListening = sdk.onAuthStateChanged(auth, apply);
      const stopRelease = onSessionRelease(apply);
      stop = () => {
        stopListening();
        stopRelease();
      };
    });
    const stopLoading = loadFirebaseWhenNeeded((error) => {
      // The SDK did not load (network): the sign-in screens say so when used, and load it again.
      console.error('The sign-in service could not load', error);
      if (!stopped) setSession((previous) => (previous.status === 'loading' ? nextSession(previous, null) : previous));
    });
    return () => {
      stopped = true;
      stop?.();
      stopLoading();
    };
  }, []);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** Lets tests and the standalone frames provide a session without Firebase. */
export const StaticSessionProvider = SessionContext.Provider;

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user; only for screens behind the protected route. */
export function useCurrentUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('useCurrentUser needs a signed-in session');
  return session.user;
}
