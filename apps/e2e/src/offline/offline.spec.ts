// Issue 25: readable offline. What the user last saw is kept on the device per signed-in user and
// shown, with a banner saying when it was loaded, when the network is cut: by the e2e stack's gate
// (the browser online, Firestore refusing connections) and by Playwright's offline mode (no network
// at all: the app's own code then comes from the service worker). A write offline is refused
// before anything is sent and nothing arrives late; back online the same action goes through once.
// Sign-out (or a session ended elsewhere) leaves nothing of the user on the device, and a second
// user on the same browser never sees the first one's data.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES, OFFLINE_MESSAGES } from '@pitaka/domain';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectLedgerHolds, readCollection, readUserTree, seedSetUpUser, seedTransactions } from '../support/ledger';
import { expectNoWiderThanScreen } from '../support/layout';
import { signIn, toast } from '../support/session';
import { setFirestore } from '../support/stack';

// The device's store (libs/data/src/lib/offline/cache-storage.ts).
const OFFLINE_DB = 'pitaka-offline';
const OFFLINE_STORE = 'query-cache';
// Firestore back: the app's probe asks again within 15 s (sooner at first).
const BACK_MS = 20_000;
// "3:05 PM": the page's locale is en-US.
const LOADED_AT = /^You're offline — showing what was loaded at \d{1,2}:\d{2}\s?[AP]M$/;

async function seedUser(request: APIRequestContext, prefix: string, balance: number, name: string) {
  const user = await seedSetUpUser(request, { prefix, accounts: [{ name, type: 'ewallet', balance }] });
  await seedTransactions(request, user.uid, user.accounts[0].id, [
    {
      type: 'expense',
      amount: 250,
      description: `${name} groceries`,
      category: 'Food',
      date: new Date(Date.now() - 3_600_000),
    },
  ]);
  return user;
}

const totalBalance = (page: Page): Locator => page.getByRole('main').getByRole('region', { name: 'Total Balance' });
const offlineBanner = (page: Page): Locator => page.getByRole('status').filter({ hasText: /^You're offline/ });

/** The keys of the device's offline store (IndexedDB), read in the page. */
async function deviceCacheKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    ([name, store]) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore(store); // not there yet: empty
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve([]);
          const request = db.transaction(store).objectStore(store).getAllKeys();
          request.onsuccess = () => resolve(request.result.map(String));
          request.onerror = () => reject(request.error);
        };
      }),
    [OFFLINE_DB, OFFLINE_STORE] as const,
  );
}

/** Signed in with Remember me, on /dashboard with the seeded balance shown and kept on the device. */
async function openDashboard(page: Page, user: { email: string; password: string; uid: string }, balance: string) {
  await signIn(page, user.email, user.password, { rememberMe: true });
  await expect(totalBalance(page)).toContainText(balance);
  // Saved a second after the data arrives.
  await expect.poll(() => deviceCacheKeys(page)).toEqual([`user:${user.uid}`]);
}

/** /add-transaction filled in (a 100 expense), not yet submitted. */
async function fillAddTransaction(page: Page, account: string): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
  await page.getByRole('link', { name: 'Add Transaction' }).click();
  const form = page.getByRole('form', { name: 'New transaction' });
  await form.getByLabel('Expense', { exact: true }).check();
  await form.getByRole('textbox', { name: 'Amount' }).fill('100');
  await form.getByLabel('Description').fill('Coffee offline');
  await form.getByLabel('Category').selectOption('Food');
  await form.getByLabel('Account', { exact: true }).selectOption({ label: account });
  return form;
}

