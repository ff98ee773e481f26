// Issue 22, "Done when": a user with transactions in three months sees the right figures on
// /insights and in the dashboard's "This month" widget, edits one and sees them and the charts'
// tables change. The user is seeded over REST, as data from before the summaries: /insights first
// prepares them (the one-time rebuild). Every expected figure is summed here from the emulator's
// raw transactions (Manila months; a transfer's out and in halves are not income or expense, its
// fee is an expense; opening balances, 'Initial', are not income), never from the app's code.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  CATEGORY_FEES,
  CATEGORY_INITIAL,
  CATEGORY_TRANSFER,
  transferPartId,
  transferTitle,
  type RawTransaction,
  type TransferRole,
} from '@pitaka/domain';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  expectLedgerHolds,
  readCollection,
  readUserTree,
  seedSetUpUser,
  seedTransactions,
  writeDocument,
  type SeedTransaction,
} from '../support/ledger';
import { signIn, toast } from '../support/session';
import { describeOnPhone, expectNoWiderThanScreen } from '../support/layout';
import { at, BPI_SALARIES_AND_BILLS, GCASH_SMALL_SPENDING } from '../support/household-history';

// Tuesday 10 March 2026, 10:00 in Manila; the clock runs on from there. The three months are
// January, February and March 2026.
const NOW = new Date('2026-03-10T10:00:00+08:00');
const THIS_MONTH = { key: '2026-03', label: 'March 2026', row: 'Mar 2026' };
const LAST_MONTH = { key: '2026-02', label: 'February 2026', row: 'Feb 2026' };
const FIRST_MONTH = { key: '2026-01', label: 'January 2026', row: 'Jan 2026' };
const MONTHS = [FIRST_MONTH, LAST_MONTH, THIS_MONTH];

/** BPI's transactions: salaries, bills, rent and the March groceries the test edits. */
const BPI_HISTORY: SeedTransaction[] = [
  ...BPI_SALARIES_AND_BILLS,
  { type: 'expense', amount: 549, description: 'Netflix', category: 'Subscriptions', date: at('2026-03-03T20:00:00') },
  { type: 'expense', amount: 1_250, description: 'Groceries', category: 'Food', date: at('2026-03-07T11:00:00') },
];

/** GCash's: small spending, a refund, a bonus, and two dates either side of Manila's midnight. */
const GCASH_HISTORY: SeedTransaction[] = [
  ...GCASH_SMALL_SPENDING,
  // The last evening of February in Manila (also February in UTC).
  { type: 'expense', amount: 640.25, description: 'Jollibee', category: 'Food', date: at('2026-02-28T23:30:00') },
  // Half past midnight on 1 March in Manila: still 28 February in UTC, March here.
  { type: 'expense', amount: 180, description: 'Midnight snack', category: 'Food', date: at('2026-03-01T00:30:00') },
  { type: 'income', amount: 6_500, description: 'Project bonus', category: 'Bonus', date: at('2026-03-05T15:00:00') },
];

/** Moved from BPI to GCash in March, with a fee: only the fee is spending. */
const TRANSFER = { amount: 2_000, fee: 15, date: at('2026-03-06T10:00:00') };

/** What the test edits through Modify Transaction: the March groceries, ₱1,250 → ₱2,100. */
const EDITED = { description: 'Groceries', amount: '2100' };

type Account = { id: string; name: string };

/**
 * A transfer as Record Transfer books it (out and in halves and the fee, linked, ids
 * `{id}-{role}`), written over REST with both balances moved, so the ledger audit holds.
 */
