import { lazy, useEffect, useState, type ComponentProps } from 'react';
import type { RemoteRegistry, WrittenRemotes } from '../remotes';

type SignedInArea = typeof import('../layout/signed-in-area');

let loaded: SignedInArea | undefined;

/**
 * Starts loading the signed-in area (frame, dashboard, data hooks). Called on the sign-in click,
 * and at start when a sign-in may resume, so the chunk downloads while the credentials are checked;
 * the route elements below reuse the load.
 */
export const preloadSignedInArea = () =>
  import('../layout/signed-in-area').then((module) => {
    loaded = module;
    return module;
  });

const LazyFrame = lazy(() => preloadSignedInArea().then((m) => ({ default: m.SignedInFrame })));
const LazyDashboard = lazy(() => preloadSignedInArea().then((m) => ({ default: m.DashboardPage })));
const LazySettings = lazy(() => preloadSignedInArea().then((m) => ({ default: m.SettingsPage })));
const LazyHouseholds = lazy(() => preloadSignedInArea().then((m) => ({ default: m.HouseholdsPages })));
const LazyInvite = lazy(() => preloadSignedInArea().then((m) => ({ default: m.InvitePage })));
const LazyActivity = lazy(() => preloadSignedInArea().then((m) => ({ default: m.ActivityPage })));

// Once the chunk is in, render its components directly: a lazy component suspends at least once
// even then, and React holds a revealed boundary back for a moment (its fallback throttle), which
// delayed a returning user's dashboard by twice that.
export function SignedInFrame() {
  return loaded ? <loaded.SignedInFrame /> : <LazyFrame />;
}

export function DashboardPage(props: ComponentProps<SignedInArea['DashboardPage']>) {
  return loaded ? <loaded.DashboardPage {...props} /> : <LazyDashboard {...props} />;
}

export function SettingsPage() {
  return loaded ? <loaded.SettingsPage /> : <LazySettings />;
}

export function HouseholdsPages() {
  return loaded ? <loaded.HouseholdsPages /> : <LazyHouseholds />;
}

export function InvitePage() {
  return loaded ? <loaded.InvitePage /> : <LazyInvite />;
}

export function ActivityPage() {
  return loaded ? <loaded.ActivityPage /> : <LazyActivity />;
}

/** The remotes' registry, once the signed-in area (which reads it) has arrived. */
export type RegistryState = { status: 'waiting' } | { status: 'read'; registry: RemoteRegistry } | { status: 'failed' };

/**
 * The remotes' registry read from the config as written: at once when the signed-in area's chunk
 * is in; otherwise, when `needed`, it is loaded (nothing else waits on it) and the registry follows.
 * A signed-out visitor of the sign-in screens never needs it.
 */
export function useRemoteRegistryWhen(needed: boolean, written: WrittenRemotes): RegistryState {
  const [, setArrived] = useState(false);
  const [failed, setFailed] = useState(false);
  const waiting = loaded === undefined && needed && !failed;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    preloadSignedInArea().then(
      () => live && setArrived(true),
      (error: unknown) => {
        console.error('The signed-in area could not be loaded', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [waiting]);
  if (loaded) return { status: 'read', registry: loaded.readRemoteRegistry(written) };
  return failed ? { status: 'failed' } : { status: 'waiting' };
}
