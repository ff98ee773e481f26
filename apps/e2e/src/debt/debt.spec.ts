// Issue 11, "Done when": the debt remote end to end in Chromium, against the emulators, with a
// fixed clock. After every money move the emulator is read back: balances are the signed sums of
// their transactions and every paid schedule entry is linked to exactly its own transaction.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectLedgerHolds, readUserTree, storedBalance } from '../support/ledger';
import { signInSeededUser, toast } from '../support/session';
import { expectNoWiderThanScreen, PHONE } from '../support/layout';

const START = new Date('2026-03-04T09:00:00+08:00');

/** Manila midnight of a 2026 calendar day, as the debt schedule stores due dates. */
const manilaDay = (month: number, day: number) =>
  new Date(`2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T00:00:00+08:00`);

interface NewDebt {
  owed?: boolean;
  name: string;
  counterparty: string;
  total: string;
  due?: string;
  multiple?: { count: string; frequency: 'Weekly' | 'Monthly'; start: string };
}

/** At START, a set-up user whose one account is GCash (₱5,000), signed in. */
async function signInWithGCash(page: Page, request: APIRequestContext) {
  await page.clock.install({ time: START });
  const user = await signInSeededUser(page, request, { accounts: [{ name: 'GCash', type: 'ewallet', balance: 5000 }] });
  return user;
}

