import { useSession, useSessionExitNotices } from '@pitaka/platform';
import { AUTH_MESSAGES } from '@pitaka/domain';
import { LoadingState } from '@pitaka/ui';
import type { RoutesModuleProps } from '@pitaka/remote-kit';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { bootScreenShown, useBootScreenDone } from './boot/boot-screen';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { RegisterPage } from './pages/register-page';
import { RemoteArea } from './remote-area';
import { RemoteRegistryProvider, useRemoteRegistry } from './remote-registry';
import type { RemoteRegistry } from './remotes';
import { setPageTitle } from './routing/page-title';
import { ProtectedRoute, PublicOnlyRoute, SignedInOnly } from './routing/protected-route';
import { remotePrefixes, ROUTES_MODULE } from './routing/route-table';
import { DashboardPage, preloadSignedInArea, SettingsPage, SignedInFrame } from './routing/signed-in-routes';
import { ToastHost } from './toasts/toast-host';
import { SkipLink } from './ui/skip-link';
import { UpdateNotice } from './update/update-notice';

/** What the shell gives a remote's pages: its 404 for unknown paths, and its title format. */
const ROUTES_PROPS: RoutesModuleProps = { notFound: <NotFoundPage framed />, setTitle: setPageTitle };

/** The pages of the remote that owns this prefix, from its exposed ./Routes. */
function RemotePages({ remote }: { remote: string }) {
  const { pathname } = useLocation();
  // resetKey: a page that failed does not keep the area failed once the user moves on.
  return <RemoteArea remote={remote} module={ROUTES_MODULE} props={ROUTES_PROPS} resetKey={pathname} />;
}

/** The app's full-page wait: nothing while the boot screen shows instead. */
function Waiting() {
  return bootScreenShown() ? null : <LoadingState label={AUTH_MESSAGES.loading} fullPage />;
}

function AppRoutes() {
  const session = useSession();
  // A user whose session ends (here or elsewhere) leaves no data on the device.
  useSessionExitNotices();
  const remotes = useRemoteRegistry();
  const prefixes = useMemo(() => remotePrefixes(remotes), [remotes]);
  // A sign-in about to resume (the session is loading): the signed-in screens' code downloads
  // beside the sign-in service, not after it.
  const resuming = session.status === 'loading';
  useEffect(() => {
    if (resuming) preloadSignedInArea().catch(() => undefined); // the route retries if this load fails
  }, [resuming]);
  // A signed-in user's screen takes the boot screen down itself (the frame, once its data is ready).
  useBootScreenDone(session.status === 'signedOut');
  // The whole app waits behind the spinner (or the boot screen) until the session is known.
  if (session.status === 'loading') return <Waiting />;

  return (
    <Suspense fallback={<Waiting />}>
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
            <Route path="/settings" element={<SettingsPage />} />
            {prefixes.map(([prefix, remote]) => (
              <Route key={prefix} path={`${prefix}/*`} element={<RemotePages remote={remote} />} />
            ))}
          </Route>
        </Route>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        {/* The shell cannot tell an unregistered remote's path from a typo: signed in, both are
            its 404 inside the frame, with the navigation to go on from. */}
        <Route element={<SignedInOnly otherwise={<NotFoundPage />} />}>
          <Route element={<SignedInFrame />}>
            <Route path="*" element={<NotFoundPage framed />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}

/** The shell, given the remotes registered in /config.json. */
export function App({ remotes }: { remotes: RemoteRegistry }) {
  return (
    <RemoteRegistryProvider remotes={remotes}>
      <AppRoutes />
      <ToastHost />
      <UpdateNotice />
    </RemoteRegistryProvider>
  );
}