async function seedTransfer(request: APIRequestContext, uid: string, from: Account, to: Account) {
  const id = `seed-transfer-${Date.now()}`;
  const parts: { role: TransferRole; account: Account; other: Account; amount: number }[] = [
    { role: 'out', account: from, other: to, amount: TRANSFER.amount },
    { role: 'in', account: to, other: from, amount: TRANSFER.amount },
    { role: 'fee', account: from, other: to, amount: TRANSFER.fee },
  ];
  for (const { role, account, other, amount } of parts) {
    const link = { id, role, accountId: other.id, accountName: other.name };
    await writeDocument(request, `users/${uid}/transactions/${transferPartId(id, role)}`, {
      type: role === 'in' ? 'income' : 'expense',
      amount,
      description: transferTitle(link),
      category: role === 'fee' ? CATEGORY_FEES : CATEGORY_TRANSFER,
      accountId: account.id,
      accountName: account.name,
      date: TRANSFER.date,
      createdAt: TRANSFER.date,
      transfer: link,
    });
  }
  const accounts = await readCollection(request, uid, 'accounts');
  const moved = { [from.id]: -(TRANSFER.amount + TRANSFER.fee), [to.id]: TRANSFER.amount };
  for (const [accountId, pesos] of Object.entries(moved)) {
    const account = accounts[accountId];
    const balance = (Math.round(account['balance'] * 100) + Math.round(pesos * 100)) / 100;
    await writeDocument(request, `users/${uid}/accounts/${accountId}`, { ...account, balance });
  }
}

/** A set-up user with two accounts and transactions in January, February and March 2026. */
async function seedThreeMonths(request: APIRequestContext, prefix: string) {
  const user = await seedSetUpUser(request, {
    prefix,
    accounts: [
      { name: 'BPI', type: 'bank', balance: 20_000 },
      { name: 'GCash', type: 'ewallet', balance: 3_000 },
    ],
  });
  const [bpi, gcash] = user.accounts;
  await seedTransactions(request, user.uid, bpi.id, BPI_HISTORY);
  await seedTransactions(request, user.uid, gcash.id, GCASH_HISTORY);
  await seedTransfer(request, user.uid, bpi, gcash);
  await expectLedgerHolds(request, user.uid);
  return user;
}

// ---- The expected figures, from the emulator's raw documents -------------------------------

const MANILA_OFFSET = 8 * 60 * 60 * 1000; // Asia/Manila has no daylight saving time

/** 'YYYY-MM' of the instant in Manila. */
const manilaMonth = (date: Date) => new Date(date.getTime() + MANILA_OFFSET).toISOString().slice(0, 7);
const centavosOf = (pesos: number) => Math.round(pesos * 100);
const isTransferHalf = (t: RawTransaction) => t.transfer?.role === 'out' || t.transfer?.role === 'in';

interface Figures {
  income: number;
  expense: number;
  net: number;
  /** Expense per category, largest first (then by name). */
  spending: { category: string; amount: number }[];
}

function figuresOf(transactions: readonly RawTransaction[], month: string): Figures {
  let income = 0;
  let expense = 0;
  const spending = new Map<string, number>();
  for (const t of transactions) {
    if (manilaMonth(t.date as Date) !== month || isTransferHalf(t) || t.category === CATEGORY_INITIAL) continue;
    const amount = centavosOf(t.amount);
    if (t.type === 'income') {
      income += amount;
    } else {
      expense += amount;
      spending.set(t.category, (spending.get(t.category) ?? 0) + amount);
    }
  }
  return {
    income,
    expense,
    net: income - expense,
    spending: [...spending]
      .map(([category, amount]) => ({ category, amount }))
      .sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category)),
  };
}

/** Everything every account held at the end of the month: all moves up to then, opening balances and transfers included. */
function netWorthAtEndOf(transactions: readonly RawTransaction[], month: string): number {
  return transactions
    .filter((t) => manilaMonth(t.date as Date) <= month)
    .reduce((sum, t) => sum + (t.type === 'income' ? 1 : -1) * centavosOf(t.amount), 0);
}

async function storedTransactions(request: APIRequestContext, uid: string) {
  return (await readUserTree(request, uid)).transactions;
}

// ---- How the screens write them ------------------------------------------------------------

const peso = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** An amount with its sign in text: '+₱6,500.00', '−₱1,994.00' (U+2212), '₱0.00'. */
const signed = (centavos: number) =>
  centavos > 0 ? `+${peso(centavos)}` : centavos < 0 ? `−${peso(-centavos)}` : peso(0);
