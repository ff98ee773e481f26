// A stand-in for @pitaka/data's session boundary in component tests (no Firebase): the same
// provider/hook contract, with a session the test drives. Tests add the auth actions as
// jest.fn()s in their jest.mock('@pitaka/data', ...) factory.
import type { Session, SessionUser } from '@pitaka/data';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

let current: Session = { status: 'signedOut', user: null };
const listeners = new Set<() => void>();

/** What the fake SessionProvider currently reports. */
export const fakeSession = {
  get: () => current,
  set(next: Session) {
    current = next;
    listeners.forEach((listener) => listener());
  },
  signIn(user: Partial<SessionUser> = {}) {
    fakeSession.set({ status: 'signedIn', user: { uid: 'u1', email: 'juan@example.com', displayName: null, ...user } });
  },
  signOut(ended = false) {
    fakeSession.set(ended ? { status: 'signedOut', user: null, ended: true } : { status: 'signedOut', user: null });
  },
  reset() {
    current = { status: 'signedOut', user: null };
    listeners.clear();
  },
};

const Context = createContext<Session | null>(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribe, fakeSession.get);
  return <Context.Provider value={session}>{children}</Context.Provider>;
}

function useSession(): Session {
  const session = useContext(Context);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

function useCurrentUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('useCurrentUser needs a signed-in session');
  return session.user;
}

function authErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

/** The session half of the fake @pitaka/data module. */
export const fakeSessionModule = {
  SessionProvider,
  StaticSessionProvider: Context.Provider,
  useSession,
  useCurrentUser,
  authErrorCode,
} satisfies Partial<typeof import('@pitaka/data')>;

/** A Firebase-shaped error with a code, as the auth actions reject with. */
export function authError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}