test.describe('offline: the Firestore gate (the browser online, Firestore unreachable)', () => {
  test('a reload shows the last balances and the banner; a write is refused and nothing is written; back online it goes through once', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await seedUser(request, 'offline-gate', 5000, 'GCash');
    await openDashboard(page, user, '₱4,750.00');

    await setFirestore(request, 'stop');
    try {
      await page.reload();
      await expect(totalBalance(page)).toContainText('₱4,750.00');
      await expect(offlineBanner(page)).toHaveText(LOADED_AT);
      await expect(page.getByRole('main').getByText('GCash groceries')).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Retry|Try again)$/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, '/dashboard offline');

      const before = await readUserTree(request, user.uid);
      const form = await fillAddTransaction(page, 'GCash (₱4,750.00)');
      await form.getByRole('button', { name: 'Add Transaction' }).click();
      await expect(form.getByRole('alert')).toHaveText(OFFLINE_MESSAGES.writeRefused);
      await expect(form.getByLabel('Description')).toHaveValue('Coffee offline'); // nothing lost
      // Nothing half-written, and nothing arrives late once Firestore is back.
      expect(await readUserTree(request, user.uid)).toEqual(before);
    } finally {
      await setFirestore(request, 'start');
    }
    // The app finds Firestore back by itself; a write it had queued would be sent then. Given a
    // moment to land, there is none.
    await expect(offlineBanner(page)).toHaveCount(0, { timeout: BACK_MS });
    await page.waitForTimeout(2_000);
    expect(Object.values(await readCollection(request, user.uid, 'transactions'))).toHaveLength(2);

    // Back: the same action goes through, once.
    const form = page.getByRole('form', { name: 'New transaction' });
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(toast(page, ACCOUNT_MESSAGES.transactionAdded)).toBeVisible();
    const ledger = await expectLedgerHolds(request, user.uid);
    expect(ledger.transactions.filter((t) => t['description'] === 'Coffee offline')).toHaveLength(1);
    expect(ledger.accounts[user.accounts[0].id]?.['balance']).toBe(4650);
  });

  test('the banner goes by itself when Firestore is back, and the screen reads again', async ({ page, request }) => {
    test.setTimeout(90_000);
    const user = await seedUser(request, 'offline-back', 5000, 'GCash');
    await openDashboard(page, user, '₱4,750.00');
    await setFirestore(request, 'stop');
    try {
      await page.reload();
      await expect(offlineBanner(page)).toBeVisible();
      // Changed meanwhile on the server (another device): shown once Firestore answers again.
      await seedTransactions(request, user.uid, user.accounts[0].id, [
        { type: 'expense', amount: 50, description: 'Load', category: 'Bills', date: new Date() },
      ]);
    } finally {
      await setFirestore(request, 'start');
    }
    await expect(offlineBanner(page)).toHaveCount(0, { timeout: BACK_MS });
    await expect(page.getByRole('main').getByText('Load', { exact: true })).toBeVisible();
  });

  test('two tabs: the device keeps the newer list, whichever tab writes last', async ({ context, page, request }) => {
    test.setTimeout(120_000);
    const user = await seedUser(request, 'offline-two-tabs', 5000, 'GCash');
    await openDashboard(page, user, '₱4,750.00');
    const transactions = (tab: Page) => tab.getByRole('list', { name: 'Transactions' }).getByRole('listitem');

    // Another tab reads the list as it is now: one expense (and the initial balance).
    const other = await context.newPage();
    await other.goto('/transactions');
    await expect(transactions(other)).toHaveCount(2);

    // This tab adds an expense and shows the longer list: the device keeps it.
    const form = await fillAddTransaction(page, 'GCash (₱4,750.00)');
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(toast(page, ACCOUNT_MESSAGES.transactionAdded)).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
    await expect(transactions(page)).toHaveCount(3);

    // The other tab, its list older, writes last (it read something new: the year of insights):
    // not over the newer list.
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await other.waitForTimeout(2_000); // its write is throttled to one a second
    await other.close();

    await setFirestore(request, 'stop');
    try {
      await page.reload();
      await expect(offlineBanner(page)).toBeVisible();
      await expect(transactions(page)).toHaveCount(3);
      await expect(transactions(page).filter({ hasText: 'Coffee offline' })).toBeVisible();
    } finally {
      await setFirestore(request, 'start');
    }
  });

  test('at 390 px the banner sits above the page, inside the screen', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const user = await seedUser(request, 'offline-phone', 5000, 'GCash');
    await openDashboard(page, user, '₱4,750.00');
    await setFirestore(request, 'stop');
    try {
      await page.reload();
      const banner = offlineBanner(page);
      await expect(banner).toHaveText(LOADED_AT);
      await expect(totalBalance(page)).toContainText('₱4,750.00');
      await expectNoWiderThanScreen(page, '/dashboard offline at 390 px');
      const box = await banner.boundingBox();
      const heading = await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox();
      expect(box && heading && box.y + box.height <= heading.y).toBe(true); // above the page, not over it
      await page.screenshot({ path: testInfo.outputPath('offline-dashboard-390.png'), fullPage: true });
    } finally {
      await setFirestore(request, 'start');
    }
  });
});

