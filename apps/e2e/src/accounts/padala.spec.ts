// Issue 39, padala: accounts in any currency, and money sent home recorded as it really moved.
// - Ana works in Dubai (her phone at 390 px, in Dubai's time zone) and keeps her dirham salary
//   account in the Reyes family's household. She sends two padala with the app into the family's
//   GCash: the effective rate the form shows is the one this test computes; the emulator holds
//   each leg exact in its own units (audited); Ben, at home on his laptop, sees the money arrive
//   in pesos, added by Ana, and /insights' padala report says what the test sums over REST.
// - A yen and a dinar account: amounts added and edited in the app survive the CSV export, a
//   backup and its restore into a brand-new user, exactly.
import { expect, test, type APIRequestContext, type Browser, type Download, type Page } from '@playwright/test';
import { brokenLedgerRule, type RawLedger } from '@pitaka/domain';
import { parse } from 'papaparse';
import { readFile } from 'node:fs/promises';
import { chooseAccount } from '../support/account-select';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE, expectNoWiderThanScreen } from '../support/layout';
import {
  readBooks,
  readCollection,
  readDocument,
  readUserTree,
  seedAccounts,
  seedSetUpUser,
  uidOf,
  seedSharedHousehold,
} from '../support/ledger';
import { manilaTime } from '../support/manila-time';
import { uniqueEmail } from '../support/stack';
import { signIn, signUpAndSignIn, toast } from '../support/session';

// Saturday 14 November 2026, 20:00 in Manila (16:00 in Dubai).
const NOW = manilaTime('2026-11-14T20:00');
const FAMILY = 'Reyes family';
const SHOTS = process.env['PITAKA_SHOTS'];

async function person(browser: Browser, viewport: { width: number; height: number }, timezoneId = 'Asia/Manila') {
  const page = await (await browser.newContext({ viewport, timezoneId })).newPage();
  await page.clock.install({ time: NOW });
  return page;
}

/** A look for the developer (PITAKA_SHOTS=dir), never a pass/fail check. */
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * What one unit sent bought, computed here with integers (both currencies have two decimals):
 * received / paid to six decimals, half up.
 */
function rateOf(receivedCentavos: number, paidFils: number): string {
  const [received, paid] = [BigInt(receivedCentavos), BigInt(paidFils)];
  const scaled = (received * BigInt(2_000_000) + paid) / (paid * BigInt(2));
  const digits = scaled.toString().padStart(7, '0');
  return `${digits.slice(0, -6)}.${digits.slice(-6)}`;
}

async function addAccount(page: Page, fields: { currency: string; name: string; type: string; balance: string }) {
  await page.goto('/add-account');
  const form = page.getByRole('form', { name: 'New account' });
  await form.getByRole('combobox', { name: 'Currency' }).selectOption(fields.currency);
  await form.getByLabel('Account Name').fill(fields.name);
  await form.getByLabel('Account Type').selectOption(fields.type);
  await form.getByRole('textbox', { name: 'Initial Balance' }).fill(fields.balance);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/accounts$/);
}

interface Padala {
  sent: string;
  fee: string;
  received: string;
}

/** Fills the transfer form with a padala from Emirates NBD to the Family GCash; returns its rate line. */
async function fillPadala(page: Page, padala: Padala) {
  await page.goto('/add-transaction?type=transfer');
  const form = page.getByRole('form', { name: 'New transfer' });
  await chooseAccount(form.getByLabel('From account'), 'Emirates NBD');
  await chooseAccount(form.getByLabel('To account'), 'Family GCash');
  await form.getByRole('textbox', { name: 'Amount sent' }).fill(padala.sent);
  if (padala.fee) await form.getByRole('textbox', { name: 'Fee (optional)' }).fill(padala.fee);
  await form.getByRole('textbox', { name: 'Amount received' }).fill(padala.received);
  return { form, rate: form.getByRole('status', { name: 'Effective rate' }) };
}

/** The padala of some books as stored: each out part with its fee, summed per sending account, in minor units. */
function padalaSums(books: RawLedger) {
  const minor = (major: unknown) => Math.round((major as number) * 100);
  const parts = books.transactions.filter((t) => t.transfer?.counter !== undefined);
  const outs = parts.filter((t) => t.transfer?.role === 'out');
  const fees = parts.filter((t) => t.transfer?.role === 'fee');
  return {
    count: outs.length,
    sent: outs.reduce((sum, t) => sum + minor(t.amount), 0),
    fees: fees.reduce((sum, t) => sum + minor(t.amount), 0),
    received: outs.reduce((sum, t) => sum + minor(t.transfer?.counter?.amount), 0),
  };
}

