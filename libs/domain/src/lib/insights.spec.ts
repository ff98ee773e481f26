import fc from 'fast-check';
import { bookedTransfer } from '../testing/summarized';
import {
  monthChange,
  monthFigures,
  monthLabel,
  monthName,
  monthStart,
  netWorthSeries,
  shortMonthLabel,
  spendingByMember,
  type CategorySpending,
  type MonthFigures,
} from './insights';
import type { TransactionType } from './model';
import { centavos, sumMoney, toCentavos, type Centavos } from './money';
import {
  emptyLedgerSummary,
  monthKeyOf,
  monthsEnding,
  shiftMonth,
  summariesFromTransactions,
  type LedgerSummary,
  type MonthSummary,
  type SummarizedTransaction,
} from './summaries';
import { signedAmount } from './transactions';

// Every date is an absolute instant, so this file means the same in every zone
// (zones.spec.ts reruns it under America/Los_Angeles, Asia/Dubai and UTC).
const at = (iso: string) => new Date(iso);
const NOV = at('2026-11-10T04:00:00Z');

const tx = (
  type: TransactionType,
  pesos: number,
  category: string,
  accountId: string,
  date = NOV,
): SummarizedTransaction => ({ type, amount: toCentavos(pesos), category, accountId, date });

const transfer = (from: string, to: string, pesos: number, feePesos: number) =>
  bookedTransfer(from, to, pesos, feePesos, NOV);

/** The November summary of these transactions, as the ledger keeps it. */
function novemberOf(transactions: SummarizedTransaction[]): MonthSummary {
  return summariesFromTransactions(transactions, {}).months.get('2026-11') ?? { month: '2026-11', accounts: {} };
}

const spend = (category: string, pesos: number, percent: number) => ({
  category,
  amount: toCentavos(pesos),
  percent,
});
const earn = (category: string, pesos: number) => ({ category, amount: toCentavos(pesos) });

function figures(
  income: number,
  expense: number,
  spending: CategorySpending[],
  earning: MonthFigures['earning'],
): MonthFigures {
  return {
    month: '2026-11',
    income: toCentavos(income),
    expense: toCentavos(expense),
    net: toCentavos(income - expense),
    spending,
    earning,
  };
}

describe('month names', () => {
  it.each([
    ['2026-01', 'January', 'January 2026', 'Jan'],
    ['2026-02', 'February', 'February 2026', 'Feb'],
    ['2026-09', 'September', 'September 2026', 'Sep'],
    ['2026-10', 'October', 'October 2026', 'Oct'],
    ['2027-12', 'December', 'December 2027', 'Dec'],
  ])('%s: %s, %s, %s', (key, name, label, short) => {
    expect(monthName(key)).toBe(name);
    expect(monthLabel(key)).toBe(label);
    expect(shortMonthLabel(key)).toBe(short);
  });

  it.each([
    ['2026-11', '2026-10-31T16:00:00Z'],
    ['2026-01', '2025-12-31T16:00:00Z'],
    ['2024-03', '2024-02-29T16:00:00Z'],
  ])('%s starts at Manila midnight, %s', (key, instant) => {
    expect(monthStart(key)).toEqual(at(instant));
  });

  it('a month starts at its first Manila instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const key = `${year}-${String(month).padStart(2, '0')}`;
        expect(monthKeyOf(monthStart(key))).toBe(key);
        expect(monthKeyOf(new Date(monthStart(key).getTime() - 1))).toBe(shiftMonth(key, -1));
      }),
      { numRuns: 200 },
    );
  });
});

