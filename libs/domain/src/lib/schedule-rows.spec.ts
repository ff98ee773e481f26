import type { AccountRef, Debt, DebtType, Paluwagan } from './model';
import { MAX_AMOUNT } from './constants';
import { ZERO_CENTAVOS, subtractMoney, toCentavos, type Centavos } from './money';
import { generatePaluwaganSchedule } from './paluwagan-schedule';
import type { PaymentSource } from './validation/common';
import type { Validation } from './validation/result';
import {
  PALUWAGAN_PAYOUTS,
  PALUWAGAN_WEEKS,
  debtRows,
  debtScheduleKind,
  payoutRows,
  rowsOfMissingAccounts,
  rowsTotal,
  validateMark,
  validateUnmark,
  weekRows,
} from './schedule-rows';

// Every case of the four paluwagan and two debt validators this engine replaced, unchanged in
// input and expected text: one set of rules now gives each kind its own refusals.

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);
/** A balance `pesos` below the maximum (₱9,999,999,999.99). */
const belowMax = (pesos: number): Centavos => subtractMoney(MAX_AMOUNT, toCentavos(pesos));
const overflow = 'This would make the balance of Vault exceed ₱9,999,999,999.99';
const messageOf = (r: Validation<unknown>) => (r.ok ? null : r.message);

function make(over: { paidWeeks?: Record<number, string | true>; received?: Record<number, string> } = {}): Paluwagan {
  const s = generatePaluwaganSchedule({
    startDate: d(2026, 1, 5),
    totalNumbers: 3,
    amountPerNumber: toCentavos(500),
    ownedNumbers: [1, 3],
  });
  const paid = over.paidWeeks ?? {};
  const received = over.received ?? {};
  return {
    id: 'p',
    name: 'Office',
    organizer: 'Nena',
    description: '',
    startDate: d(2026, 1, 5),
    totalNumbers: 3,
    amountPerNumber: toCentavos(500),
    payoutPerNumber: s.payoutPerNumber,
    weeklyPayments: s.weeklyPayments.map((w) => {
      const mark = paid[w.weekNumber];
      if (!mark) return w;
      return mark === true ? { ...w, isPaid: true } : { ...w, isPaid: true, accountId: mark };
    }),
    numbers: s.numbers.map((n) => (received[n.number] ? { ...n, isPaid: true, accountId: received[n.number] } : n)),
  };
}

/** A schedule of [pesos, isPaid, accountId?] entries. */
const debt = (type: DebtType, schedule: [number, boolean, string?][]): Pick<Debt, 'type' | 'paymentSchedule'> => ({
  type,
  paymentSchedule: schedule.map(([pesos, isPaid, accountId], i) => ({
    dueDate: d(2026, 1 + i, 1),
    amount: toCentavos(pesos),
    isPaid,
    ...(accountId ? { accountId } : {}),
  })),
});

const AFTER_EVERYTHING = d(2030, 1, 1);
const payWeeks = (p: Paluwagan, weeks: number[], source: PaymentSource, accounts: AccountRef[]) =>
  messageOf(validateMark(PALUWAGAN_WEEKS, weekRows(p), weeks, source, accounts, AFTER_EVERYTHING));
const unpayWeeks = (p: Paluwagan, weeks: number[], accounts: AccountRef[]) =>
  messageOf(validateUnmark(PALUWAGAN_WEEKS, weekRows(p), weeks, accounts));
const receive = (p: Paluwagan, n: number, accountId: string, accounts: AccountRef[], today: Date) =>
  messageOf(validateMark(PALUWAGAN_PAYOUTS, payoutRows(p), [n], { kind: 'account', accountId }, accounts, today));
const unreceive = (p: Paluwagan, n: number, accounts: AccountRef[]) =>
  messageOf(validateUnmark(PALUWAGAN_PAYOUTS, payoutRows(p), [n], accounts));
const markDebt = (
  x: Pick<Debt, 'type' | 'paymentSchedule'>,
  i: number[],
  source: PaymentSource,
  accounts: AccountRef[],
) => messageOf(validateMark(debtScheduleKind(x.type), debtRows(x), i, source, accounts, AFTER_EVERYTHING));
const unmarkDebt = (x: Pick<Debt, 'type' | 'paymentSchedule'>, i: number[], accounts: AccountRef[]) =>
  messageOf(validateUnmark(debtScheduleKind(x.type), debtRows(x), i, accounts));

