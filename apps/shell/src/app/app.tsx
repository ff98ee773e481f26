import { useSession, useSessionExitNotices } from '@pitaka/platform';
import { AUTH_MESSAGES } from '@pitaka/domain';
import { LoadingState } from '@pitaka/ui';
import type { RoutesModuleProps } from '@pitaka/remote-kit';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { bootScreenShown, useBootScreenDone } from './boot/boot-screen';
import { StartFailure } from './boot/start-failure';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { RegisterPage } from './pages/register-page';
import { RemoteArea } from './remote-area';
import { RemoteRegistryProvider } from './remote-registry';
import type { RemoteRegistry, WrittenRemotes } from './remotes';
import { setPageTitle } from './routing/page-title';
import { ProtectedRoute, PublicOnlyRoute, SignedInOnly } from './routing/protected-route';
import { remotePrefixes, ROUTES_MODULE } from './routing/route-table';
import {
  ActivityPage,
  DashboardPage,
  HouseholdsPages,
  InvitePage,
  SettingsPage,
  SignedInFrame,
  useRemoteRegistryWhen,
} from './routing/signed-in-routes';
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

/** A path the shell does not own: whether it is a remote's, only the registry can say. */
function RegistryWanted({ onWanted }: { onWanted: () => void }) {
  useEffect(onWanted, [onWanted]);
  return <Waiting />;
}

const NO_REMOTES: RemoteRegistry = {};

function AppRoutes({ written }: { written: WrittenRemotes }) {
  const session = useSession();
  // A user whose session ends (here or elsewhere) leaves no data on the device.
  useSessionExitNotices();
  // The sign-in screens route without the remotes' registry: its reader comes with the signed-in
  // area, which a signed-in user's frame and a path the shell does not own wait for. A sign-in
  // about to resume (the session is loading) downloads it beside the sign-in service, not after.
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const registry = useRemoteRegistryWhen(session.status !== 'signedOut' || wanted, written);
  const remotes = registry.status === 'read' ? registry.registry : NO_REMOTES;
  const prefixes = useMemo(() => remotePrefixes(remotes), [remotes]);
  // A signed-in user's screen takes the boot screen down itself (the frame, once its data is ready).
  useBootScreenDone(session.status === 'signedOut');
  // The whole app waits behind the spinner (or the boot screen) until the session is known.
  if (session.status === 'loading') return <Waiting />;
  if (registry.status === 'failed') return <StartFailure />;
  if (session.status === 'signedIn' && registry.status === 'waiting') return <Waiting />;

  return (
    <RemoteRegistryProvider remotes={remotes}>
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
              <Route path="/households/*" element={<HouseholdsPages />} />
              <Route path="/invite/:householdId/:inviteId" element={<InvitePage />} />
              <Route path="/activity" element={<ActivityPage />} />
              {prefixes.map(([prefix, remote]) => (
                <Route key={prefix} path={`${prefix}/*`} element={<RemotePages remote={remote} />} />
              ))}
            </Route>
          </Route>
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          {registry.status === 'read' ? (
            // The shell cannot tell an unregistered remote's path from a typo: signed in, both are its
            // 404 inside the frame, with the navigation to go on from.
            <Route element={<SignedInOnly otherwise={<NotFoundPage />} />}>
              <Route element={<SignedInFrame />}>
                <Route path="*" element={<NotFoundPage framed />} />
              </Route>
            </Route>
          ) : (
            <Route path="*" element={<RegistryWanted onWanted={want} />} />
          )}
        </Routes>
      </Suspense>
    </RemoteRegistryProvider>
  );
}

/** The shell, given the remotes registered in /config.json (as written there). */
export function App({ remotes }: { remotes: WrittenRemotes }) {
  return (
    <>
      <AppRoutes written={remotes} />
      <ToastHost />
      <UpdateNotice />
    </>
  );
}