describe('monthFigures', () => {
  // a1 (BPI) and a2 (GCash) opened this month; a transfer of ₱1,000 from a1 to a2 with a ₱15 fee.
  const november = novemberOf([
    tx('income', 10000, 'Initial', 'a1'),
    tx('income', 30000, 'Salary', 'a1'),
    tx('expense', 4200, 'Food', 'a1'),
    tx('expense', 2500, 'Bills', 'a1'),
    ...transfer('a1', 'a2', 1000, 15),
    tx('income', 500, 'Initial', 'a2'),
    tx('expense', 800, 'Food', 'a2'),
    tx('expense', 300, 'Transport', 'a2'),
    tx('income', 200, 'Food', 'a2'), // a refund
  ]);

  it.each<[string, string | null, MonthFigures]>([
    [
      'every account',
      null,
      figures(
        30200,
        7815,
        [spend('Food', 5000, 64), spend('Bills', 2500, 32), spend('Transport', 300, 3.8), spend('Fees', 15, 0.2)],
        [earn('Salary', 30000), earn('Food', 200)],
      ),
    ],
    [
      'a1 only',
      'a1',
      figures(
        30000,
        6715,
        [spend('Food', 4200, 62.5), spend('Bills', 2500, 37.2), spend('Fees', 15, 0.2)],
        [earn('Salary', 30000)],
      ),
    ],
    [
      'a2 only',
      'a2',
      figures(200, 1100, [spend('Food', 800, 72.7), spend('Transport', 300, 27.3)], [earn('Food', 200)]),
    ],
    ['an account without moves', 'a3', figures(0, 0, [], [])],
  ])('%s', (_label, accountId, expected) => {
    expect(monthFigures(november, '2026-11', accountId)).toStrictEqual(expected);
  });

  it('does not count an opening balance as income', () => {
    const opened = novemberOf([tx('income', 10000, 'Initial', 'a1'), tx('income', 500, 'Initial', 'a2')]);
    expect(monthFigures(opened, '2026-11')).toStrictEqual(figures(0, 0, [], []));
  });

  it('counts a transfer as neither income nor expense, its fee as an expense', () => {
    expect(monthFigures(novemberOf(transfer('a1', 'a2', 1000, 0)), '2026-11')).toStrictEqual(figures(0, 0, [], []));
    expect(monthFigures(novemberOf(transfer('a1', 'a2', 1000, 15)), '2026-11')).toStrictEqual(
      figures(0, 15, [spend('Fees', 15, 100)], []),
    );
    expect(monthFigures(novemberOf(transfer('a1', 'a2', 1000, 15)), '2026-11', 'a2')).toStrictEqual(
      figures(0, 0, [], []),
    );
  });

  it.each([null, undefined])('reads a missing summary (%p) as an empty month', (summary) => {
    expect(monthFigures(summary, '2026-11')).toStrictEqual(figures(0, 0, [], []));
    expect(monthFigures(summary, '2026-11', 'a1')).toStrictEqual(figures(0, 0, [], []));
  });

  it('orders equal amounts by category name', () => {
    // Equal amounts given out of order, one of them on another account.
    const even = novemberOf([
      ...['Transport', 'Bills'].map((category) => tx('expense', 100, category, 'a1')),
      tx('expense', 100, 'Food', 'a2'),
      ...['Salary', 'Bonus'].map((category) => tx('income', 50, category, 'a1')),
    ]);
    const { spending, earning } = monthFigures(even, '2026-11');
    expect(spending.map((s) => [s.category, s.percent])).toEqual([
      ['Bills', 33.3],
      ['Food', 33.3],
      ['Transport', 33.3],
    ]);
    expect(earning.map((e) => e.category)).toEqual(['Bonus', 'Salary']);
  });

  it('keeps amounts as exact centavos', () => {
    const cents = novemberOf([tx('expense', 0.1, 'Food', 'a1'), tx('expense', 0.2, 'Food', 'a2')]);
    const { expense, spending } = monthFigures(cents, '2026-11');
    const amounts: Centavos[] = [expense, spending[0].amount];
    expect(amounts).toEqual([30, 30]);
  });

  const arbSpending = fc.dictionary(
    fc.constantFrom('Food', 'Bills', 'Transport', 'Health', 'Shopping', 'Fees', 'Debt', 'Paluwagan'),
    fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 1e11 })),
    { minKeys: 1 },
  );

  it('gives each category its share of the expense, one decimal, largest first, adding up to about 100', () => {
    fc.assert(
      fc.property(arbSpending, (byCategory) => {
        const list = Object.entries(byCategory).map(([category, c]) => ({
          ...tx('expense', 0, category, 'a1'),
          amount: centavos(c),
        }));
        const { expense, spending } = monthFigures(novemberOf(list), '2026-11');
        expect(sumMoney(spending.map((s) => s.amount))).toBe(expense);
        spending.forEach((s, i) => {
          expect(Math.abs(s.percent * 10 - Math.round(s.percent * 10))).toBeLessThan(1e-9);
          expect(Math.abs(s.percent - (s.amount / expense) * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
          if (i > 0) expect(s.amount).toBeLessThanOrEqual(spending[i - 1].amount);
        });
        const total = spending.reduce((sum, s) => sum + s.percent, 0);
        expect(Math.abs(total - 100)).toBeLessThanOrEqual(0.05 * spending.length + 1e-9);
      }),
      { numRuns: 300 },
    );
  });
});

