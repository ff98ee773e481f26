// A session a test drives (no Firebase): sign in, sign out, or stay loading, and see the screens
// react as they would to the real auth-state listener.
import { useSyncExternalStore, type ReactNode } from 'react';
import { StaticSessionProvider, type Session, type SessionUser } from '../lib/session/session-context';

export const TEST_USER: SessionUser = { uid: 'u1', email: 'juan@example.com', displayName: null };

export interface FakeSession {
  get(): Session;
  set(next: Session): void;
  signIn(user?: Partial<SessionUser>): void;
  signOut(ended?: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createFakeSession(initial: Session | 'signedIn' | 'signedOut' | 'loading' = 'signedIn'): FakeSession {
  let current: Session =
    initial === 'signedIn'
      ? { status: 'signedIn', user: TEST_USER }
      : initial === 'signedOut'
        ? { status: 'signedOut', user: null }
        : initial === 'loading'
          ? { status: 'loading', user: null }
          : initial;
  const listeners = new Set<() => void>();
  const session: FakeSession = {
    get: () => current,
    set(next) {
      current = next;
      listeners.forEach((listener) => listener());
    },
    signIn: (user = {}) => session.set({ status: 'signedIn', user: { ...TEST_USER, ...user } }),
    signOut: (ended = false) =>
      session.set(ended ? { status: 'signedOut', user: null, ended: true } : { status: 'signedOut', user: null }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return session;
}

/** Provides the fake session through the real session context, so useSession() reads it. */
export function FakeSessionProvider({ session, children }: { session: FakeSession; children: ReactNode }) {
  const value = useSyncExternalStore(session.subscribe, session.get);
  return <StaticSessionProvider value={value}>{children}</StaticSessionProvider>;
}
