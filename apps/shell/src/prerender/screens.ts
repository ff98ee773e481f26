// What tools/module-federation/prerender-config.cjs writes as static HTML at build time.
export { renderSignInScreen, SIGN_IN_PATHS } from './auth-screens';
export { BOOT_SCREEN_PATH, renderBootScreen } from './dashboard-screen';
export type { StaticScreen } from './every-language';

/** The script that shows the boot screen (relative to the app), copied beside the pages. */
export const BOOT_SCRIPT = 'src/assets/boot-screen.js';
