// Issue 24, backup and restore: a user seeded over REST with every kind of document and link
// downloads a backup on /backup; a brand-new user signs up, follows /account-setup's link to
// /backup and restores the file; the dashboard and /accounts show the same balances, the ledger
// audit holds (balances, links, rebuilt summaries), and a backup of the new user has the same
// content. Then /backup at 390 px: nothing wider than the screen, axe clean in every state.
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { importCheck, manilaDayNumber, toCentavos } from '@pitaka/domain';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  expectLedgerHolds,
  readCollection,
  seedTransfer,
  seedWalletAnd,
  storedBalances,
  uidOf,
  writeDocument,
} from '../support/ledger';
import { manilaDay as day, manilaTime as at } from '../support/manila-time';
import { uniqueEmail } from '../support/stack';
import { signIn, signInSeededUser, signUpAndSignIn } from '../support/session';
import { describeOnPhone, expectNoWiderThanScreen } from '../support/layout';

// Saturday 28 November 2026, 9:00 in Manila: the file is pitaka-backup-2026-11-28.json.
const NOW = new Date('2026-11-28T09:00:00+08:00');
const CREATED = at('2026-10-01T09:00');

/**
 * Wallet ₱10,000 and BPI Savings ₱20,000, then: groceries and a jeepney ride, a transfer of
 * ₱2,000 to BPI with a ₱15 fee, paluwagan week 1 (₱500) and Meralco (₱2,500) paid from the
 * wallet, the laptop's first payment (₱1,000) from BPI, and two rows of a GCash statement
 * import. Wallet ₱3,511.75, BPI ₱21,000.
 */
