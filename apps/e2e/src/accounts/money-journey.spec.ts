// A new user's first hour with Pitaka, through the real screens, with the ledger read from the
// emulator after every money move: each balance equals its account's initial balance plus the
// signed sum of its transactions, and every screen shows the stored balances.
import { expect, test, type Page } from '@playwright/test';
import { chooseAccount } from '../support/account-select';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  expectLedgerHolds,
  readCollection,
  seedSetUpUser,
  seedTransactions,
  storedBalances,
  uidOf,
} from '../support/ledger';
import { signIn, signUpAndSignIn, toast } from '../support/session';
import { uniqueEmail } from '../support/stack';
import { describeOnPhone, expectNoWiderThanScreen } from '../support/layout';

// Tuesday 10 March 2026, 10:00 in Manila; the clock runs on from there.
const NOW = new Date('2026-03-10T10:00:00+08:00');
const DAY = 24 * 60 * 60 * 1000;

const peso = (amount: number) =>
  `₱${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function expectAccountsPageShows(page: Page, balances: Record<string, number>) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
  const list = page.getByRole('list', { name: 'Accounts' });
  for (const [name, balance] of Object.entries(balances)) {
    const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card).toContainText(peso(balance));
  }
  await expect(list.getByRole('listitem')).toHaveCount(Object.keys(balances).length);
}

/** Fills the account form of /account-setup and /add-account. */
async function fillAccountForm(page: Page, a: { name: string; type: string; initialBalance: string }) {
  await page.getByLabel('Account Name').fill(a.name);
  await page.getByLabel('Account Type').selectOption(a.type);
  await page.getByRole('textbox', { name: 'Initial Balance' }).fill(a.initialBalance);
}

async function addTransaction(
  page: Page,
  t: { type: 'Expense' | 'Income'; amount: string; description: string; category: string; account: string },
) {
  await page.getByLabel(t.type, { exact: true }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill(t.amount);
  await page.getByLabel('Description').fill(t.description);
  await page.getByLabel('Category').selectOption(t.category);
  await chooseAccount(page.getByLabel('Account', { exact: true }), t.account);
  await page.getByRole('button', { name: 'Add Transaction' }).click();
}

test('register, set up, record, edit, revert, filter, page and manage accounts', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: NOW });
  const email = uniqueEmail('journey');

  // Register -> sign in -> the dashboard sends a new user to setup.
  await signUpAndSignIn(page, email);
  const uid = await uidOf(request, email, 'Secret123');

  // Setup with an initial balance of 1,000.
  await expect(page.getByLabel('Currency')).toHaveValue('PHP');
  await expectNoSeriousA11yViolations(page, '/account-setup');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Account name is required')).toBeVisible();
  await fillAccountForm(page, { name: 'Wallet', type: 'Cash', initialBalance: '1000' });
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(toast(page, 'Account setup complete!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectLedgerHolds(request, uid);

  const total = page.getByRole('region', { name: 'Total Balance' });
  await expect(total).toContainText('₱1,000.00');
  await expect(total).toContainText('Across 1 account');
  await expect(page.getByRole('list', { name: 'Recent transactions' })).toContainText('Initial balance');
  await expectNoSeriousA11yViolations(page, '/dashboard');

  // A second account.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('link', { name: 'Add Account' }).click();
  await expect(page).toHaveURL(/\/add-account$/);
  await expectNoSeriousA11yViolations(page, '/add-account');
  await fillAccountForm(page, { name: 'GCash', type: 'E-Wallet', initialBalance: '500' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/accounts$/);
  await expectLedgerHolds(request, uid);
  await expectAccountsPageShows(page, { Wallet: 1000, GCash: 500 });
  await expectNoSeriousA11yViolations(page, '/accounts');

  // An expense larger than the balance is refused with the spec's text; one that fits is booked.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
  await page.getByRole('link', { name: 'Add Transaction' }).click();
  await expect(page).toHaveURL(/\/add-transaction$/);
  await expectNoSeriousA11yViolations(page, '/add-transaction');
  await addTransaction(page, {
    type: 'Expense',
    amount: '1500',
    description: 'New phone',
    category: 'Shopping',
    account: 'Wallet',
  });
  await expect(page.getByRole('form', { name: 'New transaction' }).getByRole('alert')).toHaveText(
    'Insufficient funds in Wallet. Available balance: ₱1,000.00',
  );
  await expect(toast(page, 'Insufficient funds')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('250');
  await page.getByLabel('Description').fill('Groceries');
  await page.getByLabel('Category').selectOption('Food');
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(toast(page, 'Transaction added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/transactions$/); // back one step
  await expect(await storedBalances(request, uid)).toEqual({ Wallet: 750, GCash: 500 });
  await expectLedgerHolds(request, uid);

  // Edit it to the other account.
  const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  const groceries = rows.filter({ hasText: 'Groceries' });
  await expect(groceries).toContainText('−₱250.00');
  await groceries.getByRole('button', { name: 'Edit Groceries' }).click();
  const modal = page.getByRole('dialog', { name: 'Modify Transaction' });
  await expect(modal.getByRole('textbox', { name: 'Amount' })).toHaveValue('250.00');
  await expect(modal.getByLabel('Description')).toHaveAttribute('placeholder', 'What was this transaction for?');
  await expectNoSeriousA11yViolations(page, 'Modify Transaction');
  await chooseAccount(modal.getByLabel('Account', { exact: true }), 'GCash');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Transaction updated successfully')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(groceries.getByRole('link', { name: 'GCash' })).toBeVisible();
  await expect(await storedBalances(request, uid)).toEqual({ Wallet: 1000, GCash: 250 });
  await expectLedgerHolds(request, uid);

  // Revert it.
  await groceries.getByRole('button', { name: 'Revert Groceries' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to revert this transaction?');
  await confirm.getByRole('button', { name: 'Revert' }).click();
  await expect(toast(page, 'Transaction reverted successfully')).toBeVisible();
  await expect(groceries).toHaveCount(0);
  await expect(await storedBalances(request, uid)).toEqual({ Wallet: 1000, GCash: 500 });
  await expectLedgerHolds(request, uid);

  // History: 24 older transactions, so filters have something to tell apart and paging has pages.
  const accountIds = Object.fromEntries(
    Object.entries(await readCollection(request, uid, 'accounts')).map(([id, a]) => [a['name'] as string, id]),
  );
  const history = Array.from({ length: 24 }, (_, i) => ({
    type: i % 3 === 0 ? ('expense' as const) : ('income' as const),
    amount: 10 + i,
    description: `History ${i + 1}`,
    category: i % 3 === 0 ? 'Food' : 'Gift',
    // One every two days back from yesterday: 3 within the last 7 days.
    date: new Date(NOW.getTime() - (1 + 2 * i) * DAY),
  }));
  await seedTransactions(
    request,
    uid,
    accountIds['GCash'],
    history.filter((_, i) => i % 2 === 0),
  );
  await seedTransactions(
    request,
    uid,
    accountIds['Wallet'],
    history.filter((_, i) => i % 2 === 1),
  );
  await expectLedgerHolds(request, uid);

  // All three filters apply together: incomes, on GCash, in the last 7 days.
  await page.reload();
  await page.getByLabel('Transaction Type').selectOption('Income');
  await page.getByLabel('Account', { exact: true }).selectOption('GCash');
  await page.getByLabel('Date Range').selectOption('Last 7 Days');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  const expected = history
    .filter((t, i) => i % 2 === 0 && t.type === 'income' && t.date.getTime() >= NOW.getTime() - 7 * DAY)
    .map((t) => t.description);
  // GCash's own 'Initial balance' (booked today) is an income in range too; Wallet's rows and expenses are not.
  await expect(rows.locator('p:first-child')).toHaveText(['Initial balance', ...expected]);

  // Load More past 15: 24 seeded + 2 initial balances = 26 rows, in pages of 15.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(rows).toHaveCount(15);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(rows).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/transactions');

  // Account detail agrees with the ledger; then edit and delete an account.
  const balances = await storedBalances(request, uid);
  await expectAccountsPageShows(page, balances);
  await page.getByRole('link', { name: 'View details of GCash' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'GCash' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText(peso(balances['GCash']));
  await expect(page.getByRole('list', { name: 'Account transactions' }).getByRole('listitem')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page, '/accounts/{id}');
  await page.getByRole('link', { name: 'Edit Account' }).click();
  await page.getByLabel('Account Name').fill('GCash Savings');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Account updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'GCash Savings' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Account' }).click();
  await expectNoSeriousA11yViolations(page, '/edit-account/{id}');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText(/Its transactions stay in your history/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(toast(page, 'Account deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/accounts$/);
  await expectAccountsPageShows(page, { Wallet: balances['Wallet'] });
  await expectLedgerHolds(request, uid);
});

describeOnPhone('at 390 px', () => {
  test('every accounts screen fits the width and passes axe', async ({ page, request }) => {
    await page.clock.install({ time: NOW });
    const user = await seedSetUpUser(request, {
      accounts: [{ name: 'A savings account with a long name at the bank', type: 'bank', balance: 1234567.89 }],
    });
    const [account] = user.accounts;
    await seedTransactions(request, user.uid, account.id, [
      {
        type: 'expense',
        amount: 999999.99,
        description: 'A long description that has to wrap on a phone without pushing the page sideways',
        category: 'Shopping',
        date: new Date(NOW.getTime() - DAY),
      },
    ]);
    await signIn(page, user.email, user.password);
    const screens = [
      ['/dashboard', page.getByRole('list', { name: 'Recent transactions' })],
      ['/accounts', page.getByRole('list', { name: 'Accounts' })],
      [`/accounts/${account.id}`, page.getByRole('list', { name: 'Account transactions' })],
      [`/edit-account/${account.id}`, page.getByRole('button', { name: 'Delete Account' })],
      ['/transactions', page.getByRole('list', { name: 'Transactions' })],
      ['/add-transaction', page.getByRole('button', { name: 'Add Transaction' })],
      ['/add-account', page.getByRole('button', { name: 'Create Account' })],
    ] as const;
    for (const [path, ready] of screens) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await expectNoWiderThanScreen(page, path);
      await expectNoSeriousA11yViolations(page, `${path} at 390 px`);
    }
  });
});
