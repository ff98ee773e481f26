// Issue 25: installable. The web app manifest is valid and complete, the service worker controls
// the page from the second visit on, and Chrome's own installability check (the one Lighthouse's
// installable-manifest audit ran before Lighthouse 12 dropped it) finds nothing missing.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STACK } from '../support/stack';

test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

test('the manifest is complete and every icon it names is a PNG of its size', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(`${STACK.shell}${href}`);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Pitaka — household money',
    short_name: 'Pitaka',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
  });
  for (const purpose of ['any', 'maskable']) {
    expect(manifest.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes)).toEqual(['192x192', '512x512']);
  }
  for (const icon of manifest.icons) {
    const png = await request.get(`${STACK.shell}${icon.src}`);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    // PNG signature, then the IHDR chunk's width and height.
    expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');
});

test('the service worker controls the page after the first visit, and Chrome finds the app installable', async ({
  playwright,
  launchOptions,
}) => {
  // A profile on disk: Chrome never offers to install from an incognito (in-memory) profile.
  const profile = mkdtempSync(join(tmpdir(), 'pitaka-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL: STACK.shell,
  });
  try {
    const page = await context.newPage();
    await expectInstallable(page, context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function expectInstallable(page: Page, context: BrowserContext) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  const activated = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(activated).toBe(`${STACK.shell}/service-worker.js`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(
    `${STACK.shell}/service-worker.js`,
  );

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  expect(errors).toEqual([]);
}
