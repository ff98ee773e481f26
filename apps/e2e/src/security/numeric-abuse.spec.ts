// Issue 13, item 2: hostile numbers typed into every money and count input get the spec's message
// (or the limit's) and write nothing; the largest amount is accepted; grouped and padded input is
// read as the number it shows. Afterwards the stored documents hold only finite whole-centavo
// money within 0..MAX_AMOUNT, and every balance equals its ledger.
import { expect, test, type Locator } from '@playwright/test';
import { VALIDATION_MESSAGES as V, amountExceedsMaxMessage, balanceExceedsMaxMessage } from '@pitaka/domain';
import { expectLedgerHolds, readCollection } from '../support/ledger';
import { signInSeededUser, toast } from '../support/session';
import { chooseAccount } from '../support/account-select';
import { navigateInApp } from './support/navigation';
import { expectNoCorruptNumbers } from './support/stored-money';

/** Not an amount at all: negative, an exponent, not a number, more than two decimals. */
const NOT_AMOUNTS = ['-5', '1e21', 'NaN', '0.123456789012345'];
const MAX = '9999999999.99';
const OVER_MAX = '10000000000';
/** Grouping commas and surrounding spaces, both read as the number they show. */
const GROUPED_PADDED = ' 1,000 ';

/** Types each value into `input`, submits, and expects `message` in `where` every time. */
async function expectRefused(
  input: Locator,
  submit: Locator,
  where: Locator,
  cases: readonly (readonly [value: string, message: string])[],
) {
  for (const [value, message] of cases) {
    await input.fill(value);
    await submit.click();
    await expect(where.getByText(message, { exact: true }), `${JSON.stringify(value)} -> ${message}`).toBeVisible();
  }
}

const refusedAs = (message: string, values: readonly string[]) => values.map((value) => [value, message] as const);

