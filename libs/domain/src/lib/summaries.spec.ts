import fc from 'fast-check';
import { bookedTransfer } from '../testing/summarized';
import { manilaDay } from './calendar';
import type { TransactionType, TransferRole } from './model';
import { ZERO_CENTAVOS, centavos, sumMoney, toCentavos, type Centavos } from './money';
import {
  LEDGER_SUMMARY_ID,
  applyToSummaries,
  copyMonthSummary,
  emptyLedgerSummary,
  emptyMonthSummary,
  hasDate,
  isMonthKey,
  monthKeyOf,
  monthsEnding,
  shiftMonth,
  summariesFromTransactions,
  type AccountMonth,
  type CategoryTotals,
  type MonthKey,
  type SummarizedTransaction,
  type SummaryWork,
} from './summaries';
import { signedAmount } from './transactions';
import { transferPartType } from './transfers';
import { spentInPeriod } from './budgets';
import { monthFigures } from './insights';

// Every date is an absolute instant, so this file means the same in every zone
// (zones.spec.ts reruns it under America/Los_Angeles, Asia/Dubai and UTC).
const at = (iso: string) => new Date(iso);
const OCT = at('2026-10-15T04:00:00Z');
const NOV = at('2026-11-03T04:00:00Z');

/** A transaction of `pesos` on a1 in October unless told otherwise. */
const tx = (
  type: TransactionType,
  pesos: number,
  category: string,
  over: Partial<SummarizedTransaction> = {},
): SummarizedTransaction => ({ type, amount: toCentavos(pesos), category, accountId: 'a1', date: OCT, ...over });

/** The documents of a transfer from a1 to a2, as the ledger books them. */
const transfer = (pesos: number, feePesos: number, date = OCT) => bookedTransfer('a1', 'a2', pesos, feePesos, date);

const totals = (income: number, expense: number): CategoryTotals => ({
  income: toCentavos(income),
  expense: toCentavos(expense),
});

const account = (over: Partial<AccountMonth>): AccountMonth => ({
  categories: {},
  transfersIn: ZERO_CENTAVOS,
  transfersOut: ZERO_CENTAVOS,
  ...over,
});

/** Summaries with `months` read (empty), as a command starts them. */
const workFor = (...months: MonthKey[]): SummaryWork => ({
  months: new Map(months.map((month) => [month, emptyMonthSummary(month)])),
  ledger: emptyLedgerSummary(true),
});

/** A deep copy (summaries are plain data but for the Map of months). */
const copyOf = (work: SummaryWork): SummaryWork => ({
  months: new Map([...work.months].map(([month, summary]) => [month, JSON.parse(JSON.stringify(summary))])),
  ledger: JSON.parse(JSON.stringify(work.ledger)),
});

function applyAll(work: SummaryWork, transactions: readonly SummarizedTransaction[], sign: 1 | -1): SummaryWork {
  for (const t of transactions) applyToSummaries(work, t, sign);
  return work;
}

