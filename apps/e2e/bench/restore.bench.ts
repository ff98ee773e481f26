// Restore of a backup of 30,000 transactions through /backup into a brand-new user: a server job
// (the file's text sent once, read and checked again there, then its commits and the summaries'
// rebuild). Timed from the click on "Restore backup" to the page saying it is restored; the size
// of the file is given beside it (the callable's request limit is 32 MB).
import { expect, test } from '@playwright/test';
import { backupJson, toCentavos, type Account, type Backup, type Transaction } from '@pitaka/domain';
import { createUser } from '../src/support/stack';
import { freshContext } from './support/contexts';
import { figureSheet } from './support/figures';
import { fillSignIn, signInButton } from './support/sign-in';

const sheet = figureSheet('restore');
test.afterAll(() => sheet.save());

const SIZE = 30_000;

/** One wallet and 30,000 expenses of ₱1.25 over a year, after an opening income that covers them. */
function bigBackup(): Backup {
  const madeAt = new Date('2026-11-28T09:30:00+08:00');
  const opening: Transaction = {
    id: 'opening',
    type: 'income',
    amount: toCentavos(100_000),
    description: 'Initial Balance',
    category: 'Initial',
    accountId: 'wallet',
    accountName: 'Wallet',
    date: new Date('2025-11-01T09:00:00+08:00'),
    createdAt: new Date('2025-11-01T09:00:00+08:00'),
  };
  const expenses = Array.from({ length: SIZE }, (_, i): Transaction => {
    const date = new Date(Date.parse('2025-11-02T12:00:00+08:00') + i * 17 * 60 * 1000);
    return {
      id: `t${String(i).padStart(6, '0')}`,
      type: 'expense',
      amount: toCentavos(1.25),
      description: `Jeepney fare ${i + 1}`,
      category: 'Transportation',
      accountId: 'wallet',
      accountName: 'Wallet',
      date,
      createdAt: date,
    };
  });
  const wallet: Account = {
    id: 'wallet',
    name: 'Wallet',
    type: 'cash',
    balance: toCentavos(100_000 - 1.25 * SIZE),
    createdAt: opening.createdAt,
  };
  return {
    id: 'bench-restore',
    madeAt,
    profile: { currency: 'PHP' },
    accounts: [wallet],
    transactions: [opening, ...expenses],
    paluwagans: [],
    debts: [],
    recurring: [],
  };
}

test(`Restore of a ${SIZE.toLocaleString('en-US')}-transaction backup`, async ({ browser, request }) => {
  test.setTimeout(1_800_000);
  const text = backupJson(bigBackup());
  const user = await createUser(request, 'bench-restore');
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await fillSignIn(page, user, true);
  await signInButton(page).click();
  await page.waitForURL(/\/account-setup$/);
  await page.getByRole('link', { name: 'Restore a backup' }).click();
  await page.getByLabel('Backup file').setInputFiles({
    name: 'pitaka-backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  const restore = page.getByRole('button', { name: 'Restore backup' });
  await expect(restore).toBeEnabled({ timeout: 120_000 });
  const started = performance.now();
  await restore.click();
  await expect(page.getByRole('status')).toHaveText(/^Restored /, { timeout: 1_500_000 });
  const ms = performance.now() - started;
  const rows = (SIZE + 1).toLocaleString('en-US');
  sheet.add({
    section: 'Restore',
    name: `Restore, ${rows} transactions: the file`,
    value: Math.round(Buffer.byteLength(text) / 1e5) / 10,
    unit: 'MB',
  });
  sheet.add({
    section: 'Restore',
    name: `Restore, ${rows} transactions: clicked to restored`,
    value: Math.round(ms),
    unit: 'ms',
  });
  await context.close();
});
