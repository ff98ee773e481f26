import { lazy, type ComponentProps } from 'react';

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
