import { createContext, useContext, type ReactNode } from 'react';
import {
  refreshEmailVerified,
  registerWithEmail,
  sendPasswordReset,
  sendVerificationEmail,
  signInWithEmail,
  signInWithGoogle,
  signOut,
} from './auth-actions';

/** What screens may ask of the identity provider; the typed boundary page tests fake. */
export interface AuthActions {
  signInWithEmail: typeof signInWithEmail;
  signInWithGoogle: typeof signInWithGoogle;
  registerWithEmail: typeof registerWithEmail;
  sendPasswordReset: typeof sendPasswordReset;
  sendVerificationEmail: typeof sendVerificationEmail;
  refreshEmailVerified: typeof refreshEmailVerified;
  signOut: typeof signOut;
}

const firebaseAuthActions: AuthActions = {
  signInWithEmail,
  signInWithGoogle,
  registerWithEmail,
  sendPasswordReset,
  sendVerificationEmail,
  refreshEmailVerified,
  signOut,
};

const AuthActionsContext = createContext<AuthActions>(firebaseAuthActions);

/** Replaces the auth actions below it (page tests); the app needs no provider: Firebase is the default. */
export function AuthActionsProvider({ actions, children }: { actions: AuthActions; children: ReactNode }) {
  return <AuthActionsContext.Provider value={actions}>{children}</AuthActionsContext.Provider>;
}

export function useAuthActions(): AuthActions {
  return useContext(AuthActionsContext);
}