/** An expense total: red '−' once anything was spent. */
const spent = (centavos: number) => (centavos > 0 ? `−${peso(centavos)}` : peso(0));
/** A category's share of the month's expense, one decimal: '71.7%'. */
const share = (amount: number, expense: number) => `${Math.round((amount / expense) * 1000) / 10}%`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The <dd> beside the <dt> with exactly this term (the insights tiles and the widget's facts). */
function fact(scope: Locator, term: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
}

async function expectFacts(scope: Locator, figures: Figures) {
  await expect(fact(scope, 'Income')).toHaveText(signed(figures.income));
  await expect(fact(scope, 'Expense')).toHaveText(spent(figures.expense));
  await expect(fact(scope, 'Net')).toHaveText(signed(figures.net));
}

/** Each body row of the table: its row header and cells, as text. */
function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Opens a chart's data table ('Show as table') and returns it. */
async function openTable(section: Locator): Promise<Locator> {
  await section.getByRole('button', { name: 'Show as table' }).click();
  await expect(section.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  return section.getByRole('table');
}

/**
 * /insights for the current month agrees with the stored transactions: the month's income,
 * expense and net, the spending table, and the trend tables' rows of the three months.
 */
async function expectInsightsShow(page: Page, transactions: readonly RawTransaction[]) {
  const current = figuresOf(transactions, THIS_MONTH.key);
  await expectFacts(region(page, THIS_MONTH.label), current);

  const spending = region(page, 'Spending by category');
  await expect
    .poll(() => tableRows(spending.getByRole('table')))
    .toEqual(current.spending.map((row) => [row.category, peso(row.amount), share(row.amount, current.expense)]));

  const incomeExpense = await openTable(region(page, 'Income and expense'));
  const netWorth = await openTable(region(page, 'Net worth'));
  const shown = async (table: Locator) =>
    (await tableRows(table)).filter(([month]) => MONTHS.some((m) => m.row === month));
  await expect
    .poll(() => shown(incomeExpense))
    .toEqual(
      MONTHS.map((m) => {
        const figures = figuresOf(transactions, m.key);
        return [m.row, peso(figures.income), peso(figures.expense)];
      }),
    );
  await expect
    .poll(() => shown(netWorth))
    .toEqual(MONTHS.map((m) => [m.row, peso(netWorthAtEndOf(transactions, m.key))]));
  return { current };
}

/** The dashboard's "This month": the same income, expense and net, and the top 3 categories. */
async function expectThisMonthWidgetShows(page: Page, transactions: readonly RawTransaction[]) {
  const current = figuresOf(transactions, THIS_MONTH.key);
  const widget = region(page, 'This month');
  await expectFacts(widget, current);
  await expect(widget.locator('ol > li')).toHaveText(
    current.spending
      .slice(0, 3)
      .map(
        (row) =>
          new RegExp(
            `^${escapeRegExp(row.category)}\\s*${escapeRegExp(`${peso(row.amount)} · ${share(row.amount, current.expense)}`)}$`,
          ),
      ),
  );
  await expect(widget.getByRole('link', { name: 'View all insights' })).toHaveAttribute('href', '/insights');
}

/** Holds back the rebuild's count of the transactions a moment, so its step can be seen at all. */
async function slowDownTheCount(page: Page) {
  await page.route(
    (url) => url.pathname.includes(':runAggregationQuery'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    },
  );
}

test('three months of history: prepared once, then the figures /insights and This month show are the sums of the stored transactions, and follow an edit', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: NOW });
  const user = await seedThreeMonths(request, 'insights');
  const before = await storedTransactions(request, user.uid);
  // The data's own checks: three months with money in each; the edge cases are in them.
  for (const { key } of MONTHS) expect(figuresOf(before, key).income, key).toBeGreaterThan(0);
  expect(before.some((t) => isTransferHalf(t))).toBe(true);

  await signIn(page, user.email, user.password);
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Before the rebuild the dashboard points to it instead of showing figures it does not have.
  await expect(region(page, 'This month')).toContainText('Your monthly figures are not ready yet.');

  // The one-time preparation, then the figures.
  await slowDownTheCount(page);
  await nav.getByRole('link', { name: 'Insights', exact: true }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Preparing your insights' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Transactions summarized' })).toBeVisible();
  await expect(region(page, THIS_MONTH.label)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Preparing your insights' })).toHaveCount(0);
  await page.unrouteAll();
  // The rebuilt summaries equal a recomputation from the transactions (the audit checks them once complete).
  const rebuilt = await expectLedgerHolds(request, user.uid);
  expect(rebuilt.summaries?.['ledger']?.['complete']).toBe(true);

  // This month, and what it changed from February, in words.
  const { current } = await expectInsightsShow(page, before);
  const february = figuresOf(before, LAST_MONTH.key);
  const down = february.expense - current.expense;
  expect(down).toBeGreaterThan(0);
  await expect(region(page, THIS_MONTH.label).getByRole('listitem').nth(1)).toHaveText(
    `Expense: ${peso(current.expense)}, down ${peso(down)} (−${Math.round((down / february.expense) * 100)}%) from February`,
  );
  await expectNoSeriousA11yViolations(page, '/insights 1280px, tables open');

  // The month before, through the month picker.
  await page.getByRole('button', { name: `Previous month, ${LAST_MONTH.label}` }).click();
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue(LAST_MONTH.key);
  await expectFacts(region(page, LAST_MONTH.label), february);
  await expect
    .poll(() => tableRows(region(page, 'Spending by category').getByRole('table')))
    .toEqual(february.spending.map((row) => [row.category, peso(row.amount), share(row.amount, february.expense)]));

  // The dashboard's widget says the same of this month.
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expectThisMonthWidgetShows(page, before);

  // Edit March's groceries through Modify Transaction.
  await nav.getByRole('link', { name: 'Transactions', exact: true }).click();
  const row = page
    .getByRole('list', { name: 'Transactions' })
    .getByRole('listitem')
    .filter({ hasText: EDITED.description });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Edit ${EDITED.description}`, exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Modify Transaction' });
  await expect(modal.getByRole('textbox', { name: 'Amount' })).toHaveValue('1250.00');
  await modal.getByRole('textbox', { name: 'Amount' }).fill(EDITED.amount);
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Transaction updated successfully')).toBeVisible();
  await expect(modal).toBeHidden();
  // Balances, links and the (now complete) summaries still equal a recomputation.
  await expectLedgerHolds(request, user.uid);

  const after = await storedTransactions(request, user.uid);
  const edited = figuresOf(after, THIS_MONTH.key);
  expect(edited.expense - current.expense).toBe(centavosOf(Number(EDITED.amount) - 1_250));
  expect(figuresOf(after, LAST_MONTH.key)).toEqual(february);

  // /insights follows: the month's figures, the spending table and the trend tables changed.
  await nav.getByRole('link', { name: 'Insights', exact: true }).click();
  await expectInsightsShow(page, after);
  expect(netWorthAtEndOf(after, THIS_MONTH.key)).not.toBe(netWorthAtEndOf(before, THIS_MONTH.key));
  expect(netWorthAtEndOf(after, LAST_MONTH.key)).toBe(netWorthAtEndOf(before, LAST_MONTH.key));

  // And so does the dashboard.
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expectThisMonthWidgetShows(page, after);
});

describeOnPhone('at 390 px', () => {
  test('/insights and the This month widget fit the width, show the figures and pass axe', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install({ time: NOW });
    const user = await seedThreeMonths(request, 'insights-phone');
    const transactions = await storedTransactions(request, user.uid);

    await signIn(page, user.email, user.password);
    await page.goto('/insights');
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expectInsightsShow(page, transactions);
    await expect(page.getByRole('img', { name: /^Bar chart of spending by category/ })).toBeVisible();
    await expectNoWiderThanScreen(page, '/insights');
    await expectNoSeriousA11yViolations(page, '/insights 390px, tables open');

    await page.goto('/dashboard');
    await expectThisMonthWidgetShows(page, transactions);
    await expectNoWiderThanScreen(page, '/dashboard');
    await expectNoSeriousA11yViolations(page, '/dashboard with This month 390px');
  });
});
