// Issue 13, item 4: the same money move from two tabs of one signed-in browser at once. Each
// command is one Firestore transaction (libs/data store/*.ts): the second commit finds the
// documents it read changed, runs again on the new values and is refused, or computes from them.
// So a week or a debt payment is recorded once, and a doubly edited transaction leaves the
// balance equal to the ledger.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES, DEBT_MESSAGES, PALUWAGAN_MESSAGES } from '@pitaka/domain';
import { seedDebt, seedPaluwagan } from '../security/support/seed-records';
import { expectLedgerHolds, seedSetUpUser, seedTransactions } from '../support/ledger';
import { signIn, toast } from '../support/session';

// A conflicting commit is retried with backoff: the losing tab may answer a few seconds late.
const OUTCOME_MS = 20_000;

async function signedInUser(request: APIRequestContext, prefix: string) {
  const user = await seedSetUpUser(request, { prefix, accounts: [{ name: 'GCash', type: 'ewallet', balance: 5000 }] });
  return { ...user, gcash: user.accounts[0] };
}

/** The first tab signs in (remembered, so the second tab shares the session); both open `path`. */
async function twoTabsOn(context: BrowserContext, page: Page, user: { email: string; password: string }, path: string) {
  await signIn(page, user.email, user.password, { rememberMe: true });
  const second = await context.newPage();
  const tabs = [page, second];
  await Promise.all(tabs.map((tab) => tab.goto(path)));
  return tabs;
}

/** Which of these toasts the tab shows. */
async function toastIn(tab: Page, texts: readonly string[]): Promise<string> {
  const any = texts.map((text) => toast(tab, text)).reduce((all, one) => all.or(one));
  await expect(any.first()).toBeVisible({ timeout: OUTCOME_MS });
  return (await any.first().textContent()) ?? '';
}

/** Clicks the button in every tab at once. */
async function clickTogether(buttons: ReturnType<Page['getByRole']>[]) {
  await Promise.all(buttons.map((button) => button.click()));
}

