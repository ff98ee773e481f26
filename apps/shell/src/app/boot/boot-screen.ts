// The boot screen: the dashboard's frame and greeting, prerendered at build time into
// dashboard.html (src/prerender/dashboard-screen.tsx) and shown by /boot-screen.js to a returning
// user while the app's code downloads. The app leaves it up through its own loading states and
// takes it down in the same frame as it shows its first real screen, so the user sees one screen
// become live, not a spinner between two.
import { useLayoutEffect } from 'react';

/** The page a returning user lands on, whose first screen is prerendered. */
export const BOOT_SCREEN_PATH = '/dashboard';

/** Placeholders in the prerendered text that /boot-screen.js replaces with the session hint's. */
export const BOOT_NAME = '%PITAKA_NAME%';
export const BOOT_EMAIL = '%PITAKA_EMAIL%';

/** The element holding it (outside the app's #root: React renders beside it, not over it). */
export const BOOT_SCREEN_ID = 'boot';

/** Whether the boot screen is showing (the app's loading states then show nothing beside it). */
export function bootScreenShown(): boolean {
  return typeof document !== 'undefined' && document.getElementById(BOOT_SCREEN_ID)?.hidden === false;
}

export function removeBootScreen(): void {
  document.getElementById(BOOT_SCREEN_ID)?.remove();
}

/** Takes the boot screen down as the component showing a real screen commits (before the browser paints). */
export function useBootScreenDone(done = true): void {
  useLayoutEffect(() => {
    if (done) removeBootScreen();
  }, [done]);
}