describe('paluwagan weeks', () => {
  const accounts = [
    { id: 'g', name: 'GCash', balance: toCentavos(2000) },
    { id: 'b', name: 'BDO', balance: toCentavos(1200) },
  ];

  it.each<[string, Paluwagan, number[], PaymentSource, string | null]>([
    ['two weeks from GCash (exactly the balance)', make(), [1, 2], { kind: 'account', accountId: 'g' }, null],
    ['mark as paid only', make(), [1, 2, 3], { kind: 'markOnly' }, null],
    ['nothing selected', make(), [], { kind: 'markOnly' }, 'Some payments not found or already paid'],
    ['unknown week', make(), [4], { kind: 'markOnly' }, 'Some payments not found or already paid'],
    [
      'already paid',
      make({ paidWeeks: { 1: true } }),
      [1, 2],
      { kind: 'account', accountId: 'g' },
      'Some payments not found or already paid',
    ],
    ['no account chosen', make(), [1], { kind: 'account', accountId: '' }, 'Please select an account'],
    ['account gone', make(), [1], { kind: 'account', accountId: 'x' }, 'Selected account not found'],
    [
      'BDO cannot cover two weeks',
      make(),
      [1, 2],
      { kind: 'account', accountId: 'b' },
      'Insufficient funds in BDO. Available balance: ₱1,200.00',
    ],
    ['duplicates count once', make(), [1, 1], { kind: 'account', accountId: 'b' }, null],
  ])('pay: %s', (_label, p, weeks, source, expected) => {
    expect(payWeeks(p, weeks, source, accounts)).toBe(expected);
  });

  it.each<[string, Paluwagan, number[], string | null]>([
    ['paid from an account', make({ paidWeeks: { 1: 'g' } }), [1], null],
    ['paid only', make({ paidWeeks: { 2: true } }), [2], null],
    ['not paid', make({ paidWeeks: { 1: 'g' } }), [1, 2], 'Some payments not found or already unpaid'],
    ['unknown week', make(), [9], 'Some payments not found or already unpaid'],
    ['nothing selected', make(), [], 'Some payments not found or already unpaid'],
    ['account deleted', make({ paidWeeks: { 1: 'g', 3: 'gone' } }), [1, 3], 'Account not found for week 3'],
  ])('unpay: %s', (_label, p, weeks, expected) => {
    expect(unpayWeeks(p, weeks, accounts)).toBe(expected);
  });

  it.each<[string, Centavos, number[], string | null]>([
    ['one reversal up to the maximum', belowMax(1000), [1], null],
    ['two reversals on one account pass the maximum', belowMax(1999.99), [1, 3], overflow],
    ['two reversals exactly to the maximum', belowMax(2000), [1, 3], null],
  ])('unpay at the limit: %s', (_label, balance, weeks, expected) => {
    expect(unpayWeeks(make({ paidWeeks: { 1: 'v', 3: 'v' } }), weeks, [{ id: 'v', name: 'Vault', balance }])).toBe(
      expected,
    );
  });
});

