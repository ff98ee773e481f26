import { TOAST_DURATION_AUTH_MS, TOAST_DURATION_MS } from '@pitaka/domain';
import { ToastContainer } from 'react-toastify';
import { useLocation } from 'react-router-dom';

/** The sign-in screens: toasts stay 5000 ms there, 3000 ms everywhere else. */
export const SIGN_IN_PATHS: readonly string[] = ['/login', '/register', '/forgot-password'];

export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

/** The app's one toast container (remotes toast into it too: react-toastify is a shared singleton). */
export function ToastHost() {
  const { pathname } = useLocation();
  const signIn = isSignInPath(pathname);
  return (
    <ToastContainer
      position="top-right"
      autoClose={signIn ? TOAST_DURATION_AUTH_MS : TOAST_DURATION_MS}
      theme="light"
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
    />
  );
}