describe('month keys', () => {
  it.each([
    ['2026-10-31T15:59:59.999Z', '2026-10'],
    ['2026-10-31T16:00:00Z', '2026-11'],
    ['2026-11-01T00:00:00+08:00', '2026-11'],
    ['2026-09-30T16:00:00Z', '2026-10'],
    ['2026-09-30T15:59:59.999Z', '2026-09'],
    ['2025-12-31T15:59:59.999Z', '2025-12'],
    ['2025-12-31T16:00:00Z', '2026-01'],
    ['2024-02-29T15:59:59.999Z', '2024-02'],
    ['2024-02-29T16:00:00Z', '2024-03'],
    ['0999-12-31T16:00:00Z', '1000-01'],
  ])('%s is in the Manila month %s', (instant, month) => {
    expect(monthKeyOf(at(instant))).toBe(month);
  });

  it('a month runs from Manila midnight of its first day to the last millisecond before the next', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const key = `${year}-${String(month).padStart(2, '0')}`;
        const start = manilaDay(year, month, 1);
        const next = manilaDay(year, month + 1, 1);
        expect(isMonthKey(key)).toBe(true);
        expect(monthKeyOf(start)).toBe(key);
        expect(monthKeyOf(new Date(next.getTime() - 1))).toBe(key);
        expect(monthKeyOf(new Date(start.getTime() - 1))).toBe(shiftMonth(key, -1));
        expect(monthKeyOf(next)).toBe(shiftMonth(key, 1));
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['2026-10', 1, '2026-11'],
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
    ['2026-03', -3, '2025-12'],
    ['2026-11', 2, '2027-01'],
    ['2026-01', -13, '2024-12'],
    ['2026-01', -12, '2025-01'],
    ['2026-05', 24, '2028-05'],
    ['2026-05', 0, '2026-05'],
    ['0999-12', 1, '1000-01'],
    ['1000-01', -1, '0999-12'],
  ])('shiftMonth(%s, %i) is %s', (key, delta, expected) => {
    expect(shiftMonth(key, delta)).toBe(expected);
  });

  const arbKey = fc
    .tuple(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }))
    .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`);
  const arbDelta = fc.integer({ min: -1200, max: 1200 });

  it('shifting adds up, goes back exactly, and always gives a month key', () => {
    fc.assert(
      fc.property(arbKey, arbDelta, arbDelta, (key, a, b) => {
        expect(isMonthKey(shiftMonth(key, a))).toBe(true);
        expect(shiftMonth(shiftMonth(key, a), -a)).toBe(key);
        expect(shiftMonth(shiftMonth(key, a), b)).toBe(shiftMonth(key, a + b));
        expect(shiftMonth(key, a) > key).toBe(a > 0); // keys sort as months do
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['2026-02', 4, ['2025-11', '2025-12', '2026-01', '2026-02']],
    ['2027-01', 2, ['2026-12', '2027-01']],
    ['2026-06', 1, ['2026-06']],
    ['2026-06', 0, []],
  ])('monthsEnding(%s, %i): %p, oldest first', (end, count, expected) => {
    expect(monthsEnding(end, count)).toEqual(expected);
  });

  it('monthsEnding gives consecutive months ending with the one asked', () => {
    fc.assert(
      fc.property(arbKey, fc.integer({ min: 1, max: 60 }), (end, count) => {
        const months = monthsEnding(end, count);
        expect(months).toHaveLength(count);
        expect(months[count - 1]).toBe(end);
        months.slice(1).forEach((month, i) => expect(month).toBe(shiftMonth(months[i], 1)));
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['2026-01', true],
    ['2026-12', true],
    ['0999-09', true],
    ['2026-00', false],
    ['2026-13', false],
    ['2026-1', false],
    ['26-01', false],
    ['2026-01-01', false],
    ['2026/01', false],
    [' 2026-01', false],
    ['2026-01 ', false],
    ['', false],
    ['NaN-NaN', false],
    [LEDGER_SUMMARY_ID, false], // the other document of the summaries collection
  ])('isMonthKey(%p) is %p', (value, expected) => {
    expect(isMonthKey(value)).toBe(expected);
  });

  it.each(['2026-00', '2026-13', '2026-1', '2026-01-01', '', 'NaN-NaN', LEDGER_SUMMARY_ID])(
    'shiftMonth refuses %p',
    (key) => {
      expect(() => shiftMonth(key, 1)).toThrow(new RangeError(`Not a month: ${key}`));
      expect(() => monthsEnding(key, 3)).toThrow(RangeError);
    },
  );
});

describe('hasDate', () => {
  it.each<[string, unknown, boolean]>([
    ['a date', OCT, true],
    ['the epoch', new Date(0), true],
    ['an invalid date', new Date(Number.NaN), false],
    ['no date', undefined, false],
    ['null', null, false],
    ['a date string', '2026-10-15', false],
    ['milliseconds', OCT.getTime(), false],
  ])('%s: %p', (_label, date, expected) => {
    // Deliberately invalid: documents of the original product may hold anything here.
    expect(hasDate({ date: date as Date })).toBe(expected);
  });
});

describe('applyToSummaries', () => {
  it('adds income and expense per account and category, and every move to the nets', () => {
    const work = applyAll(
      workFor('2026-10'),
      [
        tx('income', 30000, 'Salary'),
        tx('expense', 1200, 'Food'),
        tx('expense', 300.5, 'Food'),
        tx('income', 100, 'Food'), // a refund
        tx('expense', 800, 'Transport', { accountId: 'a2' }),
      ],
      1,
    );
    expect(work.months.get('2026-10')).toStrictEqual({
      month: '2026-10',
      accounts: {
        a1: account({ categories: { Salary: totals(30000, 0), Food: totals(100, 1500.5) } }),
        a2: account({ categories: { Transport: totals(0, 800) } }),
      },
    });
    expect(work.ledger).toStrictEqual({
      ...emptyLedgerSummary(true),
      net: { '2026-10': { a1: toCentavos(30000 - 1500.5 + 100), a2: toCentavos(-800) } },
    });
  });

  it('keeps amounts as exact centavos', () => {
    const work = applyAll(workFor('2026-10'), [tx('expense', 0.1, 'Food'), tx('expense', 0.2, 'Food')], 1);
    const food: Centavos = work.months.get('2026-10')!.accounts['a1'].categories['Food'].expense;
    expect(food).toBe(30);
    expect(work.ledger.net['2026-10']['a1']).toBe(-30);
  });

  it('puts transfer halves in transfersOut/transfersIn, not in the categories; the fee is an expense', () => {
    const parts = transfer(1000, 15);
    expect(parts.map((p) => [p.transfer?.role, p.type, p.category])).toEqual([
      ['out', 'expense', 'Transfer'],
      ['in', 'income', 'Transfer'],
      ['fee', 'expense', 'Fees'],
    ]);
    const work = applyAll(workFor('2026-10'), parts, 1);
    expect(work.months.get('2026-10')).toStrictEqual({
      month: '2026-10',
      accounts: {
        a1: account({ categories: { Fees: totals(0, 15) }, transfersOut: toCentavos(1000) }),
        a2: account({ transfersIn: toCentavos(1000) }),
      },
    });
    expect(work.ledger.net).toStrictEqual({ '2026-10': { a1: toCentavos(-1015), a2: toCentavos(1000) } });
  });

  it.each<[TransferRole, TransactionType, 'transfersIn' | 'transfersOut']>([
    ['out', 'expense', 'transfersOut'],
    ['in', 'income', 'transfersIn'],
  ])('a transfer half (%s) counts as a transfer whatever its category', (role, type, field) => {
    const half = tx(type, 250, 'Food', { transfer: { id: 'tr1', role, accountId: 'a2', accountName: 'GCash' } });
    const work = applyAll(workFor('2026-10'), [half], 1);
    expect(work.months.get('2026-10')!.accounts['a1']).toStrictEqual(account({ [field]: toCentavos(250) }));
    expect(work.ledger.net['2026-10']['a1']).toBe(signedAmount(half));
  });

  it('keeps an opening balance as its category and in the nets', () => {
    const work = applyAll(workFor('2026-10'), [tx('income', 5000, 'Initial')], 1);
    expect(work.months.get('2026-10')!.accounts).toStrictEqual({
      a1: account({ categories: { Initial: totals(5000, 0) } }),
    });
    expect(work.ledger.net).toStrictEqual({ '2026-10': { a1: toCentavos(5000) } });
  });

  it('books a transaction in the Manila month of its date', () => {
    const work = applyAll(
      workFor('2026-10', '2026-11'),
      [
        tx('expense', 10, 'Food', { date: at('2026-10-31T15:59:59.999Z') }),
        tx('expense', 20, 'Food', { date: at('2026-10-31T16:00:00Z') }),
        tx('expense', 40, 'Food', { date: NOV }),
      ],
      1,
    );
    expect(work.months.get('2026-10')!.accounts['a1'].categories).toStrictEqual({ Food: totals(0, 10) });
    expect(work.months.get('2026-11')!.accounts['a1'].categories).toStrictEqual({ Food: totals(0, 60) });
    expect(work.ledger.net).toStrictEqual({ '2026-10': { a1: toCentavos(-10) }, '2026-11': { a1: toCentavos(-60) } });
  });

  it('throws for a month the command did not read first, and changes nothing', () => {
    const work = applyAll(workFor('2026-10'), [tx('income', 100, 'Salary')], 1);
    const before = copyOf(work);
    expect(() => applyToSummaries(work, tx('expense', 5, 'Food', { date: NOV }), 1)).toThrow(
      'Summary of 2026-11 was not read before the command wrote',
    );
    expect(() => applyToSummaries(work, tx('expense', 5, 'Food', { date: at('2026-10-31T16:00:00Z') }), -1)).toThrow(
      'Summary of 2026-11 was not read before the command wrote',
    );
    expect(work).toStrictEqual(before);
  });

  it.each<[string, SummarizedTransaction[]]>([
    ['an income', [tx('income', 30000, 'Salary')]],
    ['an expense', [tx('expense', 1200, 'Food')]],
    ['an opening balance', [tx('income', 5000, 'Initial')]],
    ['a transfer with a fee', transfer(1000, 15)],
    ['a transfer without a fee', transfer(1000, 0)],
    ['its fee alone', transfer(1000, 15).slice(2)],
    ['a transaction on the first Manila instant of a month', [tx('income', 1, 'Salary', { date: NOV })]],
  ])('removing %s (sign −1) leaves the summaries exactly as they were', (_label, added) => {
    const emptyWork = workFor('2026-10', '2026-11');
    expect(applyAll(applyAll(workFor('2026-10', '2026-11'), added, 1), added, -1)).toStrictEqual(emptyWork);

    const existing = [
      tx('income', 30000, 'Salary'),
      tx('expense', 800, 'Food', { accountId: 'a2' }),
      ...transfer(50, 0),
    ];
    const before = applyAll(workFor('2026-10', '2026-11'), existing, 1);
    const snapshot = copyOf(before);
    expect(applyAll(applyAll(before, added, 1), added, -1)).toStrictEqual(snapshot);
  });

  it('an edit (old side −1, new side +1) equals having booked the new one', () => {
    const old = tx('expense', 1200, 'Food');
    const edited = tx('income', 1500, 'Salary', { accountId: 'a2', date: NOV });
    const work = applyAll(workFor('2026-10', '2026-11'), [tx('expense', 10, 'Bills'), old], 1);
    applyToSummaries(work, old, -1);
    applyToSummaries(work, edited, 1);
    expect(work).toStrictEqual(applyAll(workFor('2026-10', '2026-11'), [tx('expense', 10, 'Bills'), edited], 1));
  });
});

const ROLES: (TransferRole | null)[] = [null, null, null, 'out', 'in', 'fee'];

/** Ordinary transactions, opening balances and transfer parts over three accounts and five months. */
const arbTx: fc.Arbitrary<SummarizedTransaction> = fc
  .record({
    role: fc.constantFrom(...ROLES),
    type: fc.constantFrom<TransactionType>('income', 'expense'),
    amount: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 1e11 })).map(centavos),
    category: fc.constantFrom('Food', 'Salary', 'Bills', 'Initial'),
    accountId: fc.constantFrom('a1', 'a2', 'a3'),
    date: fc.date({ min: at('2025-11-20T00:00:00Z'), max: at('2026-03-10T00:00:00Z'), noInvalidDate: true }),
  })
  .map(({ role, type, amount, category, accountId, date }) =>
    role === null
      ? { type, amount, category, accountId, date }
      : {
          type: transferPartType(role),
          amount,
          category: role === 'fee' ? 'Fees' : 'Transfer',
          accountId,
          date,
          transfer: { id: 'tr', role, accountId: 'a9', accountName: 'Other' },
        },
  );

const monthsOf = (transactions: readonly SummarizedTransaction[]) => [
  ...new Set(transactions.map((t) => monthKeyOf(t.date))),
];

/** A list and the same list in another order. */
const arbListTwice = fc
  .array(arbTx, { maxLength: 30 })
  .chain((list) =>
    fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length })),
  );

describe('applyToSummaries, any transactions', () => {
  it('booking a list and removing it in any order leaves empty summaries', () => {
    fc.assert(
      fc.property(arbListTwice, ([list, shuffled]) => {
        const months = monthsOf(list);
        const work = applyAll(applyAll(workFor(...months), list, 1), shuffled, -1);
        expect(work).toStrictEqual(workFor(...months));
        work.months.forEach((summary, month) => expect(summary).toStrictEqual(emptyMonthSummary(month)));
      }),
      { numRuns: 300 },
    );
  });

  it('booking a list onto any summaries and removing it in any order gives them back exactly', () => {
    fc.assert(
      fc.property(fc.array(arbTx, { maxLength: 20 }), arbListTwice, (existing, [list, shuffled]) => {
        const months = monthsOf([...existing, ...list]);
        const work = applyAll(workFor(...months), existing, 1);
        const snapshot = copyOf(work);
        expect(applyAll(applyAll(work, list, 1), shuffled, -1)).toStrictEqual(snapshot);
      }),
      { numRuns: 200 },
    );
  });

  it('the order of booking does not matter, and the nets add up to what each account moved', () => {
    fc.assert(
      fc.property(arbListTwice, ([list, shuffled]) => {
        const months = monthsOf(list);
        const work = applyAll(workFor(...months), list, 1);
        expect(applyAll(workFor(...months), shuffled, 1)).toStrictEqual(work);
        for (const id of ['a1', 'a2', 'a3']) {
          const nets = Object.values(work.ledger.net).map((nets) => nets[id] ?? ZERO_CENTAVOS);
          const moved = list.filter((t) => t.accountId === id).map(signedAmount);
          expect(sumMoney(nets)).toBe(sumMoney(moved));
        }
        for (const nets of Object.values(work.ledger.net)) {
          Object.values(nets).forEach((net) => expect(net).not.toBe(0));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('copyMonthSummary', () => {
  it('gives an equal copy that applyToSummaries changes without touching the original', () => {
    fc.assert(
      fc.property(fc.array(arbTx, { maxLength: 20 }), fc.array(arbTx, { maxLength: 20 }), (existing, more) => {
        const months = monthsOf([...existing, ...more]);
        const original = applyAll(workFor(...months), existing, 1);
        const snapshot = copyOf(original);
        const copies = new Map([...original.months].map(([month, summary]) => [month, copyMonthSummary(summary)]));
        expect(copies).toStrictEqual(original.months);
        applyAll({ months: copies, ledger: emptyLedgerSummary(true) }, [...more, ...existing], 1);
        applyAll({ months: copies, ledger: emptyLedgerSummary(true) }, existing, -1);
        expect(original).toStrictEqual(snapshot);
      }),
      { numRuns: 200 },
    );
  });
});

describe('summariesFromTransactions', () => {
  const history = [
    tx('income', 5000, 'Initial'),
    tx('income', 30000, 'Salary'),
    tx('expense', 1200, 'Food', { date: NOV }),
    ...transfer(1000, 15, NOV),
  ];

  it('equals booking the transactions one by one', () => {
    const { months, ledger } = summariesFromTransactions(history, {});
    expect(months).toStrictEqual(applyAll(workFor('2026-10', '2026-11'), history, 1).months);
    expect([...months.keys()]).toEqual(['2026-10', '2026-11']);
    expect(ledger).toStrictEqual({
      complete: true,
      writes: 0,
      balances: {},
      names: {},
      net: {
        '2026-10': { a1: toCentavos(35000) },
        '2026-11': { a1: toCentavos(-2215), a2: toCentavos(1000) },
      },
    });
  });

  it('leaves out transactions without a valid date', () => {
    const undated = [
      tx('income', 999, 'Salary', { date: new Date(Number.NaN) }),
      // Deliberately invalid: a document of the original product without a date.
      tx('expense', 999, 'Food', { date: undefined as unknown as Date }),
    ];
    expect(summariesFromTransactions([undated[0], ...history, undated[1]], {})).toStrictEqual(
      summariesFromTransactions(history, {}),
    );
    expect(summariesFromTransactions(undated, {})).toStrictEqual({
      months: new Map(),
      ledger: emptyLedgerSummary(true),
    });
  });

  it('anchors net worth on the balances of every open account, those of ₱0 included', () => {
    const balances = { a1: toCentavos(32785), a2: toCentavos(1000), a3: ZERO_CENTAVOS };
    expect(summariesFromTransactions(history, balances).ledger.balances).toStrictEqual(balances);
    expect(summariesFromTransactions([], { a3: ZERO_CENTAVOS })).toStrictEqual({
      months: new Map(),
      ledger: { ...emptyLedgerSummary(true), balances: { a3: ZERO_CENTAVOS } },
    });
  });

  it('keeps the names of the open accounts beside their balances', () => {
    const names = { a1: 'Wallet', a3: 'GCash' };
    expect(summariesFromTransactions(history, {}, names).ledger.names).toStrictEqual(names);
  });

  it('writes no month for a transaction of ₱0 (data of the original product)', () => {
    expect(summariesFromTransactions([tx('expense', 0, 'Food', { date: NOV })], {})).toStrictEqual({
      months: new Map(),
      ledger: emptyLedgerSummary(true),
    });
    expect(summariesFromTransactions([tx('expense', 0, 'Food', { date: NOV }), ...history], {})).toStrictEqual(
      summariesFromTransactions(history, {}),
    );
  });

  it('equals booking one by one for any transactions', () => {
    fc.assert(
      fc.property(fc.array(arbTx, { maxLength: 30 }), (list) => {
        const work = summariesFromTransactions(list, {});
        expect(work).toStrictEqual(applyAll(workFor(...monthsOf(list)), list, 1));
      }),
      { numRuns: 200 },
    );
  });
});

describe("a household's spending by member", () => {
  it('adds income and expense to the member who made them, transfer halves apart; taken off, nothing is left', () => {
    const booked = [
      tx('expense', 150, 'Food', { createdBy: 'ana' }),
      tx('expense', 250, 'Food', { createdBy: 'ben' }),
      tx('income', 1000, 'Salary', { createdBy: 'ben' }),
      ...transfer(500, 15).map((part) => ({ ...part, createdBy: 'ana' })),
    ];
    const work = applyAll(workFor('2026-10'), booked, 1);
    expect(work.months.get('2026-10')?.members).toEqual({
      ana: totals(0, 165),
      ben: totals(1000, 250),
    });
    applyAll(work, booked, -1);
    expect(work.months.get('2026-10')).toEqual(emptyMonthSummary('2026-10'));
  });

  it("is not kept in a person's own books", () => {
    const work = applyAll(workFor('2026-10'), [tx('expense', 150, 'Food')], 1);
    expect(work.months.get('2026-10')).not.toHaveProperty('members');
  });

  it('is copied, not shared, for a command to change', () => {
    const work = applyAll(workFor('2026-10'), [tx('expense', 150, 'Food', { createdBy: 'ana' })], 1);
    const original = work.months.get('2026-10') as NonNullable<ReturnType<typeof work.months.get>>;
    const copy = copyMonthSummary(original);
    const next = { months: new Map([['2026-10', copy]]), ledger: work.ledger };
    applyToSummaries(next, tx('expense', 50, 'Food', { createdBy: 'ana' }), 1);
    expect(original.members).toEqual({ ana: totals(0, 150) });
    expect(copy.members).toEqual({ ana: totals(0, 200) });
  });
});

describe('an account in its own currency', () => {
  // Dirhams on the 20th (the second kinsena) in a household, beside pesos on the same day.
  const DAY = at('2026-10-20T04:00:00Z');
  const work = applyAll(
    workFor('2026-10'),
    [
      tx('expense', 42.5, 'Food', { accountId: 'ae', currency: 'AED', date: DAY, createdBy: 'ben' }),
      tx('expense', 300, 'Food', { date: DAY, createdBy: 'ana' }),
    ],
    1,
  );
  const month = work.months.get('2026-10');

  it('keeps its figures apart, in its own units, marked with its currency', () => {
    expect(month?.accounts['ae']).toEqual(account({ categories: { Food: totals(0, 42.5) }, currency: 'AED' }));
    expect(month?.accounts['a1']).toEqual(account({ categories: { Food: totals(0, 300) } }));
  });

  it('counts in no figure across accounts: not by member, not in the second kinsena, not in a budget', () => {
    expect(month?.members).toEqual({ ana: totals(0, 300) });
    expect(month?.secondHalf).toEqual({ Food: toCentavos(300) });
    expect(spentInPeriod(month, '2026-10')).toEqual({ Food: toCentavos(300) });
    expect(monthFigures(month, '2026-10').expense).toBe(toCentavos(300));
    expect(monthFigures(month, '2026-10', 'ae').expense).toBe(toCentavos(42.5));
  });

  it('leaves nothing behind when taken off', () => {
    const again = applyAll(
      copyOf(work),
      [tx('expense', 42.5, 'Food', { accountId: 'ae', currency: 'AED', date: DAY, createdBy: 'ben' })],
      -1,
    );
    expect(again.months.get('2026-10')?.accounts['ae']).toBeUndefined();
  });
});
