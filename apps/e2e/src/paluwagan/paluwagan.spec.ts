// Issue 10, "Done when": the paluwagan remote end to end in Chromium, against the emulators, with a
// fixed clock. After every money move the emulator is read back: balances are the signed sums of
// their transactions and every paid week or payout is linked to exactly its own transaction.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { chooseAccount } from '../support/account-select';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectLedgerHolds, readUserTree, seedSetUpUser, storedBalance } from '../support/ledger';
import { signIn, toast } from '../support/session';
import { expectNoWiderThanScreen, PHONE } from '../support/layout';

const WED_MAR_4 = new Date('2026-03-04T09:00:00+08:00');
/** Number 2's payout date: the second Sunday after the start. */
const SUN_MAR_15 = new Date('2026-03-15T10:00:00+08:00');
const NAME = 'Office Paluwagan';

interface StoredWeek {
  weekNumber: number;
  dueDate: Date;
  isPaid: boolean;
  amount: number;
  accountId?: string;
  transactionId?: string;
}
interface StoredNumber {
  number: number;
  payoutDate: Date;
  isPaid: boolean;
  isOwner: boolean;
  accountId?: string;
}

async function storedPaluwagan(request: APIRequestContext, uid: string, id: string) {
  const tree = await readUserTree(request, uid);
  const doc = tree.paluwagans[id] as { weeklyPayments: StoredWeek[]; numbers: StoredNumber[] } | undefined;
  return { tree, doc };
}

/** The Manila weekday (0 = Sunday) and 'YYYY-MM-DD' of a stored date-only value. */
function manilaDayOf(d: Date) {
  const shifted = new Date(d.getTime() + 8 * 3_600_000);
  return {
    weekday: shifted.getUTCDay(),
    iso: shifted.toISOString().slice(0, 10),
    midnight: shifted.getUTCHours() === 0,
  };
}

