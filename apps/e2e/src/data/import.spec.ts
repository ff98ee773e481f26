// Issue 24, "Done when": import a statement with good, duplicate and bad rows, check the preview's
// counts, commit, see the balance, undo; the ledger audit holds after each step. The file comes
// in through the page's file input as a bank would give it (CRLF, quoted thousands, a formula and
// a script in descriptions); the stored documents are read back over REST.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectLedgerHolds, readCollection, seedSetUpUser, seedTransactions, storedBalance } from '../support/ledger';
import { signIn, toast } from '../support/session';
import { describeOnPhone, expectNoWiderThanScreen } from '../support/layout';

// Friday 27 November 2026, mid-morning in Manila.
const NOW = new Date('2026-11-27T10:00:00+08:00');

/**
 * A GCash export of November. Rows 1-4 and 8 are new; row 5 repeats row 4 (the same day, amount
 * and description); row 6 is already in the account; rows 7 and 9 do not read.
 */
const STATEMENT = [
  'Date and Time,Description,Reference No.,Debit,Credit,Balance',
  '11/20/2026 08:15 AM,Cash In from BPI,1001,,"2,000.00","2,450.00"',
  '11/21/2026 12:40 PM,Jollibee Cubao,1002,189.00,,"2,261.00"',
  '11/22/2026 07:05 PM,"=HYPERLINK(""http://evil.example"",""Refund"")",1003,10.00,,"2,251.00"',
  '11/23/2026 09:30 AM,<script>alert(1)</script> Load,1004,50.00,,"2,201.00"',
  '11/23/2026 09:31 AM,<script>alert(1)</script> Load,1005,50.00,,"2,151.00"',
  '11/02/2026 10:00 AM,Buy Load,1006,50.00,,"2,101.00"',
  'yesterday,Send Money,1007,20.00,,"2,081.00"',
  '11/25/2026 06:00 PM,Meralco,1008,"1,234.56",,846.44',
  '11/26/2026 06:00 PM,Bad amount,1009,abc,,846.44',
].join('\r\n');

/** GCash opens with ₱500 and already has the ₱50 "Buy Load" of 2 November. */
async function seed(request: APIRequestContext, prefix: string) {
  const user = await seedSetUpUser(request, { prefix, accounts: [{ name: 'GCash', type: 'ewallet', balance: 500 }] });
  await seedTransactions(request, user.uid, user.accounts[0].id, [
    {
      type: 'expense',
      amount: 50,
      description: 'Buy Load',
      category: 'Other',
      date: new Date('2026-11-02T09:00:00+08:00'),
    },
  ]);
  return user;
}

async function upload(page: Page, text: string, name: string) {
  await page.getByLabel('Import into').selectOption({ label: 'GCash (₱450.00)' });
  await page
    .getByLabel('Statement file (CSV)')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(page.getByRole('heading', { name: '2. Match the columns' })).toBeVisible();
}

const previewRegion = (page: Page) => page.getByRole('region', { name: '3. Check the rows' });

async function importedDocuments(request: APIRequestContext, uid: string) {
  const transactions = await readCollection(request, uid, 'transactions');
  return Object.values(transactions).filter((t) => t['import']);
}

