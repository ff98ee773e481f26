import { useSession } from '@pitaka/data';
import { LoadingState } from '@pitaka/ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppFrame } from './layout/app-frame';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { RemoteArea } from './remote-area';
import { PageTitle } from './routing/page-title';
import { ProtectedRoute, PublicOnlyRoute } from './routing/protected-route';
import { REMOTE_ROUTES } from './routing/route-table';

export function App() {
  const session = useSession();
  if (session.status === 'loading') return <LoadingState label="Wait langgg..." fullPage />;

  return (
    <Routes>
      <Route element={<PublicOnlyRoute />}>
        <Route path="/login" element={<LoginPage />} />
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
  );
}
