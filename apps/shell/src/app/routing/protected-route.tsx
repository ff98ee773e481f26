import { useSession } from '@pitaka/data';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/** Signed-out users go to /login, remembering where they were headed. */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'signedIn') {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}

/** Signed-in users on the sign-in screens go on to where they were headed, or the dashboard. */
export function PublicOnlyRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signedIn') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== '/login' ? from : '/dashboard'} replace />;
  }
  return <Outlet />;
}