async function seedHousehold(request: APIRequestContext) {
  const household = await seedWalletAnd(request, 'backup', 10_000, {
    name: 'BPI Savings',
    type: 'bank',
    balance: 20_000,
  });
  const { user, wallet, second: bpi, base } = household;
  const transaction = (id: string, fields: Record<string, unknown>) =>
    writeDocument(request, `${base}/transactions/${id}`, {
      type: 'expense',
      category: 'Food',
      accountId: wallet.id,
      accountName: wallet.name,
      createdAt: fields['date'] as Date,
      ...(fields as Record<string, never>),
    });
  await transaction('groceries', {
    amount: 1250.75,
    description: 'Groceries, "Puregold" ñ',
    date: at('2026-10-03T18:00'),
  });
  await transaction('jeepney', {
    amount: 13,
    description: 'Jeepney',
    category: 'Transport',
    date: at('2026-11-02T07:30'),
  });
  const moved = at('2026-11-05T10:00');
  await seedTransfer(request, user.uid, { id: 'tr1', from: wallet, to: bpi, amount: 2000, fee: 15, date: moved });
  await writeDocument(request, `${base}/paluwagans/office`, {
    name: 'Office Paluwagan',
    organizer: 'Aling Nena',
    description: '',
    startDate: day('2026-11-01'),
    totalNumbers: 2,
    amountPerNumber: 500,
    payoutPerNumber: 1000,
    numbers: [
      { number: 1, payoutDate: day('2026-11-08'), isPaid: false, isOwner: false, ownerName: '' },
      { number: 2, payoutDate: day('2026-11-15'), isPaid: false, isOwner: true, ownerName: 'Me' },
    ],
    weeklyPayments: [
      {
        weekNumber: 1,
        dueDate: day('2026-11-08'),
        isPaid: true,
        amount: 500,
        accountId: wallet.id,
        transactionId: 'pal-1',
      },
      { weekNumber: 2, dueDate: day('2026-11-15'), isPaid: false, amount: 500 },
    ],
    createdAt: CREATED,
    updatedAt: at('2026-11-08T09:00'),
  });
  await transaction('pal-1', {
    amount: 500,
    description: 'Paluwagan payment: Office Paluwagan (Week 1)',
    category: 'Paluwagan',
    date: at('2026-11-08T09:00'),
    source: { kind: 'paluwagan-week', id: 'office', index: 1, reversal: false },
  });
  await writeDocument(request, `${base}/debts/laptop`, {
    type: 'owe',
    name: 'Laptop',
    counterpartyName: 'Kuya Ben',
    totalAmount: 2000,
    paymentSchedule: [
      { dueDate: day('2026-11-01'), amount: 1000, isPaid: true, accountId: bpi.id, transactionId: 'debt-1' },
      { dueDate: day('2026-12-01'), amount: 1000, isPaid: false },
    ],
    createdAt: CREATED,
    updatedAt: at('2026-11-01T12:00'),
  });
  await transaction('debt-1', {
    amount: 1000,
    description: 'Debt payment: Laptop (Payment 1)',
    category: 'Debt',
    accountId: bpi.id,
    accountName: bpi.name,
    date: at('2026-11-01T12:00'),
    source: { kind: 'debt-payment', id: 'laptop', index: 0, reversal: false },
  });
  await writeDocument(request, `${base}/recurring/meralco`, {
    name: 'Meralco',
    type: 'expense',
    category: 'Utilities',
    accountId: wallet.id,
    amount: 2500,
    rule: { kind: 'monthly', day: 31 },
    startDate: day('2026-10-31'),
    pauses: [],
    occurrences: { '2026-10-31': { status: 'paid', amount: 2500, accountId: wallet.id, transactionId: 'meralco-1' } },
    createdAt: CREATED,
    updatedAt: at('2026-10-31T19:00'),
  });
  await transaction('meralco-1', {
    amount: 2500,
    description: 'Bill paid: Meralco (Oct 31, 2026)',
    category: 'Utilities',
    date: at('2026-10-31T19:00'),
    source: { kind: 'recurring', id: 'meralco', index: manilaDayNumber(day('2026-10-31')), reversal: false },
  });
  for (const [row, amount, description, date] of [
    [2, 120.5, 'JOLLIBEE MAKATI', at('2026-11-20T12:30')],
    [3, 89, 'GRAB =1+1', at('2026-11-21T08:00')],
  ] as const) {
    const draft = {
      type: 'expense' as const,
      amount: toCentavos(amount),
      description,
      category: 'Other',
      accountId: wallet.id,
      date,
    };
    await transaction(`imp-${row}`, { ...draft, amount, import: { id: 'gcash-nov', row, check: importCheck(draft) } });
  }
  await writeDocument(request, `${base}/accounts/${wallet.id}`, {
    name: 'Wallet',
    type: 'cash',
    balance: 3511.75,
    createdAt: CREATED,
  });
  await writeDocument(request, `${base}/accounts/${bpi.id}`, {
    name: 'BPI Savings',
    type: 'bank',
    balance: 21_000,
    createdAt: CREATED,
  });
  await expectLedgerHolds(request, user.uid);
  return user;
}

const HOLDS = '2 accounts, 12 transactions, 1 paluwagan, 1 debt and 1 recurring item';

async function downloadBackup(page: Page): Promise<{ download: Download; file: Record<string, unknown> }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download backup' }).click(),
  ]);
  return { download, file: JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown> };
}

/** The downloaded file under its own name (Playwright keeps downloads under random names). */
async function asFile(download: Download) {
  return {
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: await readFile(await download.path()),
  };
}

/** What a backup holds, without when it was made and its id. */
function contentOf(file: Record<string, unknown>) {
  const { id: _id, madeAt: _madeAt, ...content } = file;
  return content;
}

async function signUp(page: Page, request: APIRequestContext, email: string) {
  await signUpAndSignIn(page, email);
  return uidOf(request, email, 'Secret123');
}

