// Issue 21, "Done when": a GCash cash-in of ₱1,000 from BPI with a ₱15 fee, through the real
// screens at 1280 and 390 px, with the ledger audit read from the emulator after each step (it
// also checks that the transfer's halves exist together and net to minus the fee).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chooseAccount } from '../support/account-select';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectLedgerHolds, storedBalances } from '../support/ledger';
import { signInSeededUser, toast } from '../support/session';
import { expectNoWiderThanScreen, PHONE } from '../support/layout';

const NOW = new Date('2026-03-10T10:00:00+08:00');

const rows = (page: Page) => page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');

async function setUp(page: Page, request: APIRequestContext) {
  await page.clock.install({ time: NOW });
  const user = await signInSeededUser(page, request, {
    prefix: 'transfer',
    accounts: [
      { name: 'BPI', type: 'bank', balance: 5000 },
      { name: 'GCash', type: 'ewallet', balance: 200 },
    ],
  });
  return user;
}

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`a GCash cash-in from BPI with a fee, listed, filtered and reverted (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const user = await setUp(page, request);
    const bpi = user.accounts[0].id;

    // Started from BPI's detail page: Transfer, with BPI already the source.
    await page.goto(`/accounts/${bpi}`);
    await page.getByRole('link', { name: 'Transfer', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Transfer' })).toBeChecked();
    await expect(page.getByLabel('From account')).toHaveValue(bpi);
    await chooseAccount(page.getByLabel('To account'), 'GCash');
    await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await page.getByRole('textbox', { name: 'Fee (optional)' }).fill('15');
    await page.getByLabel('Note (optional)').fill('Cash-in');
    await expectNoSeriousA11yViolations(page, `transfer form ${viewport.width}px`);
    await expectNoWiderThanScreen(page, `transfer form ${viewport.width}px`);
    await page.getByRole('button', { name: 'Save Transfer' }).click();
    await expect(toast(page, 'Transfer recorded successfully!')).toBeVisible();
    expect(await storedBalances(request, user.uid)).toEqual({ BPI: 3985, GCash: 1200 });
    await expectLedgerHolds(request, user.uid);

    // Every list shows both halves and the fee, each once, neutral for the halves.
    await page.goto('/transactions');
    await expect(rows(page)).toHaveCount(5); // two initial balances, out, in, fee
    await expect(rows(page).filter({ hasText: 'Transfer to GCash' })).toContainText('−₱1,000.00');
    await expect(rows(page).filter({ hasText: 'Transfer from BPI' })).toContainText('+₱1,000.00');
    await expect(rows(page).filter({ hasText: 'Transfer fee (to GCash)' })).toContainText('−₱15.00');
    await expectNoSeriousA11yViolations(page, `transactions with a transfer ${viewport.width}px`);

    // Transaction Type 'Transfer': exactly the transfer's three documents.
    await page.getByLabel('Transaction Type').selectOption('Transfer');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).filter({ hasText: 'Initial balance' })).toHaveCount(0);

    // Dashboard recent transactions show them too.
    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'Recent transactions' })).toContainText('Transfer from BPI');

    // Reverted from the GCash side: the whole transfer goes, both balances come back.
    await page.goto(`/accounts/${user.accounts[1].id}`);
    await page.getByRole('button', { name: 'Revert Transfer from BPI' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('This reverts the whole transfer');
    await confirm.getByRole('button', { name: 'Revert' }).click();
    await expect(toast(page, 'Transfer reverted successfully')).toBeVisible();
    expect(await storedBalances(request, user.uid)).toEqual({ BPI: 5000, GCash: 200 });
    const ledger = await expectLedgerHolds(request, user.uid);
    expect(ledger.transactions.filter((t) => t.transfer)).toEqual([]);
  });
}

test('an edit from the incoming half changes the whole transfer; an unaffordable one is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await setUp(page, request);
  await page.goto('/add-transaction?type=transfer');
  await chooseAccount(page.getByLabel('From account'), 'BPI');
  await chooseAccount(page.getByLabel('To account'), 'GCash');
  await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await page.getByRole('button', { name: 'Save Transfer' }).click();
  await expect(toast(page, 'Transfer recorded successfully!')).toBeVisible();

  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Edit Transfer from BPI' }).click();
  const modal = page.getByRole('dialog', { name: 'Modify Transfer' });
  await expect(modal.getByRole('textbox', { name: 'Amount' })).toHaveValue('1000.00');
  await modal.getByRole('textbox', { name: 'Amount' }).fill('5000.01');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Insufficient funds in BPI. Available balance: ₱5,000.00');
  await modal.getByRole('textbox', { name: 'Amount' }).fill('4000');
  await modal.getByRole('textbox', { name: 'Fee (optional)' }).fill('25');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Transfer updated successfully')).toBeVisible();
  expect(await storedBalances(request, user.uid)).toEqual({ BPI: 975, GCash: 4200 });
  await expectLedgerHolds(request, user.uid);
});