describe('monthChange', () => {
  it.each([
    [4200, 3000, 'up', 1200, 40],
    [3000, 4000, 'down', 1000, 25],
    [4200, 4200, 'same', 0, null],
    [4200, 0, 'up', 4200, null],
    [0, 0, 'same', 0, null],
    [0, 1900, 'down', 1900, 100],
    [1234.56, 1000, 'up', 234.56, 23],
    [0.1 + 0.2, 0.3, 'same', 0, null],
    [-500, 1000, 'down', 1500, 150],
    [500, -1000, 'up', 1500, null],
    [-1000, 0, 'down', 1000, null],
  ] as const)('₱%p after ₱%p: %s by ₱%p (%p%)', (amount, previous, direction, size, percent) => {
    expect(monthChange(toCentavos(amount), toCentavos(previous))).toEqual({
      direction,
      size: toCentavos(size),
      percent,
    });
  });
});

describe('netWorthSeries', () => {
  // Today: a1 ₱12,000 and a2 ₱3,000; 'gone' was deleted (its history stays in the nets).
  const ledger: LedgerSummary = {
    ...emptyLedgerSummary(true),
    balances: { a1: toCentavos(12000), a2: toCentavos(3000) },
    net: {
      '2026-09': { a1: toCentavos(10000), gone: toCentavos(4000) },
      '2026-10': { a1: toCentavos(2000), a2: toCentavos(1000) },
      '2026-11': { a1: toCentavos(-500), a2: toCentavos(2000), gone: toCentavos(-700) },
      '2027-01': { a1: toCentavos(500) },
    },
  };
  const MONTHS = monthsEnding('2027-02', 7);
  const series = (pesos: number[]) => MONTHS.map((month, i) => ({ month, balance: toCentavos(pesos[i]) }));

  it.each<[string, string | null, number[]]>([
    // 2026-08 .. 2027-02
    ['net worth', null, [0, 10000, 13000, 14500, 14500, 15000, 15000]],
    ['a1', 'a1', [0, 10000, 12000, 11500, 11500, 12000, 12000]],
    ['a2', 'a2', [0, 0, 1000, 3000, 3000, 3000, 3000]],
    ['a deleted account', 'gone', [0, 0, 0, 0, 0, 0, 0]],
    ['an unknown account', 'nobody', [0, 0, 0, 0, 0, 0, 0]],
  ])('%s: the balance minus the nets of the later months', (_label, accountId, pesos) => {
    expect(netWorthSeries(ledger, MONTHS, accountId)).toStrictEqual(series(pesos));
  });

  it('leaves an account in its own currency out of net worth, and shows it alone in its own units', () => {
    const abroad: LedgerSummary = {
      ...ledger,
      balances: { ...ledger.balances, ae: 398_500 as Centavos },
      currencies: { ae: 'AED' },
      net: {
        ...ledger.net,
        '2026-11': { ...ledger.net['2026-11'], ae: 500_000 as Centavos },
        '2027-01': { ...ledger.net['2027-01'], ae: -101_500 as Centavos },
      },
    };
    expect(netWorthSeries(abroad, MONTHS)).toStrictEqual(netWorthSeries(ledger, MONTHS));
    // Alone, in dirhams: AED 5,000.00 in November, less the AED 1,015.00 sent in January.
    expect(netWorthSeries(abroad, ['2026-10', '2026-12', '2027-02'], 'ae').map((p) => p.balance)).toEqual([
      0, 500_000, 398_500,
    ]);
  });

  it('is today’s balance for the months after the last net, and follows the months as given', () => {
    expect(netWorthSeries(ledger, ['2030-05', '2027-01', '2026-09'])).toStrictEqual([
      { month: '2030-05', balance: toCentavos(15000) },
      { month: '2027-01', balance: toCentavos(15000) },
      { month: '2026-09', balance: toCentavos(10000) },
    ]);
    expect(netWorthSeries(ledger, [])).toEqual([]);
    expect(netWorthSeries(emptyLedgerSummary(true), MONTHS)).toStrictEqual(series([0, 0, 0, 0, 0, 0, 0]));
  });

  const arbTx = fc.record({
    type: fc.constantFrom<TransactionType>('income', 'expense'),
    amount: fc.integer({ min: 1, max: 1e9 }).map(centavos),
    category: fc.constantFrom('Initial', 'Food', 'Transfer'),
    accountId: fc.constantFrom('a1', 'a2', 'a3'),
    date: fc.date({ min: at('2026-01-01T00:00:00Z'), max: at('2026-12-31T00:00:00Z'), noInvalidDate: true }),
  });

  it('is, at the end of each month, what the transactions up to it add up to', () => {
    fc.assert(
      fc.property(fc.array(arbTx, { maxLength: 40 }), fc.constantFrom(null, 'a1', 'a2'), (list, accountId) => {
        const ids = ['a1', 'a2', 'a3'];
        const balances = Object.fromEntries(
          ids.map((id) => [id, sumMoney(list.filter((t) => t.accountId === id).map(signedAmount))]),
        );
        // Every account alive, so each is in the balances (even at ₱0).
        const summaryLedger = { ...summariesFromTransactions(list, {}).ledger, balances };
        const months = monthsEnding('2027-01', 14);
        const counted = (t: SummarizedTransaction) => accountId === null || t.accountId === accountId;
        expect(netWorthSeries(summaryLedger, months, accountId)).toStrictEqual(
          months.map((month) => ({
            month,
            balance: sumMoney(list.filter((t) => counted(t) && monthKeyOf(t.date) <= month).map(signedAmount)),
          })),
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('spendingByMember', () => {
  const month = (members: MonthSummary['members']): MonthSummary => ({ month: '2026-11', accounts: {}, members });
  const spent = (income: number, expense: number) => ({ income: toCentavos(income), expense: toCentavos(expense) });

  it("lists what each member spent, largest first, with their share of the household's spending", () => {
    expect(spendingByMember(month({ ana: spent(0, 100), ben: spent(5000, 200), carla: spent(300, 0) }))).toEqual([
      { member: 'ben', amount: toCentavos(200), percent: 66.7 },
      { member: 'ana', amount: toCentavos(100), percent: 33.3 },
    ]);
  });

  it("is empty for a month without members' figures: a person's own books, or nothing yet", () => {
    expect(spendingByMember(month(undefined))).toEqual([]);
    expect(spendingByMember(null)).toEqual([]);
    expect(spendingByMember(month({ ana: spent(100, 0) }))).toEqual([]);
  });
});
