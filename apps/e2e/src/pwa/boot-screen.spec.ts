// Issue 25: a returning user's /dashboard paints from static HTML (the frame and their greeting)
// while the app's code downloads, and the app then takes its place in one step; nobody else ever
// sees it (a visitor with no session, or after signing out, goes to the sign-in screen as before).
// The app's code is held back here to look at the page before it runs; the service worker is
// blocked so that every request meets the route.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { holdAppCode, openParsed } from '../support/hold-app-code';
import { seedSetUpUser } from '../support/ledger';
import { signIn } from '../support/session';
import { STACK } from '../support/stack';

test.use({ serviceWorkers: 'block' });

const boot = (page: Page) => page.locator('#boot');

test('/dashboard is static HTML: the frame and the greeting, hidden until its script shows them', async ({
  request,
}) => {
  const html = await (await request.get(`${STACK.shell}/dashboard`)).text();
  expect(html).toMatch(/<div id="boot" hidden inert>/);
  expect(html).toContain('<script src="/boot-screen.js"></script>');
  expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
  expect(html).toContain('Welcome back, %PITAKA_NAME%');
  // The CSP admits no inline style or script.
  expect(html).not.toMatch(/ style="|<style|<script>/);
});

test('a returning user sees their frame and greeting before the code runs, then the live dashboard', async ({
  page,
  request,
}) => {
  const user = await seedSetUpUser(request, {
    prefix: 'boot-screen',
    accounts: [{ name: 'BPI', type: 'bank', balance: 1_000 }],
  });
  await signIn(page, user.email, user.password);

  const release = await holdAppCode(page);
  await openParsed(page, '/dashboard');
  await expect(boot(page).getByText(`Welcome back, ${user.email}`)).toBeVisible();
  await expect(boot(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(boot(page)).toHaveAttribute('inert', '');
  await expect(page.getByText('Wait langgg...')).toHaveCount(0);

  release();
  await expect(page.getByRole('main').getByText('BPI', { exact: true }).first()).toBeVisible();
  await expect(boot(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(1);
});

test('nobody else sees it: a visitor with no session, and a user who signed out', async ({ page, request }) => {
  const user = await seedSetUpUser(request, { prefix: 'boot-screen-out' });
  let release = await holdAppCode(page);
  await openParsed(page, '/dashboard');
  await expect(boot(page)).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/login$/);
  await page.unrouteAll({ behavior: 'wait' });

  await signIn(page, user.email, user.password, { navigate: false });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  release = await holdAppCode(page);
  await openParsed(page, '/dashboard');
  await expect(boot(page)).toHaveCount(0);
  await expect(page.getByText(user.email)).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/login$/);
});

test("in the user's language: a Filipino user sees the Filipino copy, the English one gone", async ({
  page,
  request,
}) => {
  const filipino = JSON.parse(
    readFileSync(join(__dirname, '../../../shell/src/i18n/shell.fil.messages.json'), 'utf8'),
  ) as Record<string, string>;
  const user = await seedSetUpUser(request, { prefix: 'boot-screen-fil' });
  await signIn(page, user.email, user.password);
  await page.evaluate(() => localStorage.setItem('pitaka:language', 'fil'));

  const release = await holdAppCode(page);
  await openParsed(page, '/dashboard');
  await expect(boot(page).getByText(filipino['dashboard.welcomeName'].replace('{name}', user.email))).toBeVisible();
  await expect(boot(page).getByText(`Welcome back, ${user.email}`)).toHaveCount(0);
  await expect(boot(page).locator('[data-language]')).toHaveCount(1);

  release();
  await expect(boot(page)).toHaveCount(0);
  await expect(page.getByText(filipino['dashboard.welcomeName'].replace('{name}', user.email))).toBeVisible();
});
