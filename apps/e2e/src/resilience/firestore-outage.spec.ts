// Issue 13, item 3: Firestore down for real. The stack's gate refuses the browser's connections to
// the emulator (as if its process had stopped) while the emulator keeps its data. Every screen
// says its load failed and offers a retry, nothing keeps loading, actions fail with their message
// and write nothing, and once Firestore is back the retry brings the screen back.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  ACCOUNT_MESSAGES,
  DEBT_MESSAGES,
  INSIGHTS_MESSAGES,
  RECURRING_MESSAGES,
  PALUWAGAN_MESSAGES,
} from '@pitaka/domain';
import { seedDebt, seedPaluwagan } from '../security/support/seed-records';
import { expectLedgerHolds, readUserTree, seedSetUpUser, seedTransactions } from '../support/ledger';
import { signIn, toast } from '../support/session';
import { setFirestore } from '../support/stack';

// A failed query is retried once, a second later (libs/data's query client): well within this,
// every screen has settled on its failure. A loading state still shown after it never ends.
const SETTLE_MS = 10_000;
// A failed Firestore transaction is attempted 5 times with backoff (about 8 s) before it gives up.
const COMMAND_GIVES_UP_MS = 20_000;
// Accounts pages say 'Retry'; paluwagan's say 'Try again'.
const RETRY = /^(Retry|Try again)$/;

/** Skeletons (aria-busy) and spinners (a status saying it is loading). */
function loadingIndicators(page: Page): Locator {
  return page.locator('[aria-busy="true"]').or(page.getByRole('status').filter({ hasText: /loading|Wait langgg/i }));
}

/** The innermost block holding a failure's text and its retry button. */
function failureBlock(scope: Locator, text: string): Locator {
  return scope
    .locator('div, section')
    .filter({ hasText: text })
    .filter({ has: scope.page().getByRole('button', { name: RETRY }) })
    .last();
}

async function seedUserWithEverything(request: APIRequestContext) {
  const user = await seedSetUpUser(request, {
    prefix: 'outage',
    accounts: [{ name: 'GCash', type: 'ewallet', balance: 5000 }],
  });
  const [gcash] = user.accounts;
  const now = Date.now();
  await seedTransactions(request, user.uid, gcash.id, [
    { type: 'expense', amount: 250, description: 'Groceries', category: 'Food', date: new Date(now - 3_600_000) },
  ]);
  const paluwaganId = await seedPaluwagan(request, user.uid, {
    name: 'Office Paluwagan',
    organizer: 'Aling Nena',
    startDate: new Date(now),
    totalNumbers: 5,
    amountPerNumber: 500,
    ownedNumbers: [1],
  });
  const debtId = await seedDebt(request, user.uid, {
    type: 'owe',
    name: 'Phone for Jose',
    counterpartyName: 'Jose',
    totalAmount: 1000,
    dueDate: new Date(now + 7 * 86_400_000),
  });
  return { ...user, gcash, paluwaganId, debtId };
}

type SeededUser = Awaited<ReturnType<typeof seedUserWithEverything>>;

interface Screen {
  path: (user: SeededUser) => string;
  /** The failure texts it shows, each with its retry, in the order their retries are clicked. */
  failures: { region?: string; text: string }[];
  /** What it shows once loaded. */
  loaded: (main: Locator) => Locator;
}

