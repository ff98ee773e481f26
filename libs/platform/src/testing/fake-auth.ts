import type { AuthActions } from '../lib/session/auth-actions-context';

export type FakeAuthActions = { [K in keyof AuthActions]: jest.MockedFunction<AuthActions[K]> };

/** Auth actions that succeed and do nothing unless the test says otherwise. */
export function createFakeAuthActions(): FakeAuthActions {
  const done = <F extends (...args: never[]) => Promise<void>>() =>
    jest.fn<ReturnType<F>, Parameters<F>>(() => Promise.resolve() as ReturnType<F>);
  return {
    signInWithEmail: done<AuthActions['signInWithEmail']>(),
    signInWithGoogle: done<AuthActions['signInWithGoogle']>(),
    registerWithEmail: done<AuthActions['registerWithEmail']>(),
    sendPasswordReset: done<AuthActions['sendPasswordReset']>(),
    sendVerificationEmail: done<AuthActions['sendVerificationEmail']>(),
    refreshEmailVerified: jest.fn<Promise<boolean>, []>(() => Promise.resolve(false)),
    signOut: done<AuthActions['signOut']>(),
  };
}

/** A Firebase-shaped error with a code, as the auth actions reject with. */
export function authError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}