describe('paluwagan payouts', () => {
  const accounts = [
    { id: 'g', name: 'GCash', balance: toCentavos(2000) },
    { id: 'b', name: 'BDO', balance: toCentavos(1200) },
  ];

  it.each<[string, Paluwagan, number, string, Date, string | null]>([
    ['on the payout date', make(), 1, 'g', d(2026, 1, 11), null],
    ['after the payout date', make(), 3, 'b', d(2026, 2, 1), null],
    ['before the payout date', make(), 1, 'g', d(2026, 1, 10), 'Cannot mark as received before the payout date'],
    ['a number the user does not hold', make(), 2, 'g', d(2026, 2, 1), 'Number not found'],
    ['a number that does not exist', make(), 7, 'g', d(2026, 2, 1), 'Number not found'],
    [
      'already received',
      make({ received: { 1: 'g' } }),
      1,
      'g',
      d(2026, 2, 1),
      'This payout is already marked as received',
    ],
    ['no account chosen', make(), 1, '', d(2026, 2, 1), 'Please select an account'],
    ['account gone', make(), 1, 'x', d(2026, 2, 1), 'Selected account not found'],
  ])('receive: %s', (_label, p, number, accountId, today, expected) => {
    expect(receive(p, number, accountId, accounts, today)).toBe(expected);
  });

  it.each<[string, Paluwagan, number, string | null]>([
    ['account still holds the payout', make({ received: { 1: 'g' } }), 1, null],
    ['account spent it', make({ received: { 1: 'b' } }), 1, 'Insufficient funds in BDO. Available balance: ₱1,200.00'],
    ['not received', make(), 1, 'This payout is not marked as received'],
    ['unknown number', make(), 5, 'Number not found'],
    ['account deleted', make({ received: { 3: 'gone' } }), 3, 'Account not found'],
  ])('unreceive: %s', (_label, p, number, expected) => {
    expect(unreceive(p, number, accounts)).toBe(expected);
  });

  // make(): payout ₱1,500.
  it.each<[string, Centavos, string | null]>([
    ['payout that lands exactly on the maximum', belowMax(1500), null],
    ['payout that would pass the maximum', belowMax(1499.99), overflow],
  ])('receive at the limit: %s', (_label, balance, expected) => {
    expect(receive(make(), 1, 'v', [{ id: 'v', name: 'Vault', balance }], d(2026, 2, 1))).toBe(expected);
  });
});

describe('debt payments', () => {
  const accounts = [
    { id: 'g', name: 'GCash', balance: toCentavos(500) },
    { id: 'b', name: 'BDO', balance: toCentavos(100) },
  ];
  const owe = debt('owe', [
    [300, false],
    [200, false],
    [100, true],
  ]);
  const owed = debt('owed', [
    [300, false],
    [200, false],
  ]);

  it.each<[string, Pick<Debt, 'type' | 'paymentSchedule'>, number[], PaymentSource, string | null]>([
    ['owe, from GCash up to its balance', owe, [0, 1], { kind: 'account', accountId: 'g' }, null],
    [
      'owe, BDO too small',
      owe,
      [0],
      { kind: 'account', accountId: 'b' },
      'Insufficient funds in BDO. Available: ₱100.00',
    ],
    ['owed into a small account is fine', owed, [0, 1], { kind: 'account', accountId: 'b' }, null],
    ['mark only', owe, [0, 1], { kind: 'markOnly' }, null],
    ['already paid', owe, [2], { kind: 'markOnly' }, 'Some payments not found or already paid'],
    ['unknown position', owe, [5], { kind: 'markOnly' }, 'Some payments not found or already paid'],
    ['nothing selected', owe, [], { kind: 'markOnly' }, 'Some payments not found or already paid'],
    ['no account chosen', owe, [0], { kind: 'account', accountId: '' }, 'Please select an account'],
    ['account gone', owe, [0], { kind: 'account', accountId: 'x' }, 'Selected account not found'],
  ])('mark: %s', (_label, x, indexes, source, expected) => {
    expect(markDebt(x, indexes, source, accounts)).toBe(expected);
  });

  it.each<[string, Pick<Debt, 'type' | 'paymentSchedule'>, number[], string | null]>([
    ['owe: reversal is an income, no funds needed', debt('owe', [[1000, true, 'b']]), [0], null],
    [
      'owed: GCash covers both reversals',
      debt('owed', [
        [300, true, 'g'],
        [200, true, 'g'],
      ]),
      [0, 1],
      null,
    ],
    [
      'owed: the second reversal no longer fits',
      debt('owed', [
        [300, true, 'g'],
        [250, true, 'g'],
      ]),
      [1, 0],
      'Insufficient funds in GCash to reverse payment 2. Available: ₱200.00',
    ],
    [
      'owed: first reversal too big',
      debt('owed', [[100.01, true, 'b']]),
      [0],
      'Insufficient funds in BDO to reverse payment 1. Available: ₱100.00',
    ],
    ['marked only: nothing to reverse', debt('owed', [[9999, true]]), [0], null],
    [
      'account deleted',
      debt('owe', [
        [10, true],
        [10, true, 'gone'],
      ]),
      [0, 1],
      'Account not found for payment 2',
    ],
    ['not paid', debt('owe', [[10, false]]), [0], 'Some payments not found or already unpaid'],
    ['unknown position', debt('owe', [[10, true]]), [3], 'Some payments not found or already unpaid'],
    ['nothing selected', debt('owe', [[10, true]]), [], 'Some payments not found or already unpaid'],
  ])('unmark: %s', (_label, x, indexes, expected) => {
    expect(unmarkDebt(x, indexes, accounts)).toBe(expected);
  });

  it.each<[string, DebtType, Centavos, string | null]>([
    ['owed: received money up to the maximum', 'owed', belowMax(500), null],
    ['owed: received money past the maximum', 'owed', belowMax(499.99), overflow],
    ['owe: a payment only lowers the balance', 'owe', MAX_AMOUNT, null],
  ])('mark at the limit: %s', (_label, type, balance, expected) => {
    const x = debt(type, [
      [300, false],
      [200, false],
    ]);
    expect(markDebt(x, [0, 1], { kind: 'account', accountId: 'v' }, [{ id: 'v', name: 'Vault', balance }])).toBe(
      expected,
    );
  });

  it.each<[string, Centavos, string | null]>([
    ['owe: both reversals up to the maximum', belowMax(500), null],
    ['owe: the reversals together pass the maximum', belowMax(499.99), overflow],
  ])('unmark at the limit: %s', (_label, balance, expected) => {
    const x = debt('owe', [
      [300, true, 'v'],
      [200, true, 'v'],
    ]);
    expect(unmarkDebt(x, [0, 1], [{ id: 'v', name: 'Vault', balance }])).toBe(expected);
  });
});