test('a statement with good, duplicate and bad rows: preview, import, balance, undo', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.clock.install({ time: NOW });
  const user = await seed(request, 'import');
  await signIn(page, user.email, user.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Import & Backup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import a statement' })).toBeVisible();

  await upload(page, STATEMENT, 'gcash-november.csv');
  await expect(page.getByLabel('Money out (debit)')).toHaveValue('Debit');
  await expect(page.getByLabel('Money in (credit)')).toHaveValue('Credit');
  await page.getByRole('button', { name: 'Preview the rows' }).click();

  const region = previewRegion(page);
  await expect(region.getByText('5 to import · 2 duplicates · 2 invalid')).toBeVisible();
  const statuses = region.locator('tbody tr');
  await expect(statuses).toHaveCount(9);
  await expect(statuses.nth(4)).toContainText('Same as row 4');
  await expect(statuses.nth(5)).toContainText('Already in GCash');
  await expect(statuses.nth(6)).toContainText('"yesterday" is not a date');
  await expect(statuses.nth(8)).toContainText('"abc" is not an amount');
  // Untrusted text stays text.
  await expect(statuses.nth(2)).toContainText('=HYPERLINK("http://evil.example","Refund")');
  await expect(statuses.nth(3)).toContainText('<script>alert(1)</script> Load');
  // ₱450 + ₱2,000 − ₱189 − ₱10 − ₱50 − ₱1,234.56.
  await expect(region.getByText('GCash after the import: ₱966.44')).toBeVisible();
  await region.getByLabel('Category of row 2').selectOption('Food');
  await expectNoSeriousA11yViolations(page, '/import preview');
  expect(await importedDocuments(request, user.uid)).toEqual([]);

  await region.getByRole('button', { name: 'Import 5 transactions' }).click();
  await expect(page.getByText('Imported 5 transactions into GCash.')).toBeVisible();
  expect(await storedBalance(request, user.uid, 'GCash')).toBe(966.44);
  const imported = await importedDocuments(request, user.uid);
  expect(imported.map((t) => [t['import'].row, t['type'], t['amount'], t['category']]).sort()).toEqual([
    [1, 'income', 2000, 'Other'],
    [2, 'expense', 189, 'Food'],
    [3, 'expense', 10, 'Other'],
    [4, 'expense', 50, 'Other'],
    [8, 'expense', 1234.56, 'Other'],
  ]);
  await expectLedgerHolds(request, user.uid);

  await page.getByRole('link', { name: 'View GCash' }).click();
  await expect(page.getByText('₱966.44').first()).toBeVisible();
  await expect(page.getByText('Jollibee Cubao')).toBeVisible();

  await page.goto('/import');
  const past = page.getByRole('region', { name: 'Past imports' }).getByRole('listitem');
  await expect(past).toHaveCount(1);
  await expect(past).toContainText('gcash-november.csv');
  await expect(past).toContainText('Into GCash · Nov 27, 2026 · 5 rows');
  await past.getByRole('button', { name: 'Undo the import of gcash-november.csv' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('The 5 transactions that gcash-november.csv added to GCash will be deleted');
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await expect(toast(page, 'Import undone')).toBeVisible();
  await expect(past).toContainText('Undone');
  expect(await storedBalance(request, user.uid, 'GCash')).toBe(450);
  expect(await importedDocuments(request, user.uid)).toEqual([]);
  await expectLedgerHolds(request, user.uid);
});

describeOnPhone('on a phone in Los Angeles', { timezoneId: 'America/Los_Angeles' }, () => {
  test('the same days, no horizontal scroll, axe clean, imported and undone', async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.clock.install({ time: NOW });
    const user = await seed(request, 'import-phone');
    await signIn(page, user.email, user.password);
    await page.goto('/import');
    await upload(page, STATEMENT, 'gcash.csv');
    await expectNoWiderThanScreen(page);
    await page.getByRole('button', { name: 'Preview the rows' }).click();
    const region = previewRegion(page);
    await expect(region.getByText('5 to import · 2 duplicates · 2 invalid')).toBeVisible();
    // A Manila statement's days stay Manila days on a device eight time zones away.
    await expect(region.locator('tbody tr').first()).toContainText('Nov 20, 2026');
    await expectNoWiderThanScreen(page);
    await expectNoSeriousA11yViolations(page, '/import preview at 390 px');

    await region.getByRole('button', { name: 'Import 5 transactions' }).click();
    await expect(page.getByText('Imported 5 transactions into GCash.')).toBeVisible();
    expect(await storedBalance(request, user.uid, 'GCash')).toBe(966.44);
    await expectLedgerHolds(request, user.uid);

    await page.getByRole('button', { name: 'Undo this import' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Undo import' }).click();
    await expect(toast(page, 'Import undone')).toBeVisible();
    expect(await storedBalance(request, user.uid, 'GCash')).toBe(450);
    await expectLedgerHolds(request, user.uid);
  });
});
