import { onAuthStateChanged, type User } from 'firebase/auth';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { getFirebase } from '../firebase-app';

export type SessionUser = Pick<User, 'uid' | 'email' | 'displayName'>;

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'signedOut'; user: null };

const SessionContext = createContext<Session | null>(null);

function toSession(user: User | null): Session {
  return user
    ? { status: 'signedIn', user: { uid: user.uid, email: user.email, displayName: user.displayName } }
    : { status: 'signedOut', user: null };
}

/** The one auth-state listener of the page; remotes read it through useSession(). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading', user: null });
  useEffect(() => onAuthStateChanged(getFirebase().auth, (user) => setSession(toSession(user))), []);
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