/** Creates a debt through /debt/create and returns its id (from the detail page it lands on). */
async function createDebt(page: Page, debt: NewDebt): Promise<string> {
  await page.goto('/debt/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New Debt' })).toBeVisible();
  if (debt.owed) await page.getByRole('radio', { name: 'Money Owed to Me' }).check();
  await page.getByLabel('Debt Name').fill(debt.name);
  await page.getByLabel(debt.owed ? 'Borrower Name' : 'Lender Name').fill(debt.counterparty);
  await page.getByRole('textbox', { name: 'Total Amount' }).fill(debt.total);
  if (debt.multiple) {
    await page.getByRole('radio', { name: 'Multiple Payments' }).check();
    await page.getByLabel('Number of Payments').fill(debt.multiple.count);
    await page.getByLabel('Frequency').selectOption(debt.multiple.frequency);
    await page.getByLabel('Start Date').fill(debt.multiple.start);
  } else if (debt.due) {
    await page.getByLabel('Due Date').fill(debt.due);
  }
  await page.getByRole('button', { name: 'Create Debt' }).click();
  await expect(toast(page, 'Debt created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: debt.name })).toBeVisible();
  await expect(page).toHaveURL(/\/debt\/(?!create$)[^/]+$/);
  return new URL(page.url()).pathname.split('/').pop() as string;
}

const scheduleRow = (page: Page, n: number): Locator =>
  page
    .getByRole('table', { name: 'Payment Schedule' })
    .getByRole('row')
    .filter({
      has: page.getByRole('checkbox', { name: `Select Payment ${n}`, exact: true }),
    });

/** In the open mark dialog: from or into this account, then Confirm. */
async function confirmWithAccount(page: Page, title: string, accountOption: string, account: RegExp) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: accountOption }).check();
  await dialog
    .getByRole('combobox', { name: 'Account' })
    .selectOption({ label: (await optionLabel(dialog, account)) ?? '' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

async function optionLabel(dialog: Locator, pattern: RegExp) {
  const labels = await dialog.getByRole('combobox', { name: 'Account' }).locator('option').allTextContents();
  return labels.find((label) => pattern.test(label));
}

async function debtDoc(request: APIRequestContext, uid: string, debtId: string) {
  const tree = await readUserTree(request, uid);
  return { tree, debt: tree.debts[debtId] as { paymentSchedule: Record<string, unknown>[]; name: string } };
}

test.describe('debt', () => {
  test.setTimeout(240_000);

  test('owe and owed, from schedule to account and back, with the ledger checked after every money move', async ({
    page,
    request,
  }) => {
    const user = await signInWithGCash(page, request);

    // The list, empty.
    await page.goto('/debt');
    await expect(page.getByRole('heading', { level: 1, name: 'Debt Management' })).toBeVisible();
    await expect(page.getByText("You don't owe anyone yet.")).toBeVisible();
    await expect(page.getByText('No one owes you yet.')).toBeVisible();

    // A 3-payment monthly debt I owe of ₱1,000.
    const laptop = await createDebt(page, {
      name: 'Laptop loan',
      counterparty: 'Tita Maria',
      total: '1000',
      multiple: { count: '3', frequency: 'Monthly', start: '2026-03-10' },
    });
    await expect(scheduleRow(page, 1)).toContainText('Mar 10, 2026₱333.34Due Soon');
    await expect(scheduleRow(page, 2)).toContainText('Apr 10, 2026₱333.33Upcoming');
    await expect(scheduleRow(page, 3)).toContainText('May 10, 2026₱333.33Upcoming');
    await expect(page.getByText('Payment due this week')).toBeVisible();
    let stored = await debtDoc(request, user.uid, laptop);
    expect(stored.debt.paymentSchedule.map((p) => [p['amount'], (p['dueDate'] as Date).toISOString()])).toEqual([
      [333.34, manilaDay(3, 10).toISOString()],
      [333.33, manilaDay(4, 10).toISOString()],
      [333.33, manilaDay(5, 10).toISOString()],
    ]);

    // Mark two paid from GCash: the balance drops, two 'Debt' expenses, each linked to its entry.
    await page.getByRole('checkbox', { name: 'Select Payment 1', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Select Payment 2', exact: true }).check();
    await expect(page.getByRole('checkbox', { name: 'Select Payment 3', exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'Mark Selected as Paid' }).click();
    await confirmWithAccount(page, 'Confirm Payment', 'Deduct from Account', /^GCash \(₱5,000\.00\)$/);
    await expect(toast(page, '2 payment(s) marked as paid')).toBeVisible();
    await expect(scheduleRow(page, 1)).toContainText('Paidfrom GCash');
    await expect(scheduleRow(page, 2)).toContainText('Paidfrom GCash');
    await expect(page.getByText('All payments up to date')).toBeVisible();
    const afterMark = await expectLedgerHolds(request, user.uid);
    expect(await storedBalance(request, user.uid, 'GCash')).toBe(4333.33);
    const debtExpenses = afterMark.transactions.filter((t) => t.category === 'Debt' && t.type === 'expense');
    expect(debtExpenses.map((t) => t.amount).sort()).toEqual([333.33, 333.34]);
    stored = await debtDoc(request, user.uid, laptop);
    expect(stored.debt.paymentSchedule.map((p) => p['isPaid'])).toEqual([true, true, false]);
    for (const [index, entry] of stored.debt.paymentSchedule.slice(0, 2).entries()) {
      const booked = afterMark.transactions.find((t) => t.id === entry['transactionId']);
      expect(booked?.source).toEqual({ kind: 'debt-payment', id: laptop, index, reversal: false });
      expect(booked?.amount).toBe(entry['amount']);
      expect(entry['accountId']).toBe(user.accounts[0].id);
    }

    // The clock moves past the last due date: 'Overdue', 'Payment overdue'.
    await page.clock.setSystemTime(new Date('2026-05-11T09:00:00+08:00'));
    await page.reload();
    await expect(page.locator('[data-status="Overdue"]').first()).toHaveText('Overdue');
    await expect(page.getByText('Payment overdue')).toBeVisible();
    await expect(scheduleRow(page, 3)).toContainText('May 10, 2026₱333.33Overdue');
    await expect(page.getByRole('region', { name: 'Attention Needed' })).toContainText('Payment 3 · ₱333.33');
    await page.goto('/debt');
    await expect(page.getByRole('article', { name: 'Laptop loan' })).toContainText('Payment overdue');
    await page.getByRole('link', { name: 'Laptop loan' }).click();

    // Unmark one: an income reversal brings the money back.
    await scheduleRow(page, 2).getByRole('button', { name: 'Unmark, Payment 2' }).click();
    const unmark = page.getByRole('alertdialog', { name: 'Unmark Payment' });
    await expect(unmark).toContainText('This will set 1 payment(s) as unpaid.');
    await unmark.getByRole('button', { name: 'Unmark' }).click();
    await expect(toast(page, '1 payment(s) marked as unpaid')).toBeVisible();
    await expect(scheduleRow(page, 2)).toContainText('Overdue');
    const afterUnmark = await expectLedgerHolds(request, user.uid);
    expect(await storedBalance(request, user.uid, 'GCash')).toBe(4666.66);
    expect(
      afterUnmark.transactions.filter((t) => t.category === 'Debt' && t.type === 'income').map((t) => t.amount),
    ).toEqual([333.33]);

    // A debt owed to me, received into GCash.
    const phone = await createDebt(page, {
      owed: true,
      name: 'Phone for Jose',
      counterparty: 'Jose',
      total: '500',
      due: '2026-05-20',
    });
    await expect(page.getByText('From: Jose')).toBeVisible();
    await page.getByRole('button', { name: 'Mark Received, Payment 1' }).click();
    await confirmWithAccount(page, 'Confirm Receipt', 'Add to Account', /^GCash /);
    await expect(toast(page, '1 payment(s) marked as received')).toBeVisible();
    await expect(page.getByText('Payment received')).toBeVisible();
    await expectLedgerHolds(request, user.uid);
    expect(await storedBalance(request, user.uid, 'GCash')).toBe(5166.66);

    // GCash runs low (a ₱5,000 debt paid from it), so the receipt cannot be reversed.
    await createDebt(page, { name: 'Rent', counterparty: 'Landlord', total: '5000', due: '2026-05-15' });
    await page.getByRole('button', { name: 'Mark Paid, Payment 1' }).click();
    await confirmWithAccount(page, 'Confirm Payment', 'Deduct from Account', /^GCash /);
    await expect(toast(page, '1 payment(s) marked as paid')).toBeVisible();
    await expectLedgerHolds(request, user.uid);
    expect(await storedBalance(request, user.uid, 'GCash')).toBe(166.66);

    await page.goto(`/debt/${phone}`);
    await page.getByRole('checkbox', { name: 'Select Payment 1', exact: true }).check();
    await page.getByRole('button', { name: 'Unmark Selected' }).click();
    await page.getByRole('alertdialog', { name: 'Unmark Payment' }).getByRole('button', { name: 'Unmark' }).click();
    await expect(toast(page, 'Insufficient funds in GCash to reverse payment 1. Available: ₱166.66')).toBeVisible();
    await expect(scheduleRow(page, 1)).toContainText('Receivedinto GCash');
    await expectLedgerHolds(request, user.uid);
    expect(await storedBalance(request, user.uid, 'GCash')).toBe(166.66);

    // Revert one 'Debt' expense from /transactions: its entry is unpaid again.
    await page.goto('/transactions');
    const paymentOne = page.getByRole('listitem').filter({ hasText: 'Debt payment: Laptop loan (Payment 1)' });
    await paymentOne.getByRole('button', { name: /^Revert/ }).click();
    const revert = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(revert).toContainText('Are you sure you want to revert this transaction?');
    await revert.getByRole('button', { name: 'Revert', exact: true }).click();
    await expect(toast(page, 'Transaction reverted successfully')).toBeVisible();
    await expectLedgerHolds(request, user.uid);
    expect(await storedBalance(request, user.uid, 'GCash')).toBe(500);
    await page.goto(`/debt/${laptop}`);
    await expect(scheduleRow(page, 1)).toContainText('Mar 10, 2026₱333.34Overdue');
    await expect(scheduleRow(page, 1).getByRole('button', { name: 'Mark Paid, Payment 1' })).toBeVisible();
    stored = await debtDoc(request, user.uid, laptop);
    expect(stored.debt.paymentSchedule.map((p) => p['isPaid'])).toEqual([false, false, false]);

    // Edit, locked: the received debt keeps its schedule; its name can change.
    await page.goto(`/debt/${phone}/edit`);
    await expect(page.getByText('Some payments are already marked.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Total Amount' })).toBeDisabled();
    await expect(page.getByLabel('Due Date')).toBeDisabled();
    await page.getByLabel('Debt Name').fill('Phone for Jose (blue)');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Debt updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Phone for Jose (blue)' })).toBeVisible();
    stored = await debtDoc(request, user.uid, phone);
    expect(stored.debt.name).toBe('Phone for Jose (blue)');
    expect(stored.debt.paymentSchedule).toHaveLength(1);
    expect(stored.debt.paymentSchedule[0]['isPaid']).toBe(true);

    // Delete: its transactions stay as history, balances unchanged.
    await page.goto(`/debt/${laptop}/edit`);
    await page.getByRole('button', { name: 'Delete Debt' }).click();
    await page.getByRole('button', { name: 'Confirm Delete' }).click();
    await expect(toast(page, 'Debt deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/debt$/);
    await expect(page.getByRole('article', { name: 'Laptop loan' })).toHaveCount(0);
    const afterDelete = await expectLedgerHolds(request, user.uid);
    expect(afterDelete.debts[laptop]).toBeUndefined();
    expect(await storedBalance(request, user.uid, 'GCash')).toBe(500);
  });

  test('the four pages pass axe at 1280 and 390 px', async ({ page, request }) => {
    await signInWithGCash(page, request);
    const id = await createDebt(page, {
      name: 'Tuition',
      counterparty: 'Tita Maria',
      total: '1500',
      multiple: { count: '3', frequency: 'Monthly', start: '2026-03-01' },
    });
    // A paid row, an overdue one and a selection: every state of the table is on the page.
    await scheduleRow(page, 1).getByRole('button', { name: 'Mark Paid, Payment 1' }).click();
    await confirmWithAccount(page, 'Confirm Payment', 'Deduct from Account', /^GCash /);
    await expect(toast(page, '1 payment(s) marked as paid')).toBeVisible();

    for (const [path, heading] of [
      ['/debt', 'Debt Management'],
      ['/debt/create', 'New Debt'],
      [`/debt/${id}`, 'Tuition'],
      [`/debt/${id}/edit`, 'Edit Debt'],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
      if (path === `/debt/${id}`) {
        await expect(scheduleRow(page, 1)).toContainText('from GCash');
        await page.getByRole('checkbox', { name: 'Select Payment 2', exact: true }).check();
      }
      await expectNoSeriousA11yViolations(page, `${path} 1280px`);
      await page.setViewportSize(PHONE);
      await expectNoSeriousA11yViolations(page, `${path} 390px`);
      await expectNoWiderThanScreen(page, path);
    }

    // The dashboard's debt block shows it and links to it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    const block = page.getByRole('region', { name: 'Debts' });
    await expect(block.getByRole('article', { name: 'Tuition' })).toContainText('All payments up to date');
    await block.getByRole('link', { name: 'Tuition' }).click();
    await expect(page).toHaveURL(new RegExp(`/debt/${id}$`));

    // The mark dialog, open.
    await page.goto(`/debt/${id}`);
    await page.getByRole('button', { name: 'Mark Paid, Payment 2' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Payment' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'mark dialog 390px');
  });

  test('a 360-payment schedule renders, and at 390 px it is a list of cards', async ({ page, request }) => {
    const user = await signInWithGCash(page, request);
    const id = await createDebt(page, {
      name: 'Sari-sari store credit',
      counterparty: 'Aling Nena',
      total: '36000',
      multiple: { count: '360', frequency: 'Weekly', start: '2026-03-01' },
    });
    await expect(page.getByRole('table', { name: 'Payment Schedule' }).getByRole('row')).toHaveCount(361);
    await expect(scheduleRow(page, 360)).toContainText('Jan 16, 2033₱100.00Upcoming');

    await page.setViewportSize(PHONE);
    await page.goto(`/debt/${id}`);
    const cards = page.getByRole('list', { name: 'Payment Schedule' }).getByRole('listitem');
    await expect(cards).toHaveCount(360);
    const last = cards.last();
    await last.getByRole('checkbox', { name: 'Select Payment 360' }).check();
    await last.getByRole('button', { name: 'Mark Paid, Payment 360' }).click();
    await confirmWithAccount(page, 'Confirm Payment', 'Deduct from Account', /^GCash /);
    await expect(toast(page, '1 payment(s) marked as paid')).toBeVisible();
    await expect(last).toContainText('Paidfrom GCash');
    await expectLedgerHolds(request, user.uid);
    expect(await storedBalance(request, user.uid, 'GCash')).toBe(4900);
    await expectNoWiderThanScreen(page);
  });
});