test('abusive numbers in every money and count input are refused with the spec text, never stored', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await signInSeededUser(page, request, {
    prefix: 'numeric-abuse',
    accounts: [
      { name: 'Empty', type: 'cash', balance: 0 },
      { name: 'Spending', type: 'bank', balance: 5000 },
    ],
  });
  const main = page.getByRole('main');

  await test.step('add account: the initial balance', async () => {
    const form = page.getByRole('form', { name: 'New account' });
    const balance = form.getByRole('textbox', { name: 'Initial Balance' });
    const create = form.getByRole('button', { name: 'Create Account' });
    await navigateInApp(page, '/add-account');
    await form.getByLabel('Account Name').fill('Largest');
    await expectRefused(balance, create, form, [
      ...refusedAs(V.validAmount, NOT_AMOUNTS),
      [OVER_MAX, amountExceedsMaxMessage('PHP', 'Initial balance')],
    ]);
    expect(Object.keys(await readCollection(request, user.uid, 'accounts'))).toHaveLength(2);
    await balance.fill(MAX);
    await create.click();
    await expect(toast(page, 'Account created successfully!')).toBeVisible();
    await page.getByRole('link', { name: 'Add Account' }).click();
    await form.getByLabel('Account Name').fill('Grouped');
    await balance.fill(GROUPED_PADDED);
    await create.click();
    await expect(toast(page, 'Account created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/accounts$/);
  });

  await test.step('add and modify transaction: the amount', async () => {
    const form = page.getByRole('form', { name: 'New transaction' });
    const amount = form.getByRole('textbox', { name: 'Amount' });
    const add = form.getByRole('button', { name: 'Add Transaction' });
    type Details = { type: 'Expense' | 'Income'; description: string; category: string; account: string };
    async function fillDetails(t: Details) {
      // The type toggle's label covers its radio: the user clicks the label.
      await form.getByText(t.type, { exact: true }).click();
      await expect(form.getByRole('radio', { name: t.type, exact: true })).toBeChecked();
      await form.getByLabel('Description').fill(t.description);
      await form.getByLabel('Category').selectOption(t.category);
      await chooseAccount(form.getByLabel('Account', { exact: true }), t.account);
    }
    async function openForm(t: Details) {
      // A success goes back to /transactions: from there, as a user would.
      if (!page.url().endsWith('/transactions')) await navigateInApp(page, '/transactions');
      await page.getByRole('link', { name: 'Add Transaction' }).click();
      await fillDetails(t);
    }
    async function addAccepted(value: string) {
      await amount.fill(value);
      await add.click();
      await expect(toast(page, 'Transaction added successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/transactions$/);
    }

    await openForm({ type: 'Expense', description: 'Refused', category: 'Food', account: 'Spending' });
    await expectRefused(amount, add, form, [
      ...refusedAs(V.validAmount, [...NOT_AMOUNTS, '0']),
      [OVER_MAX, amountExceedsMaxMessage('PHP')],
    ]);
    await fillDetails({ type: 'Income', description: 'Largest income', category: 'Salary', account: 'Empty' });
    await addAccepted(MAX);
    // Empty now holds the maximum: one centavo more is refused.
    await openForm({ type: 'Income', description: 'One more', category: 'Salary', account: 'Empty' });
    await expectRefused(amount, add, form, [['0.01', balanceExceedsMaxMessage('Empty', 'PHP')]]);
    await fillDetails({ type: 'Expense', description: 'Grouped expense', category: 'Food', account: 'Empty' });
    await addAccepted(GROUPED_PADDED);

    // The Modify Transaction dialog checks the same way; Cancel leaves the transaction as it was.
    await page.getByRole('button', { name: 'Edit Grouped expense', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Modify Transaction' });
    await expectRefused(
      modal.getByRole('textbox', { name: 'Amount' }),
      modal.getByRole('button', { name: 'Save Changes' }),
      modal,
      [...refusedAs(V.validAmount, [...NOT_AMOUNTS, '0']), [OVER_MAX, amountExceedsMaxMessage('PHP')]],
    );
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('paluwagan: amount per number, payout per number and total numbers', async () => {
    const amount = page.getByRole('textbox', { name: 'Amount Per Number' });
    const total = page.getByRole('textbox', { name: 'Total Numbers' });
    const create = page.getByRole('button', { name: 'Create Paluwagan' });
    async function openForm(name: string) {
      await navigateInApp(page, '/paluwagan/create');
      await page.getByLabel('Paluwagan Name').fill(name);
      await page.getByLabel('Organizer').fill('Aling Nena');
      await page.getByRole('group', { name: 'Your Numbers' }).getByRole('button', { name: '1', exact: true }).click();
    }

    await openForm('Largest');
    await expectRefused(amount, create, main, [
      ...refusedAs(V.amountPerNumberMin, [...NOT_AMOUNTS, '0']),
      [OVER_MAX, V.amountPerNumberMax],
      // Within the maximum, but × 10 numbers the payout is not.
      ['1000000000', V.payoutPerNumberMax],
    ]);
    await expect(page.getByRole('textbox', { name: 'Payout Per Number' })).toHaveAttribute('readonly', '');
    await amount.fill('100');
    await expectRefused(total, create, main, refusedAs(V.totalNumbersRange, ['-5', '0', '1e21', 'NaN', '2.5', '101']));
    expect(await readCollection(request, user.uid, 'paluwagans')).toEqual({});
    await total.fill('1');
    await amount.fill(MAX);
    await create.click();
    await expect(toast(page, 'Paluwagan created successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Largest' })).toBeVisible();

    await openForm('Grouped');
    await amount.fill(GROUPED_PADDED);
    await total.fill(' 12 ');
    await create.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Grouped' })).toBeVisible();
  });

  let debtId = '';
  await test.step('debt: total amount and schedule, on create and edit', async () => {
    const totalAmount = page.getByRole('textbox', { name: 'Total Amount' });
    const count = page.getByLabel('Number of Payments');
    const createDebt = page.getByRole('button', { name: 'Create Debt' });
    await navigateInApp(page, '/debt/create');
    await page.getByLabel('Debt Name').fill('Largest');
    await page.getByLabel('Lender Name').fill('Tita Maria');
    await page.getByLabel('Due Date').fill('2026-12-31');
    await expectRefused(totalAmount, createDebt, main, [
      ...refusedAs(V.validTotalAmount, [...NOT_AMOUNTS, '0']),
      [OVER_MAX, V.totalAmountMax],
    ]);

    await totalAmount.fill('100');
    await page.getByRole('radio', { name: 'Multiple Payments' }).check();
    await page.getByLabel('Start Date').fill('2026-12-01');
    await expectRefused(count, createDebt, main, refusedAs(V.validMultiplePayments, ['0', '1', '-5', '1e21', '2.5']));
    // A number input drops what it cannot hold: 'NaN' typed key by key leaves it empty.
    await count.fill('');
    await count.pressSequentially('NaN');
    await createDebt.click();
    await expect(main.getByText(V.validMultiplePayments, { exact: true }), 'NaN').toBeVisible();
    await expectRefused(count, createDebt, main, [['361', V.debtPaymentsMax]]);
    await totalAmount.fill('1');
    await expectRefused(count, createDebt, main, [['360', V.debtPaymentTooSmall]]);
    expect(await readCollection(request, user.uid, 'debts')).toEqual({});

    // The largest total, in three payments.
    await totalAmount.fill(MAX);
    await count.fill('3');
    await createDebt.click();
    await expect(toast(page, 'Debt created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/debt\/(?!create$)[^/]+$/);
    debtId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string);
    const largest = (await readCollection(request, user.uid, 'debts'))[debtId];
    expect(largest['totalAmount']).toBe(9999999999.99);
    expect((largest['paymentSchedule'] as { amount: number }[]).map((p) => p.amount)).toEqual([
      3333333333.33, 3333333333.33, 3333333333.33,
    ]);

    // Edit: the edit form's texts, then a grouped, padded total with cents.
    await navigateInApp(page, `/debt/${encodeURIComponent(debtId)}/edit`);
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expectRefused(totalAmount, save, main, [
      ...refusedAs(V.totalAmountPositive, [...NOT_AMOUNTS, '0']),
      [OVER_MAX, V.totalAmountMax],
    ]);
    await totalAmount.fill(' 1,000.50 ');
    await save.click();
    await expect(toast(page, 'Debt updated successfully')).toBeVisible();
  });

  await test.step('stored: exactly what was accepted, nothing corrupt, every balance equal to its ledger', async () => {
    const ledger = await expectLedgerHolds(request, user.uid);
    expectNoCorruptNumbers(ledger);
    const balances = Object.fromEntries(Object.values(ledger.accounts).map((a) => [a['name'], a['balance']]));
    expect(balances).toEqual({ Empty: 9999998999.99, Spending: 5000, Largest: 9999999999.99, Grouped: 1000 });
    const accountName = (id: string) => ledger.accounts[id]?.['name'];
    const amounts = Object.fromEntries(
      ledger.transactions.map((t) => [`${t.description} ${accountName(t.accountId)}`, t.amount]),
    );
    expect(amounts).toEqual({
      'Initial balance Spending': 5000,
      'Initial balance Largest': 9999999999.99,
      'Initial balance Grouped': 1000,
      'Largest income Empty': 9999999999.99,
      'Grouped expense Empty': 1000,
    });
    const paluwagans = Object.values(ledger.paluwagans).map((p) => ({
      name: p['name'],
      amountPerNumber: p['amountPerNumber'],
      payoutPerNumber: p['payoutPerNumber'],
      totalNumbers: p['totalNumbers'],
      weekly: (p['weeklyPayments'] as { amount: number }[])[0].amount,
    }));
    expect(paluwagans).toHaveLength(2);
    expect(paluwagans).toEqual(
      expect.arrayContaining([
        {
          name: 'Largest',
          amountPerNumber: 9999999999.99,
          payoutPerNumber: 9999999999.99,
          totalNumbers: 1,
          weekly: 9999999999.99,
        },
        { name: 'Grouped', amountPerNumber: 1000, payoutPerNumber: 12000, totalNumbers: 12, weekly: 1000 },
      ]),
    );
    expect(Object.keys(ledger.debts)).toEqual([debtId]);
    const debt = ledger.debts[debtId];
    expect(debt['totalAmount']).toBe(1000.5);
    expect((debt['paymentSchedule'] as { amount: number }[]).map((p) => p.amount)).toEqual([333.5, 333.5, 333.5]);
  });
});
