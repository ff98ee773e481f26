import { lazy } from 'react';

/**
 * Starts loading the signed-in area (frame, dashboard, data hooks). Called on the sign-in click so
 * the chunk downloads while the credentials are checked; the route elements below reuse the load.
 */
export const preloadSignedInArea = () => import('../layout/signed-in-area');

export const SignedInFrame = lazy(() => preloadSignedInArea().then((m) => ({ default: m.SignedInFrame })));
export const DashboardPage = lazy(() => preloadSignedInArea().then((m) => ({ default: m.DashboardPage })));
