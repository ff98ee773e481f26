import { useSession } from '@pitaka/platform';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';

/** Router state that carries where a signed-out visitor was headed. */
export interface ReturnState {
  from?: string;
}

/** Where to go after signing in: back to `from` (a path of this app), else the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/dashboard';
  const pathname = from.split(/[?#]/)[0];
  if (['/login', '/register', '/forgot-password'].includes(pathname)) return '/dashboard';
  return from;
}

function fullPath(location: Location): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Signed-out visitors go to /login, remembering where they were headed; after an explicit
 * sign-out in this page (session.ended) they start afresh at the dashboard next time.
 */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'signedIn') {
    const state: ReturnState | undefined =
      session.status === 'signedOut' && session.ended ? undefined : { from: fullPath(location) };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Signed-in users on the sign-in screens go on to where they were headed, or the dashboard. */
export function PublicOnlyRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signedIn') return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}

/** Its routes for a signed-in user; `otherwise` for anyone else, who stays where they are. */
export function SignedInOnly({ otherwise }: { otherwise: ReactNode }) {
  const session = useSession();
  return session.status === 'signedIn' ? <Outlet /> : otherwise;
}