const grouped = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('an OFW in Dubai sends padala into the family GCash; the family sees pesos; the report adds up', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const ana = await seedSetUpUser(request, { prefix: 'padala-ana' });
  const ben = await seedSetUpUser(request, { prefix: 'padala-ben' });
  const made = manilaTime('2026-11-01T08:00');
  const root = await seedSharedHousehold(request, {
    prefix: 'padala-e2e',
    name: FAMILY,
    owner: ben,
    editor: ana,
    made,
  });
  await seedAccounts(request, root, [{ name: 'Family GCash', type: 'ewallet', balance: 2_000 }], made);

  const anaPage = await person(browser, PHONE, 'Asia/Dubai');
  const benPage = await person(browser, { width: 1280, height: 900 });
  await Promise.all([signIn(anaPage, ana.email, ana.password), signIn(benPage, ben.email, ben.password)]);
  await benPage.getByLabel('Books').selectOption({ label: `${FAMILY} · Owner` });
  await anaPage.getByRole('button', { name: 'Menu' }).click();
  await anaPage.getByLabel('Books').selectOption({ label: `${FAMILY} · Editor` });

  await test.step("Ben prepares the household's figures once", async () => {
    await benPage.goto('/insights');
    await expect
      .poll(async () => (await readBooks(request, root)).summaries?.['ledger']?.['complete'], { timeout: 30_000 })
      .toBe(true);
  });

  await test.step('Ana opens her dirham salary account in the household, from her phone', async () => {
    await anaPage.goto('/add-account');
    const form = anaPage.getByRole('form', { name: 'New account' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption('AED');
    await expect(form).toContainText('Kept in AED: its balance and transactions stay in AED');
    await expectNoWiderThanScreen(anaPage, 'Add Account in dirhams on a phone');
    await expectNoSeriousA11yViolations(anaPage, 'Add Account in dirhams');
    await shot(anaPage, 'add-account-aed-390');
    await addAccount(anaPage, { currency: 'AED', name: 'Emirates NBD', type: 'bank', balance: '4,957.50' });
    await expect(
      anaPage.getByRole('listitem').filter({ has: anaPage.getByRole('heading', { level: 3, name: 'Emirates NBD' }) }),
    ).toContainText('AED 4,957.50');
  });

  await test.step('she sends AED 1,000 with a AED 15 fee; ₱15,312.50 arrives; the rate shown is the one computed here', async () => {
    const { form, rate } = await fillPadala(anaPage, { sent: '1,000', fee: '15', received: '15312.50' });
    await expect(rate).toHaveText(
      `Effective rate: 1 AED = ${rateOf(1_531_250, 100_000)} PHP before the fee, ` +
        `${rateOf(1_531_250, 101_500)} PHP with the fee`,
    );
    await expectNoWiderThanScreen(anaPage, 'a padala on a phone');
    await expectNoSeriousA11yViolations(anaPage, 'a padala');
    await shot(anaPage, 'padala-390');
    await form.getByRole('button', { name: 'Save Transfer' }).click();
    await expect(toast(anaPage, 'Transfer recorded successfully!')).toBeVisible();
  });

  await test.step('and AED 500 without a fee; ₱7,700 arrives', async () => {
    const { form, rate } = await fillPadala(anaPage, { sent: '500', fee: '', received: '7,700' });
    await expect(rate).toContainText(`1 AED = ${rateOf(770_000, 50_000)} PHP before the fee`);
    await form.getByRole('button', { name: 'Save Transfer' }).click();
    await expect(toast(anaPage, 'Transfer recorded successfully!')).toBeVisible();
  });

  const card = (name: string) =>
    benPage.getByRole('listitem').filter({ has: benPage.getByRole('heading', { level: 3, name }) });
  let books: RawLedger;
  await test.step('the emulator holds both legs exact in their own units, made by Ana, and the audit holds', async () => {
    books = await readBooks(request, root);
    expect(brokenLedgerRule(books), 'the household ledger audit').toBeNull();
    const accounts = Object.values(books.accounts).map((a) => [a['name'], a['balance'], a['currency']]);
    expect(accounts).toEqual(
      expect.arrayContaining([
        ['Family GCash', 2_000 + 15_312.5 + 7_700, undefined],
        ['Emirates NBD', 4_957.5 - 1_015 - 500, 'AED'],
      ]),
    );
    const padala = books.transactions.filter((t) => t.transfer?.counter !== undefined);
    expect(padala).toHaveLength(5);
    for (const part of padala) expect((part as unknown as Record<string, unknown>)['createdBy']).toBe(ana.uid);
  });

  await test.step('Ben sees the money arrive in pesos, added by Ana', async () => {
    await benPage.goto('/transactions');
    const arrived = benPage
      .getByRole('list', { name: 'Transactions' })
      .getByRole('listitem')
      .filter({ hasText: 'Transfer from Emirates NBD' });
    await expect(arrived).toHaveCount(2);
    // Both at the same minute: in either order.
    await expect(arrived.filter({ hasText: '+₱15,312.50' })).toHaveCount(1);
    await expect(arrived.filter({ hasText: '+₱7,700.00' })).toHaveCount(1);
    await expect(arrived.first().getByTestId('made-by')).toHaveText(`Added by ${ana.email}`);
    await benPage.goto('/accounts');
    await expect(card('Family GCash')).toContainText('₱25,012.50');
    await expect(card('Emirates NBD')).toContainText('AED 3,442.50');
    await shot(benPage, 'accounts-1280');
  });

  await test.step('Ben keeps a rate for AED; the Total Balance estimates every account in pesos, with its date', async () => {
    await card('Emirates NBD').getByRole('link', { name: 'View details' }).click();
    const rate = benPage.getByRole('region', { name: 'Your rate for AED' });
    await expect(rate).toContainText('No rate kept yet');
    await rate.getByRole('textbox', { name: '1 AED in PHP' }).fill('15.30');
    await rate.getByRole('button', { name: 'Keep rate' }).click();
    await expect(toast(benPage, 'Rate kept')).toBeVisible();
    // AED 3,442.50 × 15.30 = ₱52,670.25.
    await expect(rate).toContainText('1 AED = 15.3 PHP, your rate since Nov 14, 2026');
    await expect(rate).toContainText('This balance is about ₱52,670.25');
    await shot(benPage, 'rate-1280');
    // Kept by the trusted core as the decimal typed, for its Manila day.
    const kept = await readDocument(request, `${root}/rates/AED`);
    expect(kept?.['rates']).toEqual([{ rate: '15.3', day: manilaTime('2026-11-14T00:00') }]);
    await benPage.goto('/dashboard');
    await expect(benPage.getByTestId('home-estimate')).toHaveText(
      'About ₱77,682.75 with every account: an estimate at your rates (AED of Nov 14, 2026).',
    );
    await shot(benPage, 'dashboard-1280');
  });

  await test.step("the padala report's month figures are the sums over REST", async () => {
    const sums = padalaSums(books);
    await benPage.goto('/insights');
    const month = benPage
      .getByRole('region', { name: 'Padala' })
      .getByRole('listitem', { name: 'November 2026 · Emirates NBD to PHP' });
    const fact = (term: string) => month.locator('div').filter({ has: benPage.getByText(term, { exact: true }) });
    await expect(fact('Padala sent')).toContainText(String(sums.count));
    await expect(fact('Sent')).toContainText(`AED ${grouped(sums.sent)}`);
    await expect(fact('Fees paid')).toContainText(`AED ${grouped(sums.fees)}`);
    await expect(fact('Received')).toContainText(`₱${grouped(sums.received)}`);
    await expect(fact('Rate before fees')).toContainText(`1 AED = ${rateOf(sums.received, sums.sent)} PHP`);
    await expect(fact('Rate with fees')).toContainText(`1 AED = ${rateOf(sums.received, sums.sent + sums.fees)} PHP`);
    await expectNoSeriousA11yViolations(benPage, 'the padala report');
    await month.scrollIntoViewIfNeeded();
    await shot(benPage, 'insights-1280');
  });
});

// ---------------------------------------------------------------------------------------------

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return file;
}