const weekRow = (page: Page, week: number): Locator =>
  page
    .getByRole('table', { name: 'Weekly payments' })
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select Week ${week}`, exact: true }) });

const paluwaganTransactions = (page: Page) =>
  page
    .getByRole('list', { name: 'Transactions' })
    .getByRole('listitem')
    .filter({ hasText: /paluwagan/i });

test.describe('paluwagan', () => {
  test.setTimeout(240_000);

  test('create, pay in bulk and mark only, unmark, receive and unreceive, revert from transactions, locked edit, delete', async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: WED_MAR_4 });
    const { email, password, uid } = await seedSetUpUser(request, {
      accounts: [{ name: 'GCash', type: 'ewallet', balance: 5000 }],
    });
    await signIn(page, email, password);

    // The list starts empty.
    await page.goto('/paluwagan');
    await expect(page.getByRole('heading', { level: 1, name: 'Paluwagan' })).toBeVisible();
    await expect(page.getByText('Manage your Paluwagan contributions and payouts')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Paluwagan' })).toBeVisible();
    await expect(page.getByText('Get started by creating a new Paluwagan.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/paluwagan (empty)');

    // Create a 10-number paluwagan owning numbers 2 and 7.
    await page.getByRole('link', { name: 'New Paluwagan' }).first().click();
    await expect(page).toHaveURL(/\/paluwagan\/create$/);
    await page.getByLabel('Paluwagan Name').fill(NAME);
    await page.getByLabel('Organizer').fill('Aling Nena');
    await page.getByRole('textbox', { name: 'Amount Per Number' }).fill('500');
    await page.getByRole('textbox', { name: 'Total Numbers' }).fill('10');
    await page.getByLabel('Start Date').fill('2026-03-04');
    await expect(page.getByRole('textbox', { name: 'Payout Per Number' })).toHaveValue('₱5,000.00');
    const grid = page.getByRole('group', { name: 'Your Numbers' });
    await expect(grid.getByRole('button')).toHaveCount(10);
    await grid.getByRole('button', { name: '2', exact: true }).click();
    await grid.getByRole('button', { name: '7', exact: true }).click();
    await expect(page.getByText('You hold 2 numbers: 2, 7. You pay ₱1,000.00 each week.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/paluwagan/create');
    await page.getByRole('button', { name: 'Create Paluwagan' }).click();
    await expect(toast(page, 'Paluwagan created successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(page).toHaveURL(/\/paluwagan\/(?!create$)[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').pop() as string;

    // The schedule: Sundays, from the first Sunday strictly after the start, a week apart.
    const sundays = ['Mar 8', 'Mar 15', 'Mar 22', 'Mar 29', 'Apr 5', 'Apr 12', 'Apr 19', 'Apr 26', 'May 3', 'May 10'];
    for (const [i, day] of sundays.entries()) await expect(weekRow(page, i + 1)).toContainText(`${day}, 2026`);
    const created = (await storedPaluwagan(request, uid, id)).doc;
    expect(created?.weeklyPayments.map((w) => manilaDayOf(w.dueDate))).toEqual(
      ['03-08', '03-15', '03-22', '03-29', '04-05', '04-12', '04-19', '04-26', '05-03', '05-10'].map((d) => ({
        weekday: 0,
        iso: `2026-${d}`,
        midnight: true,
      })),
    );
    expect(created?.numbers.map((n) => n.payoutDate.getTime())).toEqual(
      created?.weeklyPayments.map((w) => w.dueDate.getTime()),
    );
    expect(created?.numbers.filter((n) => n.isOwner).map((n) => n.number)).toEqual([2, 7]);
    await expect(weekRow(page, 1)).toContainText('Due Soon');
    await expectNoSeriousA11yViolations(page, '/paluwagan/{id}');

    // Pay weeks 1 and 2 in bulk from GCash.
    await page.getByRole('checkbox', { name: 'Select Week 1', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Select Week 2', exact: true }).check();
    await page.getByRole('button', { name: 'Pay Selected Weeks' }).click();
    const pay = page.getByRole('dialog', { name: 'Confirm Payment' });
    await expect(pay).toContainText('Week 1 and Week 2 · Total ₱2,000.00');
    await expect(pay.getByRole('radio', { name: 'Deduct from Account' })).toBeChecked();
    await chooseAccount(pay.getByRole('combobox', { name: 'Account' }), 'GCash');
    await expectNoSeriousA11yViolations(page, 'Confirm Payment');
    await pay.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Payments marked as paid')).toBeVisible();
    await expect(pay).toBeHidden();
    await expect(weekRow(page, 1)).toContainText('Paid from GCash');
    await expect(weekRow(page, 2)).toContainText('Paid from GCash');
    expect(await storedBalance(request, uid, 'GCash')).toBe(3000);
    await expectLedgerHolds(request, uid);

    // Two 'Paluwagan' expenses in /transactions.
    await page.goto('/transactions');
    await expect(paluwaganTransactions(page)).toHaveCount(2);
    await expect(paluwaganTransactions(page).filter({ hasText: `(Week 1)` })).toContainText('−₱1,000.00');
    await expect(paluwaganTransactions(page).filter({ hasText: `(Week 2)` })).toContainText('−₱1,000.00');
    await page.goto(`/paluwagan/${id}`);

    // Week 3: Mark as Paid Only, no balance change.
    await weekRow(page, 3).getByRole('button', { name: 'Mark as Paid, week 3' }).click();
    await pay.getByRole('radio', { name: 'Mark as Paid Only' }).check();
    await expect(pay.getByRole('combobox', { name: 'Account' })).toHaveCount(0);
    await pay.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Payments marked as paid')).toBeVisible();
    await expect(weekRow(page, 3).getByText('Paid', { exact: true })).toBeVisible();
    expect(await storedBalance(request, uid, 'GCash')).toBe(3000);
    await expectLedgerHolds(request, uid);

    // The selection refuses mixing paid and unpaid weeks.
    await page.getByRole('checkbox', { name: 'Select Week 1', exact: true }).check();
    await expect(page.getByRole('button', { name: 'Unmark Selected as Unpaid' })).toBeEnabled();
    await expect(page.getByRole('checkbox', { name: 'Select Week 4', exact: true })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Select Week 3', exact: true })).toBeEnabled();
    await page.getByRole('checkbox', { name: 'Select Week 1', exact: true }).uncheck();
    await expect(page.getByRole('button', { name: 'Select Weeks' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Select Week 4', exact: true }).check();
    await expect(page.getByRole('checkbox', { name: 'Select Week 1', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Clear Selection' }).click();

    // Unmark week 1: an income reversal restores the balance.
    await weekRow(page, 1).getByRole('button', { name: 'Mark as Unpaid, week 1' }).click();
    const unmark = page.getByRole('alertdialog', { name: 'Mark as Unpaid' });
    await expect(unmark).toContainText(
      'This will set 1 payment(s) as unpaid. If any were deducted from an account, reversal transactions will be created. Continue?',
    );
    await unmark.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(page, '1 payment(s) marked as unpaid')).toBeVisible();
    await expect(weekRow(page, 1)).toContainText('Due Soon');
    expect(await storedBalance(request, uid, 'GCash')).toBe(4000);
    const afterUnmark = await expectLedgerHolds(request, uid);
    expect(
      afterUnmark.transactions.filter((t) => t['category'] === 'Paluwagan' && t['type'] === 'income'),
    ).toHaveLength(1);

    // Number 2's payout date: receive it into GCash, then unmark it.
    await page.clock.setSystemTime(SUN_MAR_15);
    await page.reload();
    const payouts = page.getByRole('list', { name: 'Your payouts' });
    await expect(payouts.getByRole('listitem').filter({ hasText: 'Number 7' })).toContainText('Not yet available');
    await payouts.getByRole('button', { name: 'Mark as Received, number 2' }).click();
    const payout = page.getByRole('dialog', { name: 'Select Account for Payout' });
    await expect(payout).toContainText('Number 2 · ₱5,000.00 · Mar 15, 2026');
    await chooseAccount(payout.getByRole('combobox', { name: 'Account' }), 'GCash');
    await payout.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Payout marked as received')).toBeVisible();
    await expect(payouts.getByText('Received in GCash')).toBeVisible();
    expect(await storedBalance(request, uid, 'GCash')).toBe(9000);
    await expectLedgerHolds(request, uid);

    await payouts.getByRole('button', { name: 'Mark as Unreceived, number 2' }).click();
    const unreceive = page.getByRole('alertdialog', { name: 'Mark as Unreceived' });
    await expect(unreceive).toContainText(
      'This will create a reversal transaction to subtract the amount from the account. Continue?',
    );
    await unreceive.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(page, 'Payout marked as unreceived')).toBeVisible();
    await expect(payouts.getByRole('button', { name: 'Mark as Received, number 2' })).toBeVisible();
    expect(await storedBalance(request, uid, 'GCash')).toBe(4000);
    await expectLedgerHolds(request, uid);

    // Revert week 2's 'Paluwagan' expense from /transactions: week 2 is unpaid again.
    await page.goto('/transactions');
    const week2 = paluwaganTransactions(page).filter({ hasText: 'Paluwagan payment' }).filter({ hasText: '(Week 2)' });
    await expect(week2).toHaveCount(1);
    await week2.getByRole('button', { name: /^Revert/ }).click();
    const revert = page.getByRole('alertdialog');
    await expect(revert).toContainText('Are you sure you want to revert this transaction?');
    await revert.getByRole('button', { name: 'Revert' }).click();
    await expect(toast(page, 'Transaction reverted successfully')).toBeVisible();
    expect(await storedBalance(request, uid, 'GCash')).toBe(5000);
    await expectLedgerHolds(request, uid);
    const reverted = (await storedPaluwagan(request, uid, id)).doc;
    expect(reverted?.weeklyPayments.find((w) => w.weekNumber === 2)).toMatchObject({ isPaid: false });
    await page.goto(`/paluwagan/${id}`);
    await expect(weekRow(page, 2)).toContainText('Due Soon'); // due today, 15 Mar
    await expect(weekRow(page, 2).getByRole('button', { name: 'Mark as Paid, week 2' })).toBeVisible();
    await expect(weekRow(page, 3).getByText('Paid', { exact: true })).toBeVisible();

    // Week 3 is still marked paid: the edit screen is locked, with the notice.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Paluwagan' })).toBeVisible();
    await expect(page.getByText('Some payments or payouts are already marked.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Amount Per Number' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Total Numbers' })).toBeDisabled();
    await expect(page.getByLabel('Start Date')).toBeDisabled();
    await expect(
      page.getByRole('group', { name: 'Your Numbers' }).getByRole('button', { name: '1', exact: true }),
    ).toBeDisabled();
    await expect(page.getByLabel('Paluwagan Name')).toBeEnabled();
    await expectNoSeriousA11yViolations(page, '/paluwagan/{id}/edit (locked)');

    // Delete it: the transactions it booked stay, balances do not move.
    await page.getByRole('button', { name: 'Delete Paluwagan' }).click();
    await page.getByRole('button', { name: 'Confirm Delete' }).click();
    await expect(toast(page, 'Paluwagan deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/paluwagan$/);
    await expect(page.getByRole('heading', { name: 'No Paluwagan' })).toBeVisible();
    const { tree, doc } = await storedPaluwagan(request, uid, id);
    expect(doc).toBeUndefined();
    expect(tree.transactions.filter((t) => t['category'] === 'Paluwagan').length).toBeGreaterThan(0);
    expect(await storedBalance(request, uid, 'GCash')).toBe(5000);
    await expectLedgerHolds(request, uid);
  });

  test('a 100-number paluwagan at 390 px: 5-column grid, payment cards, list card', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await page.clock.install({ time: WED_MAR_4 });
    const { email, password, uid } = await seedSetUpUser(request, {
      accounts: [{ name: 'GCash', type: 'ewallet', balance: 5000 }],
    });
    await signIn(page, email, password);

    await page.goto('/paluwagan/create');
    await page.getByLabel('Paluwagan Name').fill('Barangay 100');
    await page.getByLabel('Organizer').fill('Kapitan');
    await page.getByRole('textbox', { name: 'Amount Per Number' }).fill('50');
    await page.getByRole('textbox', { name: 'Total Numbers' }).fill('100');
    const grid = page.getByRole('group', { name: 'Your Numbers' });
    await expect(grid.getByRole('button')).toHaveCount(100);
    const boxes = await Promise.all(
      ['1', '5', '6', '100'].map((n) => grid.getByRole('button', { name: n, exact: true }).boundingBox()),
    );
    const [one, five, six] = boxes.map((b) => b as { x: number; y: number; width: number; height: number });
    expect(five.y).toBe(one.y); // 1..5 on one row
    expect(six.y).toBeGreaterThan(one.y); // 6 starts the next
    expect(six.x).toBe(one.x);
    expect(one.width).toBeGreaterThanOrEqual(44);
    expect(one.height).toBeGreaterThanOrEqual(44);
    await grid.getByRole('button', { name: '100', exact: true }).click(); // scrolled to and tappable
    await grid.getByRole('button', { name: '3', exact: true }).click();
    await expectNoWiderThanScreen(page);
    await expectNoSeriousA11yViolations(page, '/paluwagan/create at 390 px');
    await page.getByRole('button', { name: 'Create Paluwagan' }).click();
    await expect(toast(page, 'Paluwagan created successfully!')).toBeVisible();

    // Payment Tracking is a list of cards; paying from one works as on wide screens.
    const cards = page.getByRole('list', { name: 'Weekly payments' });
    await expect(cards.getByRole('listitem')).toHaveCount(100);
    await expect(page.getByRole('table')).toHaveCount(0);
    const first = cards.getByRole('listitem').first();
    await expect(first).toContainText('Due Soon');
    await first.getByRole('button', { name: 'Mark as Paid, week 1' }).click();
    const pay = page.getByRole('dialog', { name: 'Confirm Payment' });
    await chooseAccount(pay.getByRole('combobox', { name: 'Account' }), 'GCash'); // the only one is preselected; choose anyway
    await pay.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Payments marked as paid')).toBeVisible();
    await expect(first).toContainText('Paid from GCash');
    expect(await storedBalance(request, uid, 'GCash')).toBe(4900);
    await expectLedgerHolds(request, uid);
    await expectNoWiderThanScreen(page);
    await expectNoSeriousA11yViolations(page, '/paluwagan/{id} at 390 px');

    await page.goto('/paluwagan');
    const card = page.getByRole('article', { name: 'Barangay 100' });
    await expect(card).toContainText('2 numbers');
    await expect(card).toContainText('Next payout Mar 22, 2026'); // number 3; number 100 pays out in 2028
    await expectNoSeriousA11yViolations(page, '/paluwagan at 390 px');
  });
});
