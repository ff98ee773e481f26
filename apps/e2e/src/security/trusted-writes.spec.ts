// A hostile client in the whole stack: a signed-in user, with the ID token the Auth emulator gave
// them, drives Firestore's REST API directly at their own books (as any script could, bypassing
// the app). Since the trusted writes every such write is refused: a balance, a transaction, a
// schedule row and a summary stay as they were, and the ledger audit still holds. The app's own
// flow, which goes through the functions, still moves the money.
import { expect, test } from '@playwright/test';
import { chooseAccount } from '../support/account-select';
import {
  expectLedgerHolds,
  readUserTree,
  seedSetUpUser,
  signInOverRest,
  storedBalance,
  writeDocument,
} from '../support/ledger';
import { toRestFields, type Plain } from '../support/rest-values';
import { signIn, toast } from '../support/session';
import { STACK } from '../support/stack';

const DOCUMENTS = `${STACK.firestore}/v1/projects/${STACK.projectId}/databases/(default)/documents`;

test('a signed-in user writing their books over REST changes nothing; the app still records an expense', async ({
  page,
  request,
}) => {
  const user = await seedSetUpUser(request, {
    prefix: 'hostile-rest',
    accounts: [{ name: 'GCash', type: 'ewallet', balance: 1000 }],
  });
  const [gcash] = user.accounts;
  const books = `users/${user.uid}`;
  const due = new Date('2026-02-01T00:00:00+08:00');
  // A debt with its two payments, as the server writes it.
  await writeDocument(request, `${books}/debts/laptop`, {
    type: 'owe',
    name: 'Laptop',
    counterpartyName: 'Tito Ben',
    totalAmount: 600,
    paymentSchedule: [
      { dueDate: due, amount: 300, isPaid: false },
      { dueDate: due, amount: 300, isPaid: false },
    ],
    createdAt: due,
    updatedAt: due,
  });
  const before = await readUserTree(request, user.uid);
  // The user's own ID token, as the app holds it after signing in.
  const { idToken } = await signInOverRest(request, user.email, user.password);
  const token = { Authorization: `Bearer ${idToken}` };
  const patch = (path: string, fields: Record<string, Plain>) =>
    request.patch(
      `${DOCUMENTS}/${books}/${path}?${Object.keys(fields)
        .map((f) => `updateMask.fieldPaths=${f}`)
        .join('&')}`,
      {
        headers: token,
        data: { fields: toRestFields(fields) },
      },
    );

  const attempts = {
    'a balance': patch(`accounts/${gcash.id}`, { balance: 9_999_999 }),
    'a transaction': patch(`transactions/${gcash.id}-initial`, { amount: 5 }),
    'a schedule row': patch('debts/laptop', {
      paymentSchedule: [
        { dueDate: due, amount: 300, isPaid: true },
        { dueDate: due, amount: 300, isPaid: false },
      ],
    }),
    'a summary': patch('summaries/ledger', { complete: true, writes: 0, balances: {}, net: {} }),
    'a new transaction': patch('transactions/forged', {
      type: 'income',
      amount: 500,
      description: 'Free money',
      category: 'Other',
      accountId: gcash.id,
      accountName: 'GCash',
      date: due,
      createdAt: due,
    }),
    'a deleted transaction': request.delete(`${DOCUMENTS}/${books}/transactions/${gcash.id}-initial`, {
      headers: token,
    }),
  };
  for (const [what, attempt] of Object.entries(attempts)) {
    expect((await attempt).status(), what).toBe(403);
  }
  expect(await readUserTree(request, user.uid)).toEqual(before);

  // The app's own way still works: through the functions.
  await signIn(page, user.email, user.password);
  await page.goto('/add-transaction');
  await page.getByLabel('Expense', { exact: true }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('150');
  await page.getByLabel('Description').fill('Load');
  await page.getByLabel('Category').selectOption('Utilities');
  await chooseAccount(page.getByLabel('Account', { exact: true }), 'GCash');
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(toast(page, 'Transaction added successfully!')).toBeVisible();
  expect(await storedBalance(request, user.uid, 'GCash')).toBe(850);
  await expectLedgerHolds(request, user.uid);
});