async function editAmount(page: Page, description: string, amount: string) {
  await page.goto('/transactions');
  await page.getByRole('button', { name: `Edit ${description}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Modify Transaction' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Transaction updated successfully')).toBeVisible();
}

async function addExpense(page: Page, account: string, amount: string, description: string) {
  await page.goto('/add-transaction');
  const form = page.getByRole('form', { name: 'New transaction' });
  await chooseAccount(form.getByLabel('Account', { exact: true }), account);
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Category').selectOption('Food');
  await form.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(toast(page, 'Transaction added successfully!')).toBeVisible();
}

/** Accounts and their transactions as stored, by name: what must survive a restore exactly. */
async function storedAmounts(request: APIRequestContext, uid: string) {
  const books = await readUserTree(request, uid);
  expect(brokenLedgerRule(books), 'ledger audit').toBeNull();
  const accounts = Object.values(books.accounts)
    .map((a) => [a['name'], a['balance'], a['currency'] ?? 'PHP'])
    .sort();
  const transactions = books.transactions
    .map((t) => [
      (t as unknown as Record<string, unknown>)['accountName'],
      t.description,
      t.amount,
      t.currency ?? 'PHP',
    ])
    .sort();
  return { accounts, transactions };
}

test('yen and dinar amounts survive add, edit, export, backup and restore exactly', async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.clock.install({ time: NOW });
  const owner = await seedSetUpUser(request, {
    prefix: 'yen-dinar',
    accounts: [{ name: 'Wallet', type: 'cash', balance: 1_000 }],
  });
  await signIn(page, owner.email, owner.password);

  await test.step('a yen and a dinar account, an expense on each, then each edited', async () => {
    await addAccount(page, { currency: 'JPY', name: 'Yucho', type: 'bank', balance: '150,000' });
    await addAccount(page, { currency: 'KWD', name: 'KFH', type: 'bank', balance: '500.250' });
    await addExpense(page, 'Yucho', '1,500', 'Bento');
    await addExpense(page, 'KFH', '12.345', 'Lulu groceries');
    await editAmount(page, 'Bento', '1501');
    await editAmount(page, 'Lulu groceries', '12.346');
    await page.goto('/accounts');
    await expect(page.getByRole('listitem').filter({ hasText: 'Yucho' })).toContainText('JPY 148,499');
    await expect(page.getByRole('listitem').filter({ hasText: 'KFH' })).toContainText('KWD 487.904');
  });

  const before = await storedAmounts(request, owner.uid);
  expect(before.accounts).toEqual([
    ['KFH', 487.904, 'KWD'],
    ['Wallet', 1_000, 'PHP'],
    ['Yucho', 148_499, 'JPY'],
  ]);
  expect(before.transactions).toEqual(
    expect.arrayContaining([
      ['KFH', 'Lulu groceries', 12.346, 'KWD'],
      ['Yucho', 'Bento', 1501, 'JPY'],
    ]),
  );

  await test.step('the CSV export says each amount in its currency, exactly', async () => {
    await page.goto('/transactions');
    const csv = await download(page, 'Export CSV');
    const text = (await readFile(await csv.path())).subarray(3).toString('utf8');
    const { data, errors } = parse<string[]>(text, { newline: '\r\n' });
    expect(errors).toEqual([]);
    const [header, ...rows] = data;
    const column = (name: string) => header.indexOf(name);
    const row = (description: string) => rows.find((r) => r[column('Description')] === description) ?? [];
    expect([row('Bento')[column('Amount')], row('Bento')[column('Currency')]]).toEqual(['-1501', 'JPY']);
    expect([row('Lulu groceries')[column('Amount')], row('Lulu groceries')[column('Currency')]]).toEqual([
      '-12.346',
      'KWD',
    ]);
  });

  await test.step('a backup restored into a brand-new user holds the same amounts', async () => {
    await page.goto('/backup');
    const backup = await download(page, 'Download backup');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const email = uniqueEmail('yen-restored');
    await signUpAndSignIn(page, email);
    const uid = await uidOf(request, email, 'Secret123');
    await page.getByRole('link', { name: 'Restore a backup' }).click();
    await page.getByLabel('Backup file').setInputFiles({
      name: backup.suggestedFilename(),
      mimeType: 'application/json',
      buffer: await readFile(await backup.path()),
    });
    await page.getByRole('button', { name: 'Restore backup' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Restored /, { timeout: 30_000 });
    expect(await storedAmounts(request, uid)).toEqual(before);
    expect(Object.keys(await readCollection(request, uid, 'accounts'))).toHaveLength(3);
    await page.goto('/accounts');
    await expect(page.getByRole('listitem').filter({ hasText: 'Yucho' })).toContainText('JPY 148,499');
    await expect(page.getByRole('listitem').filter({ hasText: 'KFH' })).toContainText('KWD 487.904');
  });
});