test.describe('two tabs at once', () => {
  test('the same paluwagan week paid from both is recorded once', async ({ context, page, request }) => {
    const user = await signedInUser(request, 'two-tabs-paluwagan');
    const paluwaganId = await seedPaluwagan(request, user.uid, {
      name: 'Office Paluwagan',
      organizer: 'Aling Nena',
      startDate: new Date(),
      totalNumbers: 5,
      amountPerNumber: 500,
      ownedNumbers: [1],
    });
    const tabs = await twoTabsOn(context, page, user, `/paluwagan/${paluwaganId}`);
    for (const tab of tabs) {
      await tab.getByRole('button', { name: 'Mark as Paid, week 1' }).click();
      const dialog = tab.getByRole('dialog', { name: 'Confirm Payment' });
      await expect(dialog.getByRole('radio', { name: 'Deduct from Account' })).toBeChecked();
      await dialog.getByRole('combobox', { name: 'Account' }).selectOption(user.gcash.id);
    }

    await clickTogether(
      tabs.map((tab) => tab.getByRole('dialog', { name: 'Confirm Payment' }).getByRole('button', { name: 'Confirm' })),
    );

    const outcomes = await Promise.all(
      tabs.map((tab) =>
        toastIn(tab, [PALUWAGAN_MESSAGES.paymentsMarkedPaid, PALUWAGAN_MESSAGES.paymentsNotFoundOrPaid]),
      ),
    );
    expect(outcomes.sort()).toEqual([PALUWAGAN_MESSAGES.paymentsMarkedPaid, PALUWAGAN_MESSAGES.paymentsNotFoundOrPaid]);
    const ledger = await expectLedgerHolds(request, user.uid);
    expect(ledger.transactions.filter((t) => t['category'] === 'Paluwagan')).toHaveLength(1);
    expect(ledger.accounts[user.gcash.id]?.['balance']).toBe(4500);
    // The refused tab reloaded the paluwagan: both show the week paid.
    for (const tab of tabs) {
      await expect(tab.getByRole('button', { name: 'Mark as Unpaid, week 1' })).toBeVisible();
    }
  });

  test('the same debt payment marked from both is recorded once', async ({ context, page, request }) => {
    const user = await signedInUser(request, 'two-tabs-debt');
    const debtId = await seedDebt(request, user.uid, {
      type: 'owe',
      name: 'Phone for Jose',
      counterpartyName: 'Jose',
      totalAmount: 1000,
      dueDate: new Date(Date.now() + 7 * 86_400_000),
    });
    const tabs = await twoTabsOn(context, page, user, `/debt/${debtId}`);
    for (const tab of tabs) {
      await tab.getByRole('button', { name: 'Mark Paid, Payment 1' }).click();
      const dialog = tab.getByRole('dialog', { name: 'Confirm Payment' });
      await dialog.getByRole('radio', { name: 'Deduct from Account' }).check();
      await dialog.getByRole('combobox', { name: 'Account' }).selectOption(user.gcash.id);
    }

    await clickTogether(
      tabs.map((tab) => tab.getByRole('dialog', { name: 'Confirm Payment' }).getByRole('button', { name: 'Confirm' })),
    );

    const marked = '1 payment(s) marked as paid';
    const outcomes = await Promise.all(tabs.map((tab) => toastIn(tab, [marked, DEBT_MESSAGES.paymentsNotFoundOrPaid])));
    expect(outcomes.sort()).toEqual([marked, DEBT_MESSAGES.paymentsNotFoundOrPaid].sort());
    const ledger = await expectLedgerHolds(request, user.uid);
    expect(ledger.transactions.filter((t) => t['category'] === 'Debt')).toHaveLength(1);
    expect(ledger.accounts[user.gcash.id]?.['balance']).toBe(4000);
    for (const tab of tabs) {
      await expect(tab.getByRole('button', { name: 'Unmark, Payment 1' })).toBeVisible();
    }
  });

  test('the same transaction edited from both leaves every balance equal to the ledger', async ({
    context,
    page,
    request,
  }) => {
    const user = await seedSetUpUser(request, {
      prefix: 'two-tabs-edit',
      accounts: [
        { name: 'GCash', type: 'ewallet', balance: 5000 },
        { name: 'Maya', type: 'ewallet', balance: 1000 },
        { name: 'BPI', type: 'bank', balance: 1000 },
      ],
    });
    const [gcash, maya, bpi] = user.accounts;
    await seedTransactions(request, user.uid, gcash.id, [
      { type: 'expense', amount: 250, description: 'Groceries', category: 'Food', date: new Date(Date.now() - 60_000) },
    ]);
    // Each tab moves the expense to another account with another amount: a save computed from
    // stale values would leave the other tab's account debited for a transaction it no longer has.
    const edits = [
      { accountId: maya.id, amount: 300 },
      { accountId: bpi.id, amount: 400 },
    ];
    const tabs = await twoTabsOn(context, page, user, '/transactions');
    for (const [i, tab] of tabs.entries()) {
      await tab.getByRole('button', { name: 'Edit Groceries' }).click();
      const modal = tab.getByRole('dialog', { name: 'Modify Transaction' });
      await expect(modal.getByRole('textbox', { name: 'Amount' })).toHaveValue('250.00');
      await modal.getByRole('textbox', { name: 'Amount' }).fill(String(edits[i].amount));
      await modal.getByLabel('Account', { exact: true }).selectOption(edits[i].accountId);
    }

    await clickTogether(
      tabs.map((tab) =>
        tab.getByRole('dialog', { name: 'Modify Transaction' }).getByRole('button', { name: 'Save Changes' }),
      ),
    );

    // The second save reads the first one's result inside its transaction and moves the expense
    // on from there: both succeed, and the one written last is what is stored.
    const outcomes = await Promise.all(tabs.map((tab) => toastIn(tab, [ACCOUNT_MESSAGES.transactionUpdated])));
    expect(outcomes).toEqual([ACCOUNT_MESSAGES.transactionUpdated, ACCOUNT_MESSAGES.transactionUpdated]);
    const ledger = await expectLedgerHolds(request, user.uid);
    const groceries = ledger.transactions.filter((t) => t['description'] === 'Groceries');
    expect(groceries).toHaveLength(1);
    const last = edits.find((edit) => edit.accountId === groceries[0]['accountId']);
    expect(groceries[0]['amount']).toBe(last?.amount);
    const balances = Object.fromEntries(Object.entries(ledger.accounts).map(([id, a]) => [id, a['balance']]));
    expect(balances).toEqual({
      [gcash.id]: 5000,
      [maya.id]: last?.accountId === maya.id ? 1000 - last.amount : 1000,
      [bpi.id]: last?.accountId === bpi.id ? 1000 - last.amount : 1000,
    });
  });
});