const SCREENS: Screen[] = [
  {
    path: () => '/dashboard',
    // The accounts block's retry also reloads the accounts the total needs; the total's own retry
    // reloads the profile (its currency).
    failures: [
      { region: 'Accounts', text: ACCOUNT_MESSAGES.loadDashboardFailed },
      { region: 'Recent Transactions', text: ACCOUNT_MESSAGES.loadDashboardFailed },
      { region: 'Total Balance', text: ACCOUNT_MESSAGES.loadDashboardFailed },
      { region: 'This month', text: INSIGHTS_MESSAGES.loadFailed },
      { region: 'Due this week', text: RECURRING_MESSAGES.loadDueFailed },
    ],
    loaded: (main) => main.getByRole('region', { name: 'Total Balance' }).getByText('₱4,750.00'),
  },
  {
    path: () => '/accounts',
    failures: [{ text: ACCOUNT_MESSAGES.loadAccountDataFailed }],
    loaded: (main) => main.getByRole('list', { name: 'Accounts' }).getByRole('heading', { name: 'GCash' }),
  },
  {
    path: (user) => `/accounts/${user.gcash.id}`,
    failures: [{ text: ACCOUNT_MESSAGES.loadAccountDetailsFailed }],
    loaded: (main) => main.getByRole('list', { name: 'Account transactions' }).getByText('Groceries'),
  },
  {
    path: () => '/transactions',
    failures: [{ text: ACCOUNT_MESSAGES.loadAccountDataFailed }, { text: ACCOUNT_MESSAGES.loadTransactionsFailed }],
    loaded: (main) => main.getByRole('list', { name: 'Transactions' }).getByText('Groceries'),
  },
  {
    path: () => '/add-transaction',
    failures: [{ text: ACCOUNT_MESSAGES.loadAccountDataFailed }],
    loaded: (main) =>
      main
        .getByRole('combobox', { name: 'Account', exact: true })
        .filter({ has: main.page().locator('option', { hasText: /^GCash \(/ }) }),
  },
  {
    path: () => '/upcoming',
    failures: [{ text: RECURRING_MESSAGES.loadDueFailed }],
    loaded: (main) =>
      main
        .getByRole('region', { name: 'Totals this week' })
        .or(main.getByRole('heading', { name: 'Nothing due in the next 30 days' })),
  },
  {
    path: () => '/paluwagan',
    failures: [{ text: PALUWAGAN_MESSAGES.loadFailed }],
    loaded: (main) => main.getByRole('link', { name: 'Office Paluwagan' }),
  },
  {
    path: (user) => `/paluwagan/${user.paluwaganId}`,
    failures: [{ text: PALUWAGAN_MESSAGES.loadDetailsFailed }],
    loaded: (main) => main.getByRole('table', { name: 'Weekly payments' }),
  },
  {
    path: () => '/debt',
    failures: [{ text: DEBT_MESSAGES.loadFailed }],
    loaded: (main) => main.getByText('Phone for Jose'),
  },
  {
    path: (user) => `/debt/${user.debtId}`,
    failures: [{ text: DEBT_MESSAGES.loadDetailsFailed }],
    loaded: (main) => main.getByRole('table', { name: 'Payment Schedule' }),
  },
];

/** /add-transaction filled in (a 100 expense from GCash), not yet submitted. */
async function readyToAddTransaction(tab: Page): Promise<Locator> {
  await tab.goto('/add-transaction');
  const form = tab.getByRole('form', { name: 'New transaction' });
  await form.getByLabel('Expense', { exact: true }).check();
  await form.getByRole('textbox', { name: 'Amount' }).fill('100');
  await form.getByLabel('Description').fill('Coffee');
  await form.getByLabel('Category').selectOption('Food');
  await form.getByLabel('Account', { exact: true }).selectOption({ label: 'GCash (₱4,750.00)' });
  return form;
}

/** The paluwagan's Confirm Payment dialog for week 1, from this account. */
async function readyToPayWeek(tab: Page, paluwaganId: string, accountId: string): Promise<Locator> {
  await tab.goto(`/paluwagan/${paluwaganId}`);
  await tab.getByRole('button', { name: 'Mark as Paid, week 1' }).click();
  const dialog = tab.getByRole('dialog', { name: 'Confirm Payment' });
  await expect(dialog.getByRole('radio', { name: 'Deduct from Account' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Account' }).selectOption(accountId);
  return dialog;
}

/** The debt's Confirm Payment dialog for its one payment, from this account. */
async function readyToMarkDebtPayment(tab: Page, debtId: string, accountId: string): Promise<Locator> {
  await tab.goto(`/debt/${debtId}`);
  await tab.getByRole('button', { name: 'Mark Paid, Payment 1' }).click();
  const dialog = tab.getByRole('dialog', { name: 'Confirm Payment' });
  await dialog.getByRole('radio', { name: 'Deduct from Account' }).check();
  await dialog.getByRole('combobox', { name: 'Account' }).selectOption(accountId);
  return dialog;
}

test.describe('Firestore outage', () => {
  test('every screen says its load failed, stops loading, and its retry recovers once Firestore is back', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await seedUserWithEverything(request);
    await signIn(page, user.email, user.password);
    const main = page.getByRole('main');

    for (const screen of SCREENS) {
      const path = screen.path(user);
      await test.step(path, async () => {
        await setFirestore(request, 'stop');
        try {
          // A fresh page load: nothing cached from the last screen.
          await page.goto(path);
          for (const { region, text } of screen.failures) {
            const scope = region ? main.getByRole('region', { name: region, exact: true }) : main;
            await expect(failureBlock(scope, text), `${path}: ${text}`).toBeVisible({ timeout: SETTLE_MS });
          }
          await expect(loadingIndicators(page), `${path} still loading`).toHaveCount(0, { timeout: SETTLE_MS });
          if (path === '/dashboard') {
            // Spec section 8: paluwagan and debt load errors on the dashboard are only logged and
            // show the empty state.
            await expect(main.getByRole('region', { name: 'Paluwagan' })).toContainText('No Paluwagan');
            await expect(main.getByRole('region', { name: 'Debts' })).toContainText('No debts yet');
          }
        } finally {
          await setFirestore(request, 'start');
        }
        for (const { region, text } of screen.failures) {
          const scope = region ? main.getByRole('region', { name: region, exact: true }) : main;
          await failureBlock(scope, text).getByRole('button', { name: RETRY }).click();
        }
        await expect(screen.loaded(main), `${path} after retry`).toBeVisible();
        await expect(main.getByRole('button', { name: RETRY })).toHaveCount(0);
      });
    }
  });

  test('actions tried during the outage fail with their message and write nothing; once it is back they go through', async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const user = await seedUserWithEverything(request);
    const before = await readUserTree(request, user.uid);
    await signIn(page, user.email, user.password, { rememberMe: true });
    // One tab per action, each ready to click when Firestore goes down: they fail together.
    const [addTab, paluwaganTab, debtTab] = [page, await context.newPage(), await context.newPage()];
    const [addForm, payDialog, markDialog] = await Promise.all([
      readyToAddTransaction(addTab),
      readyToPayWeek(paluwaganTab, user.paluwaganId, user.gcash.id),
      readyToMarkDebtPayment(debtTab, user.debtId, user.gcash.id),
    ]);

    await setFirestore(request, 'stop');
    try {
      await Promise.all([
        addForm.getByRole('button', { name: 'Add Transaction' }).click(),
        payDialog.getByRole('button', { name: 'Confirm' }).click(),
        markDialog.getByRole('button', { name: 'Confirm' }).click(),
      ]);
      await Promise.all([
        // The form stays, with what was typed, and says the transaction was not added.
        expect
          .soft(addForm.getByRole('alert'), 'add transaction')
          .toHaveText(ACCOUNT_MESSAGES.addTransactionFailed, { timeout: COMMAND_GIVES_UP_MS }),
        expect
          .soft(toast(paluwaganTab, PALUWAGAN_MESSAGES.actionFailed), 'pay a week')
          .toBeVisible({ timeout: COMMAND_GIVES_UP_MS }),
        expect
          .soft(toast(debtTab, DEBT_MESSAGES.markFailed), 'mark a debt payment')
          .toBeVisible({ timeout: COMMAND_GIVES_UP_MS }),
      ]);
      await expect.soft(addForm.getByLabel('Description'), 'typed description kept').toHaveValue('Coffee');
    } finally {
      await setFirestore(request, 'start');
    }

    // Nothing half-written: the stored documents are exactly what they were.
    expect(await readUserTree(request, user.uid)).toEqual(before);

    // Once Firestore is back the same actions go through, once each: the paluwagan's dialog is
    // still open; the debt page is opened afresh (what it shows after a failed command is not
    // the spec's concern).
    await payDialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(paluwaganTab, PALUWAGAN_MESSAGES.paymentsMarkedPaid)).toBeVisible();
    const markAgain = await readyToMarkDebtPayment(debtTab, user.debtId, user.gcash.id);
    await markAgain.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(debtTab, '1 payment(s) marked as paid')).toBeVisible();
    const ledger = await expectLedgerHolds(request, user.uid);
    expect(ledger.transactions.filter((t) => ['Paluwagan', 'Debt'].includes(t['category'] as string))).toHaveLength(2);
    expect(ledger.accounts[user.gcash.id]?.['balance']).toBe(4750 - 500 - 1000);
  });
});
