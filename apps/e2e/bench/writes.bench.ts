// Each money-moving action through the real screens, from the confirming click until the success
// toast: how long the page waited, and the documents in the page's own requests (since the
// trusted writes, the command's reads and writes happen on the server). The ledger audit is checked at
// the end, so the seeded documents and the actions are known to be sound.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseAccount } from '../src/support/account-select';
import { expectLedgerHolds } from '../src/support/ledger';
import { toast } from '../src/support/session';
import { freshContext } from './support/contexts';
import { figureSheet } from './support/figures';
import { median } from './support/median';
import { watchFirestore } from './support/firestore-traffic';
import { clickUntil, loadUntil, pageTimeWhen } from './support/probes';
import { DASHBOARD_ACCOUNTS, DEBT_NAMES, PALUWAGAN_NAMES, seedDashboardUser } from './support/seed';
import { dashboardReady, detailReady, transactionRows } from './support/screens';
import { LOGIN_READY, fillSignIn, signInButton } from './support/sign-in';

const sheet = figureSheet('writes');
test.afterAll(() => sheet.save());

const PAYING_ACCOUNT = DASHBOARD_ACCOUNTS[0].name;

/**
 * The median click-to-toast of five adds when the page ran the command itself in a firestore/lite
 * transaction: this bench at 0ceaa72, the commit before the trusted writes (2026-11-29). Issue
 * "Trusted writes" allows the server's round trip at most 1.3 times that.
 */
const ADD_BEFORE_TRUSTED_WRITES_MS = 207;

test('documents written (and read) per money-moving action', async ({ browser, request }) => {
  const user = await seedDashboardUser(request, 'bench-writes');
  const context = await freshContext(browser);
  const page = await context.newPage();
  await loadUntil(page, '/login', LOGIN_READY);
  await fillSignIn(page, user, true);
  await signInButton(page).click();
  await pageTimeWhen(page, dashboardReady(user));
  // Before the traffic is watched: each add opens the form again, leaving answers half read.
  await addTimes(page);
  const traffic = watchFirestore(page);

  /**
   * From the click on `confirm` until the toast says it is done: the time the page saw (the
   * command's round trip to the server and the screen's refresh), and what the page itself wrote
   * and read. Since the trusted writes, a command's own reads and writes are the server's: the
   * page writes nothing and reads only the screens it refreshes.
   */
  async function measure(action: string, confirm: Locator, done: string) {
    traffic.reset();
    const ms = await clickUntil(page, confirm, { kind: 'toast', text: done });
    await expect(toast(page, done)).toBeVisible();
    const { reads, writes } = await traffic.total();
    sheet.add({ section: 'Writes', name: `${action}: click to success toast`, value: Math.round(ms), unit: 'ms' });
    sheet.add({ section: 'Writes', name: `${action}: documents the page wrote`, value: writes, unit: 'docs' });
    sheet.add({
      section: 'Writes',
      name: `${action}: documents the page read (the refreshed screen)`,
      value: reads,
      unit: 'docs',
    });
  }

  await addEditRevert(page, measure);
  await transferEditRevert(page, measure);

  await loadUntil(page, `/paluwagan/${user.paluwaganIds[0]}`, detailReady(PALUWAGAN_NAMES[0]));
  await page.getByRole('button', { name: 'Mark as Paid, week 1', exact: true }).click();
  const pay = page.getByRole('dialog', { name: 'Confirm Payment' });
  await chooseAccount(pay.getByRole('combobox', { name: 'Account' }), PAYING_ACCOUNT);
  await measure('pay a paluwagan week', pay.getByRole('button', { name: 'Confirm' }), 'Payments marked as paid');

  await page
    .getByRole('list', { name: 'Your payouts' })
    .getByRole('button', { name: 'Mark as Received, number 1', exact: true })
    .click();
  const payout = page.getByRole('dialog', { name: 'Select Account for Payout' });
  await chooseAccount(payout.getByRole('combobox', { name: 'Account' }), PAYING_ACCOUNT);
  await measure(
    'receive a paluwagan payout',
    payout.getByRole('button', { name: 'Confirm' }),
    'Payout marked as received',
  );

  await loadUntil(page, `/debt/${user.debtIds[0]}`, detailReady(DEBT_NAMES[0]));
  await page.getByRole('button', { name: 'Mark Paid, Payment 1', exact: true }).click();
  const debt = page.getByRole('dialog', { name: 'Confirm Payment' });
  await debt.getByRole('radio', { name: 'Deduct from Account' }).check();
  await chooseAccount(debt.getByRole('combobox', { name: 'Account' }), PAYING_ACCOUNT);
  await measure('mark a debt payment', debt.getByRole('button', { name: 'Confirm' }), '1 payment(s) marked as paid');

  await expectLedgerHolds(request, user.uid);
  await context.close();
});

