// Budgets against the real emulators and rules: saved through the callable, read by period and
// as the latest, and what they read as spent from the month summaries the commands keep.
import {
  buildBudgetView,
  monthsFor,
  periodsFor,
  spentInPeriod,
  toCentavos,
  type BudgetLine,
  type PeriodKey,
} from '@pitaka/domain';
import { paths as ledgerPaths, personalSpace } from '@pitaka/ledger';
import { at, seedBypassingRules } from '../../testing/emulator';
import { testUser } from '../../testing/test-user';
import {
  addTransaction,
  editTransaction,
  getBudget,
  getLatestBudget,
  getMonthSummary,
  revertTransaction,
  saveBudget,
  type DataScope,
} from './index';

jest.setTimeout(60_000);

const c = testUser('budgets');

describe('budgets', () => {
  it('are saved by period, read back, and the latest names the kind the space plans by', async () => {
    await c.setUp('Wallet', at(2026, 11, 1), toCentavos(10_000));
    expect(await getLatestBudget(c.scope)).toBeNull();
    await saveBudget(c.scope, {
      period: '2026-11-1',
      rows: [{ category: 'Food', amount: toCentavos(3000), rollover: true }],
    });
    await saveBudget(c.scope, {
      period: '2026-11-2',
      rows: [
        { category: 'Food', amount: toCentavos(2500), rollover: true },
        { category: 'Transport', amount: toCentavos(800), rollover: false },
      ],
    });
    expect(await getBudget(c.scope, '2026-11-2')).toMatchObject({
      id: '2026-11-2',
      categories: {
        Food: { amount: toCentavos(2500), rollover: true },
        Transport: { amount: toCentavos(800), rollover: false },
      },
    });
    expect((await getLatestBudget(c.scope))?.id).toBe('2026-11-2');
    expect(await getBudget(c.scope, '2026-12-1')).toBeNull();
    await expect(
      saveBudget(c.scope, { period: '2026-11', rows: [{ category: 'Food', amount: null, rollover: false }] }),
    ).rejects.toMatchObject({ code: 'refused', message: 'Enter a budget for Food' });
  });

  it('read what was spent on each side of Manila midnight on the 15th from the summaries', async () => {
    const wallet = await c.account('Cash', toCentavos(5_000), 'cash');
    const spend = (pesos: number, date: Date) =>
      addTransaction(c.scope, {
        type: 'expense',
        amount: toCentavos(pesos),
        description: 'Groceries',
        category: 'Food',
        accountId: wallet,
        date,
      });
    await spend(120.5, at(2026, 11, 15, 23, 59));
    await spend(99.25, at(2026, 11, 16, 0, 0));
    const november = await getMonthSummary(c.scope, '2026-11');
    expect(spentInPeriod(november, '2026-11-1')).toEqual({ Food: toCentavos(120.5) });
    expect(spentInPeriod(november, '2026-11-2')).toEqual({ Food: toCentavos(99.25) });
    expect(spentInPeriod(november, '2026-11')).toEqual({ Food: toCentavos(219.75) });
  });
});

/** A period's lines as /budgets reads them: its budgets and its months' summaries, nothing else. */
async function linesOf(scope: DataScope, period: PeriodKey, today: Date): Promise<Record<string, BudgetLine>> {
  const budgets = await Promise.all(periodsFor(period).map((p) => getBudget(scope, p)));
  const summaries = new Map(
    await Promise.all(monthsFor(period).map(async (m) => [m, await getMonthSummary(scope, m)] as const)),
  );
  const view = buildBudgetView(period, budgets, summaries, today);
  return Object.fromEntries(view.lines.map((line) => [line.category, line]));
}