describe('structured results', () => {
  const accounts = [{ id: 'b', name: 'BDO', balance: toCentavos(100) }];

  it('names the field of the failing rule: the rows, or the account', () => {
    const owe = debt('owe', [
      [300, false],
      [100, true],
    ]);
    const kind = debtScheduleKind('owe');
    expect(validateMark(kind, debtRows(owe), [1], { kind: 'markOnly' }, accounts, AFTER_EVERYTHING)).toMatchObject({
      ok: false,
      field: 'rows',
    });
    expect(
      validateMark(kind, debtRows(owe), [0], { kind: 'account', accountId: 'b' }, accounts, AFTER_EVERYTHING),
    ).toMatchObject({ ok: false, field: 'account' });
    expect(
      validateMark(kind, debtRows(owe), [0], { kind: 'account', accountId: '' }, accounts, AFTER_EVERYTHING),
    ).toMatchObject({ ok: false, field: 'account' });
  });

  it('a valid mark gives the rows in key order and the account to book on', () => {
    const p = make();
    const result = validateMark(
      PALUWAGAN_WEEKS,
      weekRows(p),
      [3, 1, 3],
      { kind: 'account', accountId: 'g' },
      [{ id: 'g', name: 'GCash', balance: toCentavos(5000) }],
      AFTER_EVERYTHING,
    );
    expect(result.ok && result.value.rows.map((r) => r.key)).toEqual([1, 3]);
    expect(result.ok && result.value.account?.id).toBe('g');
  });

  it('payout rows are only the own numbers, each worth the payout', () => {
    expect(payoutRows(make()).map((r) => [r.key, r.amount])).toEqual([
      [1, toCentavos(1500)],
      [3, toCentavos(1500)],
    ]);
  });
});

describe('helpers', () => {
  it('rowsTotal adds the chosen keys exactly, each once', () => {
    const x = debt('owe', [
      [0.1, false],
      [0.2, false],
    ]);
    expect(rowsTotal(debtRows(x), [0, 1])).toBe(toCentavos(0.3));
    expect(rowsTotal(debtRows(x), [1, 1])).toBe(toCentavos(0.2));
    expect(rowsTotal(debtRows(x), [7])).toBe(ZERO_CENTAVOS);
  });

  it('rowsOfMissingAccounts lists the chosen paid rows whose account is gone', () => {
    const p = make({ paidWeeks: { 1: 'g', 2: 'gone', 3: true } });
    expect(rowsOfMissingAccounts(weekRows(p), [1, 2, 3], [{ id: 'g' }])).toEqual([2]);
    expect(rowsOfMissingAccounts(weekRows(p), [1, 3], [{ id: 'g' }])).toEqual([]);
  });
});
