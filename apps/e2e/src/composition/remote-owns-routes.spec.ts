// Remotes own their routes: a page a team adds to its remote's src/routes.tsx reaches users through
// the shell that is already deployed. The shell here is the suite's one build (dist/apps/shell),
// never rebuilt; only the debt remote is rebuilt, with one page more, and redeployed at its URL.
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  digestOfDir,
  rebuildRemoteWithExtraPage,
  serveBuild,
  WORKSPACE_ROOT,
  type StaticServer,
} from '../support/rebuild-remote';
import { signInSeededUser } from '../support/session';
import { setAppServer, STACK } from '../support/stack';
import { seedSetUpUser } from '../support/ledger';

// Two segments, so no existing debt route (e.g. /debt/:debtId) matches it before the rebuild.
const EXTRA = { path: '/debt/reports/monthly', title: 'Monthly Report', heading: 'Added after the shell was built' };

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Pitaka');
  // The shell's 404 inside the signed-in frame: the debt remote has no such page.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeAttached();
}

test('a page added to one remote appears through the shell, which is not rebuilt', async ({ page, request }) => {
  test.setTimeout(180_000);
  const shellBuild = join(WORKSPACE_ROOT, 'dist/apps/shell');
  const shellDigest = digestOfDir(shellBuild);
  const debtPort = Number(new URL(STACK.apps.debt).port);

  await signInSeededUser(page, request, { prefix: 'redeploy' });

  // Before: the deployed debt remote has no such page (this is what fails without the rebuild).
  await page.goto(EXTRA.path);
  await expectNotFound(page);

  const rebuilt = await rebuildRemoteWithExtraPage('debt', EXTRA);

  // Redeploy debt: its URL (in the shell's /config.json, unchanged) now serves the new build.
  await setAppServer(request, 'debt', 'stop');
  let server: StaticServer | undefined;
  try {
    server = await serveBuild(rebuilt, debtPort);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: EXTRA.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${EXTRA.title} · Pitaka`);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Debt' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The remote's other pages are still there.
    await page.getByRole('link', { name: 'Debt', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Debt Management' })).toBeVisible();
    await expect(page).toHaveTitle('Debt · Pitaka');
  } finally {
    await server?.stop();
    await setAppServer(request, 'debt', 'start');
  }

  // Rolled back to the suite's debt build: the page is gone again.
  await page.goto(EXTRA.path);
  await expectNotFound(page);

  expect(digestOfDir(shellBuild), 'dist/apps/shell was not rebuilt').toBe(shellDigest);
});

test("a path under a remote's prefix that the remote has no page for shows the shell's 404 in the frame", async ({
  page,
  request,
}) => {
  await signInSeededUser(page, request, { prefix: 'prefix404' });
  await page.goto('/paluwagan/p1/no/such/page');
  await expectNotFound(page);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, '404 under /paluwagan');
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('standalone, a remote serves the same pages from its routes.tsx, titled for its frame', async ({
  page,
  request,
}) => {
  const user = await seedSetUpUser(request, { prefix: 'standalone-routes' });
  await page.goto(`${STACK.apps.debt}/debt/create`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Debt' })).toBeVisible();
  await expect(page).toHaveTitle('New Debt · Debt (standalone)');
  const nav = page.getByRole('navigation', { name: 'Debt pages' });
  await expect(nav.getByRole('link')).toHaveText(['Debt', 'New Debt']);
  await nav.getByRole('link', { name: 'Debt', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Debt Management' })).toBeVisible();
  await expect(page).toHaveTitle('Debt · Debt (standalone)');
  // Anything else goes to the remote's first page.
  await page.goto(`${STACK.apps.debt}/nowhere`);
  await expect(page).toHaveURL(`${STACK.apps.debt}/debt`);
  await expect(page.getByRole('heading', { level: 1, name: 'Debt Management' })).toBeVisible();
});
