import { useSession } from '@pitaka/platform';
import { TOAST_DURATION_AUTH_MS, TOAST_DURATION_MS } from '@pitaka/domain';
import { useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createGlobalStyle } from 'styled-components';

/** The sign-in screens: toasts stay 5000 ms there, 3000 ms everywhere else. */
export const SIGN_IN_PATHS: readonly string[] = ['/login', '/register', '/forgot-password'];

export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

const BELOW_TOP_BAR = 'pitaka-toasts-below-top-bar';

/** Below the frame's 768 px breakpoint it has a top bar (with the Menu toggle): toasts appear below it, not over it. */
const ToastPlacement = createGlobalStyle`
  @media (max-width: 767.98px) {
    .${BELOW_TOP_BAR}.Toastify__toast-container--top-right {
      top: calc(3.5rem + env(safe-area-inset-top, 0px));
    }
  }
`;

/** The app's one toast container (remotes toast into it too: react-toastify is a shared singleton). */
export function ToastHost() {
  const { pathname } = useLocation();
  const session = useSession();
  const signIn = isSignInPath(pathname);
  return (
    <>
      <ToastPlacement />
      <ToastContainer
        position="top-right"
        autoClose={signIn ? TOAST_DURATION_AUTH_MS : TOAST_DURATION_MS}
        theme="light"
        newestOnTop
        closeOnClick={false}
        pauseOnFocusLoss
        className={!signIn && session.status === 'signedIn' ? BELOW_TOP_BAR : undefined}
      />
    </>
  );
}