type Measure = (action: string, confirm: Locator, done: string) => Promise<void>;

/** Adds five expenses through /add-transaction: the median from the click to the toast. */
async function addTimes(page: Page) {
  const samples: number[] = [];
  for (let i = 1; i <= 5; i += 1) {
    await loadUntil(page, '/add-transaction', { kind: 'page', heading: 'Add Transaction', texts: [] });
    await page.getByLabel('Expense', { exact: true }).check();
    await page.getByRole('textbox', { name: 'Amount' }).fill(`${10 * i}`);
    await page.getByLabel('Description').fill(`Bench snack ${i}`);
    await page.getByLabel('Category').selectOption('Food');
    await chooseAccount(page.getByLabel('Account', { exact: true }), PAYING_ACCOUNT);
    const done = 'Transaction added successfully!';
    samples.push(
      await clickUntil(page, page.getByRole('button', { name: 'Add Transaction' }), { kind: 'toast', text: done }),
    );
    await expect(toast(page, done)).toBeVisible();
  }
  sheet.addMedian({
    section: 'Writes',
    name: 'add a transaction: click to success toast (median of 5)',
    unit: 'ms',
    samples,
  });
  sheet.add({
    section: 'Writes',
    name: `add a transaction: that median against ${ADD_BEFORE_TRUSTED_WRITES_MS} ms before the trusted writes (0ceaa72)`,
    value: Math.round((median(samples) / ADD_BEFORE_TRUSTED_WRITES_MS) * 100) / 100,
    unit: '×',
    target: { atMost: 1.3 },
  });
}

/** Add an expense, edit its description, then revert it. */
async function addEditRevert(page: Page, measure: Measure) {
  const description = 'Bench groceries';
  await loadUntil(page, '/add-transaction', { kind: 'page', heading: 'Add Transaction', texts: [] });
  await page.getByLabel('Expense', { exact: true }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('250');
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Category').selectOption('Food');
  await chooseAccount(page.getByLabel('Account', { exact: true }), PAYING_ACCOUNT);
  await measure(
    'add a transaction',
    page.getByRole('button', { name: 'Add Transaction' }),
    'Transaction added successfully!',
  );

  await loadUntil(page, '/transactions', transactionRows(1));
  const row = (text: string) =>
    page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').filter({ hasText: text });
  await row(description)
    .getByRole('button', { name: `Edit ${description}` })
    .click();
  const modal = page.getByRole('dialog', { name: 'Modify Transaction' });
  await modal.getByLabel('Description').fill(`${description} (edited)`);
  await measure(
    'edit a transaction',
    modal.getByRole('button', { name: 'Save Changes' }),
    'Transaction updated successfully',
  );

  await row(`${description} (edited)`)
    .getByRole('button', { name: `Revert ${description} (edited)` })
    .click();
  await measure(
    'revert a transaction',
    page.getByRole('alertdialog').getByRole('button', { name: 'Revert' }),
    'Transaction reverted successfully',
  );
}

/** Record a transfer with a fee (three documents and two balances), edit its fee, then revert it. */
async function transferEditRevert(page: Page, measure: Measure) {
  const [from, to] = DASHBOARD_ACCOUNTS;
  await loadUntil(page, '/add-transaction?type=transfer', { kind: 'page', heading: 'Add Transaction', texts: [] });
  await chooseAccount(page.getByLabel('From account'), from.name);
  await chooseAccount(page.getByLabel('To account'), to.name);
  await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await page.getByRole('textbox', { name: 'Fee (optional)' }).fill('15');
  await measure(
    'record a transfer with a fee',
    page.getByRole('button', { name: 'Save Transfer' }),
    'Transfer recorded successfully!',
  );

  await loadUntil(page, '/transactions', transactionRows(1));
  const title = `Transfer from ${from.name}`;
  await page
    .getByRole('button', { name: `Edit ${title}` })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: 'Modify Transfer' });
  await expect(modal.getByRole('textbox', { name: 'Fee (optional)' })).toHaveValue('15.00');
  await modal.getByRole('textbox', { name: 'Fee (optional)' }).fill('20');
  await measure(
    'edit a transfer (its fee)',
    modal.getByRole('button', { name: 'Save Changes' }),
    'Transfer updated successfully',
  );

  await page
    .getByRole('button', { name: `Revert ${title}` })
    .first()
    .click();
  await measure(
    'revert a transfer (both halves and the fee)',
    page.getByRole('alertdialog').getByRole('button', { name: 'Revert' }),
    'Transfer reverted successfully',
  );
}
