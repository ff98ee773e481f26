import { expect, test } from '@playwright/test';
import { signInSeededUser } from './support/session';
import { REMOTE_HOMES, setAppServer, STACK } from './support/stack';
import { seedSetUpUser } from './support/ledger';

test.describe('composition', () => {
  test('the app boots at / and sends a signed-out visitor to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  });

  test('an unknown path shows Page Not Found with Go Home and Go Back', async ({ page }) => {
    await page.goto('/login');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no/such/page');
    await page.getByRole('button', { name: 'Go Home' }).click();
    // Home is the dashboard, which sends a signed-out visitor on to /login.
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed in, each remote renders its page inside the shell', async ({ page, request }) => {
    await signInSeededUser(page, request);
    for (const [path, heading] of [
      ['/accounts', 'Accounts'],
      ['/paluwagan', 'Paluwagan'],
      ['/debt', 'Debt Management'],
      ['/insights', 'Insights'],
      ['/upcoming', 'Upcoming'],
    ] as const) {
      await page.getByRole('link', { name: path === '/debt' ? 'Debt' : heading, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    }
  });

  test('with one remote server stopped only its area is unavailable, and Retry recovers', async ({ page, request }) => {
    await signInSeededUser(page, request);
    await setAppServer(request, 'debt', 'stop');
    try {
      await page.getByRole('link', { name: 'Debt', exact: true }).click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText('This section is unavailable right now');
      // The frame still works, and so do the other remotes.
      await page.getByRole('link', { name: 'Paluwagan', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Paluwagan' })).toBeVisible();
      await page.getByRole('link', { name: 'Accounts', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
      await page.getByRole('link', { name: 'Debt', exact: true }).click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText('This section is unavailable right now');
    } finally {
      await setAppServer(request, 'debt', 'start');
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Debt Management' })).toBeVisible();
  });
});

/** The name a remote's standalone frame gives itself, where its home heading is not it. */
const STANDALONE_NAMES: Partial<Record<string, string>> = { debt: 'Debt', planning: 'Planning' };

test.describe('each remote standalone', () => {
  for (const [app, heading] of REMOTE_HOMES) {
    test(`${app} renders on its own port`, async ({ page, request }) => {
      const user = await seedSetUpUser(request);
      await page.goto(STACK.apps[app]);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByText(`Pitaka · ${STANDALONE_NAMES[app] ?? heading} (standalone)`)).toBeVisible();
    });
  }
});