test.describe('offline: privacy on a shared browser', () => {
  test("sign-out leaves nothing of the user on the device; a second user never sees the first one's balances", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const first = await seedUser(request, 'offline-first', 5000, "Ana's Wallet");
    const second = await seedUser(request, 'offline-second', 800, "Ben's Purse");
    await openDashboard(page, first, '₱4,750.00');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => deviceCacheKeys(page)).toEqual([]);

    await setFirestore(request, 'stop');
    try {
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('₱4,750.00')).toHaveCount(0);
      await expect(page.getByText("Ana's Wallet")).toHaveCount(0);
    } finally {
      await setFirestore(request, 'start');
    }

    // The second user, same browser: only their own data, online and offline.
    await signIn(page, second.email, second.password, { rememberMe: true });
    await expect(totalBalance(page)).toContainText('₱550.00');
    await expect(page.getByText('₱4,750.00')).toHaveCount(0);
    await expect(page.getByText("Ana's Wallet")).toHaveCount(0);
    await expect.poll(() => deviceCacheKeys(page)).toEqual([`user:${second.uid}`]);
    await setFirestore(request, 'stop');
    try {
      await page.reload();
      await expect(totalBalance(page)).toContainText('₱550.00');
      await expect(offlineBanner(page)).toBeVisible();
      await expect(page.getByText('₱4,750.00')).toHaveCount(0);
      await expect(page.getByText("Ana's Wallet")).toHaveCount(0);
    } finally {
      await setFirestore(request, 'start');
    }
  });

  test('a session ended in another tab deletes the cache too', async ({ context, page, request }) => {
    test.setTimeout(90_000);
    const user = await seedUser(request, 'offline-other-tab', 5000, 'GCash');
    await openDashboard(page, user, '₱4,750.00');

    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(totalBalance(other)).toContainText('₱4,750.00');
    await other.getByRole('button', { name: 'Logout' }).click();
    await expect(other).toHaveURL(/\/login$/);

    await expect(page).toHaveURL(/\/login/); // this tab follows without a click
    await expect.poll(() => deviceCacheKeys(page)).toEqual([]);
    await expect(page.getByText('₱4,750.00')).toHaveCount(0);
  });
});

test.describe('offline: no network at all (Playwright offline mode)', () => {
  // The app's code comes from the service worker, which this needs.
  test.use({ serviceWorkers: 'allow' });

  test('a reload shows the last balances and the banner; a write is refused; sign-out then offline shows no data', async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await seedUser(request, 'offline-mode', 5000, 'GCash');
    await openDashboard(page, user, '₱4,750.00');
    // The worker controls the pages loaded after it has activated (it claims no page already open):
    // wait for an active worker before the reload, or a reload during its install (precaching takes
    // seconds while both cores are busy) stays uncontrolled for good.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(totalBalance(page)).toContainText('₱4,750.00');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await fillAddTransaction(page, 'GCash (₱4,750.00)');
    await page.goto('/dashboard');
    await expect(totalBalance(page)).toContainText('₱4,750.00');

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(totalBalance(page)).toContainText('₱4,750.00');
      await expect(offlineBanner(page)).toHaveText(LOADED_AT);

      const before = await readUserTree(request, user.uid);
      const form = await fillAddTransaction(page, 'GCash (₱4,750.00)');
      await form.getByRole('button', { name: 'Add Transaction' }).click();
      await expect(form.getByRole('alert')).toHaveText(OFFLINE_MESSAGES.writeRefused);
      expect(await readUserTree(request, user.uid)).toEqual(before);
    } finally {
      await context.setOffline(false);
    }
    await expect(offlineBanner(page)).toHaveCount(0, { timeout: BACK_MS });
    await page.getByRole('form', { name: 'New transaction' }).getByRole('button', { name: 'Add Transaction' }).click();
    await expect(toast(page, ACCOUNT_MESSAGES.transactionAdded)).toBeVisible();
    const ledger = await expectLedgerHolds(request, user.uid);
    expect(ledger.transactions.filter((t) => t['description'] === 'Coffee offline')).toHaveLength(1);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => deviceCacheKeys(page)).toEqual([]);
    await context.setOffline(true);
    try {
      await page.goto('/dashboard').catch(() => undefined); // served by the worker, or not at all
      await expect(page.getByText('₱4,650.00')).toHaveCount(0);
      await expect(page.getByText('₱4,750.00')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
