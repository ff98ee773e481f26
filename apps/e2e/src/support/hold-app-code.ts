import type { Page } from '@playwright/test';

/**
 * Holds the shell's entry script until `release()`: the page shows only what its HTML paints.
 * (Block the service worker in the file using it, or it would answer without meeting the route.)
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` and waits for its HTML to be parsed (its blocking scripts run), the app's code held. */
export async function openParsed(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
}