test('a backup restored into a brand-new user gives the same balances, ledger and backup', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: NOW });
  const original = await seedHousehold(request);
  await signIn(page, original.email, original.password);
  await page.goto('/backup');
  await expect(page.getByRole('heading', { level: 1, name: 'Backup & Restore' })).toBeVisible();
  await expect(page).toHaveTitle('Backup & Restore · Pitaka');
  await expectNoSeriousA11yViolations(page, '/backup');

  const first = await downloadBackup(page);
  expect(first.download.suggestedFilename()).toBe('pitaka-backup-2026-11-28.json');
  await expect(page.getByRole('status')).toHaveText(`Saved pitaka-backup-2026-11-28.json: ${HOLDS}.`);
  expect(first.file).toMatchObject({ format: 'pitaka-backup', version: 1, profile: { currency: 'PHP' } });

  // A brand-new user: sign up, and from account setup to the restore.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const uid = await signUp(page, request, uniqueEmail('restored'));
  await page.getByRole('link', { name: 'Restore a backup' }).click();
  await expect(page).toHaveURL(/\/backup$/);
  await page.getByLabel('Backup file').setInputFiles(await asFile(first.download));
  // The clock runs on from 9:00 while the test signs in and out.
  await expect(page.getByRole('status')).toHaveText(
    new RegExp(`^pitaka-backup-2026-11-28\\.json, made Nov 28, 2026, 9:0\\d AM: ${HOLDS}\\.$`),
  );
  await expectNoSeriousA11yViolations(page, '/backup with a file chosen');
  await page.getByRole('button', { name: 'Restore backup' }).click();
  await expect(page.getByRole('status')).toHaveText(`Restored ${HOLDS}.`, { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, '/backup restored');
  const ledger = await expectLedgerHolds(request, uid);
  expect(ledger.summaries?.['ledger']?.['complete']).toBe(true);
  expect(await storedBalances(request, uid)).toEqual(await storedBalances(request, original.uid));
  expect(Object.keys(await readCollection(request, uid, 'transactions')).sort()).toEqual(
    Object.keys(await readCollection(request, original.uid, 'transactions')).sort(),
  );

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const total = page.getByRole('region', { name: 'Total Balance' });
  await expect(total).toContainText('₱24,511.75');
  await expect(total).toContainText('Across 2 accounts');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
  const accounts = page.getByRole('list', { name: 'Accounts' });
  await expect(accounts.getByRole('listitem').filter({ hasText: 'Wallet' })).toContainText('₱3,511.75');
  await expect(accounts.getByRole('listitem').filter({ hasText: 'BPI Savings' })).toContainText('₱21,000.00');

  // A backup of the restored user holds the same content.
  await page.goto('/backup');
  const second = await downloadBackup(page);
  expect(contentOf(second.file)).toEqual(contentOf(first.file));
  expect(second.file['id']).not.toBe(first.file['id']);
});

describeOnPhone('on a phone', () => {
  test('/backup fits 390 px and is axe clean while backing up, checking a file and refusing one', async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: NOW });
    await signInSeededUser(page, request, {
      prefix: 'backup-phone',
      accounts: [{ name: 'Wallet', type: 'cash', balance: 1500 }],
    });
    await page.goto('/backup');
    await expect(page.getByRole('heading', { level: 1, name: 'Backup & Restore' })).toBeVisible();
    const fits = async (state: string) => {
      await expectNoWiderThanScreen(page, state);
      await expectNoSeriousA11yViolations(page, `/backup at 390 px, ${state}`);
    };
    await fits('opened');
    const { download } = await downloadBackup(page);
    await expect(page.getByRole('status')).toHaveText(
      'Saved pitaka-backup-2026-11-28.json: 1 account and 1 transaction.',
    );
    await fits('saved');

    // This user has data: the file is checked and shown, and the restore is refused, saying why.
    await page.getByLabel('Backup file').setInputFiles(await asFile(download));
    await page.getByRole('button', { name: 'Restore backup' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This account already has data (1 account and 1 transaction). A backup can only be restored into an account ' +
        'with no data: to restore it, sign up with another e-mail address and restore it there.',
    );
    await fits('refused');
    await page.getByLabel('Backup file').setInputFiles({
      name: 'statement.csv.json',
      mimeType: 'application/json',
      buffer: Buffer.from('Date,Description,Amount\n2026-11-01,Load,100'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'This file is not a Pitaka backup: it is not a JSON file. Choose the .json file that "Download backup" saved.',
    );
    await fits('not a backup');
    await page.getByRole('link', { name: 'Import a bank statement' }).click();
    await expect(page).toHaveURL(/\/import$/);
  });
});
