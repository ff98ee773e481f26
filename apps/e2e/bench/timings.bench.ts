// Time, median of 5 runs, cold (a fresh browser context: empty HTTP cache) and warm (the same
// context again, in a new page or by navigating back): /login interactive, the sign-in click to a
// dashboard whose every widget shows its data, switching between remotes from the side
// navigation, /transactions' first page, and Load More.
import { test, type Browser, type Page } from '@playwright/test';
import { freshContext } from './support/contexts';
import { figureSheet } from './support/figures';
import { RUNS } from './support/median';
import { clickUntil, loadUntil, pageTimeWhen, type Probe } from './support/probes';
import { seedDashboardUser } from './support/seed';
import { ACCOUNTS_READY, DEBT_READY, PALUWAGAN_READY, dashboardReady, transactionRows } from './support/screens';
import { LOGIN_READY, fillSignIn, navLink, settle, signInButton, signOut } from './support/sign-in';

const sheet = figureSheet('timings');
test.afterAll(() => sheet.save());

const DASHBOARD_WARM_TARGET_MS = 1500;
const TRANSACTIONS_PAGE_SIZE = 15;

const timing = (name: string, samples: number[], target?: number) =>
  sheet.addMedian({
    section: 'Time',
    name: `${name} (median of ${samples.length})`,
    unit: 'ms',
    samples,
    ...(target === undefined ? {} : { target: { atMost: target } }),
  });

test('/login: navigation start to interactive', async ({ browser }) => {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await freshContext(browser);
    const first = await context.newPage();
    cold.push(await loadUntil(first, '/login', LOGIN_READY));
    await settle(first);
    await first.close();
    const again = await context.newPage();
    warm.push(await loadUntil(again, '/login', LOGIN_READY));
    await context.close();
  }
  timing('/login interactive, cold', cold);
  timing('/login interactive, warm', warm);
});

test('sign-in click to the dashboard with data from every widget', async ({ browser, request }) => {
  const user = await seedDashboardUser(request, 'bench-signin');
  const ready = dashboardReady(user);
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await freshContext(browser);
    for (const samples of [cold, warm]) {
      const page = await context.newPage();
      await loadUntil(page, '/login', LOGIN_READY);
      await fillSignIn(page, user, false);
      samples.push(await clickUntil(page, signInButton(page), ready));
      await settle(page);
      await signOut(page);
      await page.close();
    }
    await context.close();
  }
  timing('sign-in click to dashboard fully rendered, cold', cold);
  timing('sign-in click to dashboard fully rendered, warm', warm, DASHBOARD_WARM_TARGET_MS);
});

/** A fresh browser context (empty HTTP cache) signed in through a deep link to /accounts, settled. */
async function signedInOnAccounts(browser: Browser, user: Parameters<typeof fillSignIn>[1]) {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto('/accounts');
  await pageTimeWhen(page, LOGIN_READY);
  await fillSignIn(page, user, false);
  await signInButton(page).click();
  await pageTimeWhen(page, ACCOUNTS_READY);
  await settle(page);
  return { context, page };
}

/** Clicks a side-navigation link and times it until the probe holds; then lets the page settle. */
async function navigate(page: Page, label: string, ready: Probe) {
  const ms = await clickUntil(page, navLink(page, label), ready);
  await settle(page);
  return ms;
}

test('route switch between remotes from the side navigation', async ({ browser, request }) => {
  const user = await seedDashboardUser(request, 'bench-routes');
  const samples = { coldPaluwagan: [], coldDebt: [], warmPaluwagan: [], warmDebt: [] } as Record<string, number[]>;
  for (let run = 0; run < RUNS; run += 1) {
    // Signed in on /accounts: no paluwagan or debt code has loaded yet.
    const { context, page } = await signedInOnAccounts(browser, user);
    samples['coldPaluwagan'].push(await navigate(page, 'Paluwagan', PALUWAGAN_READY));
    samples['coldDebt'].push(await navigate(page, 'Debt', DEBT_READY));
    await navigate(page, 'Accounts', ACCOUNTS_READY);
    samples['warmPaluwagan'].push(await navigate(page, 'Paluwagan', PALUWAGAN_READY));
    samples['warmDebt'].push(await navigate(page, 'Debt', DEBT_READY));
    await context.close();
  }
  timing('route switch /accounts → /paluwagan, cold (first load of the remote)', samples['coldPaluwagan']);
  timing('route switch /accounts → /paluwagan, warm', samples['warmPaluwagan']);
  timing('route switch /paluwagan → /debt, cold (first load of the remote)', samples['coldDebt']);
  timing('route switch /paluwagan → /debt, warm', samples['warmDebt']);
});

test('/transactions first page and Load More', async ({ browser, request }) => {
  const user = await seedDashboardUser(request, 'bench-transactions', 40);
  const cold: number[] = [];
  const warm: number[] = [];
  const loadMore: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { context, page } = await signedInOnAccounts(browser, user);
    cold.push(await navigate(page, 'Transactions', transactionRows(1)));
    await pageTimeWhen(page, transactionRows(TRANSACTIONS_PAGE_SIZE));
    const more = page.getByRole('button', { name: 'Load More' });
    loadMore.push(await clickUntil(page, more, transactionRows(TRANSACTIONS_PAGE_SIZE + 1)));
    await settle(page);
    await navigate(page, 'Accounts', ACCOUNTS_READY);
    warm.push(await navigate(page, 'Transactions', transactionRows(1)));
    await context.close();
  }
  timing('/transactions first row visible, cold (side-nav click from /accounts)', cold);
  timing('/transactions first row visible, warm (back again)', warm);
  timing('Load More: click to the 16th row visible', loadMore);
});
