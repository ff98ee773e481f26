// Lighthouse performance and accessibility scores (desktop preset) for /login and for /dashboard
// signed in, in Debian Chromium. Targets: performance >= 90, accessibility >= 95.
import { test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STACK } from '../src/support/stack';
import { figureSheet } from './support/figures';
import { clearHttpCache, freePort, lighthouseScores } from './support/lighthouse';
import { addProbes, loadUntil, pageTimeWhen } from './support/probes';
import { seedDashboardUser, type DashboardUser } from './support/seed';
import { dashboardReady } from './support/screens';
import { LOGIN_READY, fillSignIn, settle, signInButton } from './support/sign-in';

const sheet = figureSheet('lighthouse');
test.afterAll(() => sheet.save());

const TARGETS = { performance: 90, accessibility: 95 } as const;

for (const path of ['/login', '/dashboard'] as const) {
  test(`Lighthouse on ${path}`, async ({ playwright, launchOptions, request }) => {
    const user: DashboardUser | null = path === '/dashboard' ? await seedDashboardUser(request, 'bench-lh') : null;
    const port = await freePort();
    const profile = mkdtempSync(join(tmpdir(), 'pitaka-bench-lh-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      args: [...(launchOptions.args ?? []), `--remote-debugging-port=${port}`],
      baseURL: STACK.shell,
      // Lighthouse emulates the desktop screen itself.
      viewport: null,
    });
    try {
      if (user) {
        await addProbes(context);
        const page = await context.newPage();
        await loadUntil(page, '/login', LOGIN_READY);
        await fillSignIn(page, user, true);
        await signInButton(page).click();
        await pageTimeWhen(page, dashboardReady(user));
        await settle(page);
        await page.goto('about:blank');
      }
      await clearHttpCache(context);
      const scores = await lighthouseScores(`${STACK.shell}${path}`, port, path.slice(1));
      for (const category of ['performance', 'accessibility'] as const) {
        sheet.add({
          section: 'Lighthouse',
          name: `${path}${user ? ' (signed in)' : ''}: ${category} score (desktop preset)`,
          value: scores[category],
          unit: '/100',
          target: { atLeast: TARGETS[category] },
        });
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}
