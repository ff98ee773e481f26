import { useSession } from '@pitaka/data/session';
import { AUTH_MESSAGES } from '@pitaka/domain';
import { LoadingState } from '@pitaka/ui';
import type { RoutesModuleProps } from '@pitaka/remote-kit';
import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { RegisterPage } from './pages/register-page';
import { RemoteArea } from './remote-area';
import type { RemoteName } from './remotes';
import { setPageTitle } from './routing/page-title';
import { ProtectedRoute, PublicOnlyRoute } from './routing/protected-route';
import { REMOTE_PREFIXES, ROUTES_MODULE } from './routing/route-table';
import { DashboardPage, SignedInFrame } from './routing/signed-in-routes';
import { ToastHost } from './toasts/toast-host';
import { SkipLink } from './ui/skip-link';

/** What the shell gives a remote's pages: its 404 for unknown paths, and its title format. */
const ROUTES_PROPS: RoutesModuleProps = { notFound: <NotFoundPage framed />, setTitle: setPageTitle };

/** The pages of the remote that owns this prefix, from its exposed ./Routes. */
function RemotePages({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  // resetKey: a page that failed does not keep the area failed once the user moves on.
  return <RemoteArea remote={remote} module={ROUTES_MODULE} props={ROUTES_PROPS} resetKey={pathname} />;
}

function AppRoutes() {
  const session = useSession();
  // The whole app waits behind the spinner until the session is known.
  if (session.status === 'loading') return <LoadingState label={AUTH_MESSAGES.loading} fullPage />;

  return (
    <Suspense fallback={<LoadingState label={AUTH_MESSAGES.loading} fullPage />}>
      <SkipLink />
      <Routes>
        <Route element={<PublicOnlyRoute />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        </Route>
        <Route element={<ProtectedRoute />}>
          <Route element={<SignedInFrame />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            {Object.entries(REMOTE_PREFIXES).map(([prefix, remote]) => (
              <Route key={prefix} path={`${prefix}/*`} element={<RemotePages remote={remote} />} />
            ))}
          </Route>
        </Route>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <>
      <AppRoutes />
      <ToastHost />
    </>
  );
}
