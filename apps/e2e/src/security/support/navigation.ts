import type { Page } from '@playwright/test';

/**
 * Moves the signed-in single-page app to `path` the way its own links do (history + popstate, no
 * reload): a visit costs a render, not a boot of the shell and its remotes.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
