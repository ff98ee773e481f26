import { useSession } from '@pitaka/data';
import { AUTH_MESSAGES } from '@pitaka/domain';
import { LoadingState, SkipLink } from '@pitaka/ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppFrame } from './layout/app-frame';
import { DashboardPage } from './pages/dashboard-page';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { RegisterPage } from './pages/register-page';
import { RemoteArea } from './remote-area';
import { PageTitle } from './routing/page-title';
import { ProtectedRoute, PublicOnlyRoute } from './routing/protected-route';
import { REMOTE_ROUTES } from './routing/route-table';
import { ToastHost } from './toasts/toast-host';

function AppRoutes() {
  const session = useSession();
  // The whole app waits behind the spinner until the session is known.
  if (session.status === 'loading') return <LoadingState label={AUTH_MESSAGES.loading} fullPage />;

  return (
    <>
      <SkipLink />
      <Routes>
        <Route element={<PublicOnlyRoute />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        </Route>
        <Route element={<ProtectedRoute />}>
          <Route element={<AppFrame />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            {REMOTE_ROUTES.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <>
                    <PageTitle title={route.title} />
                    <RemoteArea remote={route.remote} module={route.module} />
                  </>
                }
              />
            ))}
          </Route>
        </Route>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
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