describe('budgets over time, through the ledger callable', () => {
  const u = testUser('budget-periods', { each: true });
  const pesos = toCentavos;

  async function books() {
    await u.setUp('Wallet', at(2026, 9, 1), pesos(50_000));
    const wallet = await u.account('Cash', pesos(20_000), 'cash');
    const spend = (amount: number, date: Date, category = 'Food') =>
      addTransaction(u.scope, {
        type: 'expense',
        amount: pesos(amount),
        description: 'Palengke',
        category,
        accountId: wallet,
        date,
      });
    return { wallet, spend };
  }

  it('rolls over three periods: what is left and what is overspent carry on, a period without rollover starts again', async () => {
    const { spend } = await books();
    const food = (amount: number, rollover = true) => ({ category: 'Food', amount: pesos(amount), rollover });
    await saveBudget(u.scope, { period: '2026-10-1', rows: [food(3_000)] });
    await saveBudget(u.scope, { period: '2026-10-2', rows: [food(3_000)] });
    await saveBudget(u.scope, { period: '2026-11-1', rows: [food(3_000)] });
    await saveBudget(u.scope, { period: '2026-11-2', rows: [food(3_000, false)] });
    await spend(2_500, at(2026, 10, 10)); // 500 left
    await spend(3_800, at(2026, 10, 31, 23, 30)); // 3,500 available: 300 over
    await spend(1_000, at(2026, 11, 3)); // 2,700 available
    const third = await linesOf(u.scope, '2026-11-1', at(2026, 11, 5));
    expect(third['Food']).toMatchObject({ carried: pesos(-300), available: pesos(2_700), spent: pesos(1_000) });
    const fourth = await linesOf(u.scope, '2026-11-2', at(2026, 11, 20));
    // The third left 1,700, carried into the fourth, which does not roll over itself.
    expect(fourth['Food']).toMatchObject({ carried: pesos(1_700), available: pesos(4_700), spent: pesos(0) });
    const december = await linesOf(u.scope, '2026-12-1', at(2026, 12, 1));
    expect(december['Food']).toBeUndefined();
  });

  it('edited mid-period reads the new amount against everything already spent in the period', async () => {
    const { spend } = await books();
    await saveBudget(u.scope, {
      period: '2026-11-2',
      rows: [{ category: 'Food', amount: pesos(2_000), rollover: false }],
    });
    await spend(1_500, at(2026, 11, 17));
    expect((await linesOf(u.scope, '2026-11-2', at(2026, 11, 18)))['Food']).toMatchObject({
      left: pesos(500),
      over: false,
    });
    await saveBudget(u.scope, {
      period: '2026-11-2',
      rows: [{ category: 'Food', amount: pesos(1_200), rollover: false }],
    });
    expect((await linesOf(u.scope, '2026-11-2', at(2026, 11, 18)))['Food']).toMatchObject({
      budget: pesos(1_200),
      spent: pesos(1_500),
      left: pesos(-300),
      over: true,
    });
  });

  it('follows an expense moved to another category and to another period, and one reverted', async () => {
    const { wallet, spend } = await books();
    const rows = [
      { category: 'Food', amount: pesos(2_000), rollover: false },
      { category: 'Transport', amount: pesos(1_000), rollover: false },
    ];
    await saveBudget(u.scope, { period: '2026-11-1', rows });
    await saveBudget(u.scope, { period: '2026-11-2', rows });
    const { id } = await spend(600, at(2026, 11, 14));
    const moved = { type: 'expense' as const, amount: pesos(600), description: 'Grab', accountId: wallet };
    await editTransaction(u.scope, { transactionId: id, ...moved, category: 'Transport', date: at(2026, 11, 14) });
    let first = await linesOf(u.scope, '2026-11-1', at(2026, 11, 14));
    expect([first['Food'].spent, first['Transport'].spent]).toEqual([pesos(0), pesos(600)]);
    // To the 16th: out of the first kinsena, into the second (Manila days).
    await editTransaction(u.scope, { transactionId: id, ...moved, category: 'Transport', date: at(2026, 11, 16) });
    first = await linesOf(u.scope, '2026-11-1', at(2026, 11, 16));
    const second = await linesOf(u.scope, '2026-11-2', at(2026, 11, 16));
    expect(first['Transport'].spent).toBe(0);
    expect(second['Transport'].spent).toBe(pesos(600));
    await revertTransaction(u.scope, { transactionId: id });
    expect((await linesOf(u.scope, '2026-11-2', at(2026, 11, 16)))['Transport'].spent).toBe(0);
  });

  it('counts a category taken out of the budget as unbudgeted, and reads a stored one it no longer knows without it', async () => {
    const { spend } = await books();
    await saveBudget(u.scope, {
      period: '2026-11-2',
      rows: [
        { category: 'Food', amount: pesos(2_000), rollover: false },
        { category: 'Shopping', amount: pesos(1_000), rollover: false },
      ],
    });
    await spend(450, at(2026, 11, 20), 'Shopping');
    await saveBudget(u.scope, {
      period: '2026-11-2',
      rows: [{ category: 'Food', amount: pesos(2_000), rollover: false }],
    });
    const budgets = await Promise.all(periodsFor('2026-11-2').map((p) => getBudget(u.scope, p)));
    const view = buildBudgetView(
      '2026-11-2',
      budgets,
      new Map([['2026-11', await getMonthSummary(u.scope, '2026-11')]]),
      at(2026, 11, 20),
    );
    expect(view.lines.map((l) => l.category)).toEqual(['Food']);
    expect(view.unbudgeted).toEqual([{ category: 'Shopping', spent: pesos(450) }]);
    // A budget stored with a category since renamed (as an older app or another writer left it).
    const path = ledgerPaths(personalSpace(u.scope.uid)).budget('2026-12-1').path;
    await seedBypassingRules(path, {
      period: '2026-12-1',
      categories: { Food: { amount: 100_000, rollover: false }, Groceries: { amount: 50_000, rollover: false } },
    });
    expect(await getBudget(u.scope, '2026-12-1')).toMatchObject({
      categories: { Food: { amount: pesos(1_000), rollover: false } },
    });
    expect(Object.keys((await getBudget(u.scope, '2026-12-1'))?.categories ?? {})).toEqual(['Food']);
  });
});
