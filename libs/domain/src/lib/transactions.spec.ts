import fc from 'fast-check';
import type { Transaction, TransactionType } from './model';
import { ZERO_CENTAVOS, centavos, toCentavos, type Centavos } from './money';
import {
  applyBalanceDelta,
  balanceEffects,
  displayTransaction,
  formatTransactionAmount,
  matchesTransactionFilter,
  signedAmount,
} from './transactions';
import type { TransactionFilter } from './transactions';

/** A transaction of `pesos`. */
const tx = (type: TransactionType, pesos: number, accountId = 'a') => ({ type, amount: toCentavos(pesos), accountId });

describe('signedAmount', () => {
  it.each([
    ['income', 100, 100, 10000],
    ['expense', 100, -100, -10000],
    ['income', 0.1 + 0.2, 0.3, 30],
    ['expense', 1.005, -1.01, -101],
    ['expense', 0, 0, 0],
  ] as const)('%s ₱%p -> ₱%p (%p centavos)', (type, amount, pesos, signed) => {
    expect(signedAmount({ type, amount: toCentavos(amount) })).toBe(signed);
    expect(signedAmount({ type, amount: toCentavos(amount) })).toBe(toCentavos(pesos));
  });
});

describe('balanceEffects', () => {
  it.each([
    ['add income', { kind: 'add', tx: tx('income', 50) }, { a: 5000 }],
    ['add expense', { kind: 'add', tx: tx('expense', 12.34) }, { a: -1234 }],
    ['revert income', { kind: 'revert', tx: tx('income', 50) }, { a: -5000 }],
    ['revert expense', { kind: 'revert', tx: tx('expense', 12.34) }, { a: 1234 }],
    ['edit: raise an expense', { kind: 'edit', before: tx('expense', 10), after: tx('expense', 25) }, { a: -1500 }],
    ['edit: lower an income', { kind: 'edit', before: tx('income', 100), after: tx('income', 40) }, { a: -6000 }],
    ['edit: expense -> income', { kind: 'edit', before: tx('expense', 10), after: tx('income', 10) }, { a: 2000 }],
    ['edit: income -> expense', { kind: 'edit', before: tx('income', 30), after: tx('expense', 20) }, { a: -5000 }],
    [
      'edit: move an expense',
      { kind: 'edit', before: tx('expense', 10, 'a'), after: tx('expense', 10, 'b') },
      { a: 1000, b: -1000 },
    ],
    [
      'edit: move and change type',
      { kind: 'edit', before: tx('income', 70, 'a'), after: tx('expense', 20.5, 'b') },
      { a: -7000, b: -2050 },
    ],
    ['edit: nothing that matters changed', { kind: 'edit', before: tx('income', 5), after: tx('income', 5) }, {}],
    ['edit: 0.1+0.2 vs 0.3', { kind: 'edit', before: tx('income', 0.1 + 0.2), after: tx('income', 0.3) }, {}],
  ] as const)('%s', (_label, change, expected) => {
    expect(balanceEffects(change)).toEqual(expected);
  });

  const arbTx = fc.record({
    type: fc.constantFrom<TransactionType>('income', 'expense'),
    amount: fc.integer({ min: 1, max: 1e9 }).map(centavos),
    accountId: fc.constantFrom('a', 'b', 'c'),
  });
  const total = (e: Record<string, number>) => Object.values(e).reduce((s, v) => s + v, 0);

  it('an edit is the revert of the old plus the add of the new, to the centavo', () => {
    fc.assert(
      fc.property(arbTx, arbTx, (before, after) => {
        const edit = balanceEffects({ kind: 'edit', before, after });
        expect(total(edit)).toBe(signedAmount(after) - signedAmount(before));
        const combined: Record<string, number> = {};
        for (const e of [balanceEffects({ kind: 'revert', tx: before }), balanceEffects({ kind: 'add', tx: after })]) {
          for (const [k, v] of Object.entries(e)) combined[k] = (combined[k] ?? 0) + v;
        }
        for (const k of Object.keys(combined)) if (combined[k] === 0) delete combined[k];
        expect(edit).toEqual(combined);
      }),
      { numRuns: 300 },
    );
  });

  it('add then revert leaves every balance unchanged', () => {
    fc.assert(
      fc.property(arbTx, fc.integer({ min: 0, max: 1e9 }), (t, startCentavos) => {
        const start = centavos(startCentavos);
        const afterAdd = applyBalanceDelta(start, balanceEffects({ kind: 'add', tx: t })[t.accountId]);
        const afterRevert = applyBalanceDelta(afterAdd, balanceEffects({ kind: 'revert', tx: t })[t.accountId]);
        expect(afterRevert).toBe(start);
      }),
      { numRuns: 300 },
    );
  });
});

describe('applyBalanceDelta', () => {
  it.each([
    [0.1, 20, 0.3],
    [100, -10001, -0.01],
    [1234.56, 0, 1234.56],
  ])('₱%p %+d centavos -> ₱%p', (balance, delta, expected) => {
    expect(applyBalanceDelta(toCentavos(balance), centavos(delta))).toBe(toCentavos(expected));
  });
});

describe('displayTransaction defaults', () => {
  it.each<[Partial<Transaction>, string, string, Centavos]>([
    [{}, 'Unnamed transaction', 'Unknown account', ZERO_CENTAVOS],
    [{ description: '', accountName: '' }, 'Unnamed transaction', 'Unknown account', ZERO_CENTAVOS],
    [{ description: 'Lunch', accountName: 'Wallet', amount: toCentavos(150) }, 'Lunch', 'Wallet', toCentavos(150)],
    // Deliberately invalid (not Centavos, only a cast builds it): shown as 0.
    [{ amount: NaN as Centavos }, 'Unnamed transaction', 'Unknown account', ZERO_CENTAVOS],
  ])('%p', (input, description, accountName, amount) => {
    expect(displayTransaction(input)).toMatchObject({ description, accountName, amount });
  });

  it('keeps the other fields', () => {
    expect(displayTransaction({ id: 'x', category: 'Food' })).toMatchObject({ id: 'x', category: 'Food' });
  });
});

describe('formatTransactionAmount', () => {
  it.each([
    ['expense', 5, 'PHP', '-₱5.00'],
    ['income', 1234.5, 'PHP', '₱1,234.50'],
    ['expense', 20, 'USD', '-$20.00'],
  ] as const)('%s ₱%p %s -> %s', (type, amount, currency, expected) => {
    expect(formatTransactionAmount({ type, amount: toCentavos(amount) }, currency)).toBe(expected);
  });
});

describe('matchesTransactionFilter applies every filter together', () => {
  const now = new Date('2026-01-15T12:00:00+08:00');
  const t = {
    type: 'expense' as const,
    accountId: 'a',
    date: new Date('2026-01-10T09:00:00+08:00'),
    createdBy: 'ana',
  };
  it.each<[Partial<TransactionFilter>, boolean]>([
    [{}, true],
    [{ type: 'expense' }, true],
    [{ type: 'income' }, false],
    [{ accountId: 'a' }, true],
    [{ accountId: 'b' }, false],
    [{ range: 'week' }, true],
    [{ range: 'today' }, false],
    [{ type: 'expense', accountId: 'a', range: 'month' }, true],
    [{ type: 'expense', accountId: 'b', range: 'month' }, false],
    [{ type: 'income', accountId: 'a', range: 'month' }, false],
    [{ member: 'ana' }, true],
    [{ member: 'ben' }, false],
    [{ member: 'ana', type: 'expense', range: 'week' }, true],
  ])('%p -> %p', (filter, expected) => {
    expect(matchesTransactionFilter(t, { type: 'all', accountId: 'all', range: 'all', ...filter }, now)).toBe(expected);
  });

  it('the week starts exactly 7 days back from now', () => {
    const filter: TransactionFilter = { type: 'all', accountId: 'all', range: 'week' };
    expect(matchesTransactionFilter({ ...t, date: new Date('2026-01-08T12:00:00+08:00') }, filter, now)).toBe(true);
    expect(matchesTransactionFilter({ ...t, date: new Date('2026-01-08T11:59:00+08:00') }, filter, now)).toBe(false);
  });

  it("'today' starts at Manila midnight, whatever the device zone", () => {
    const filter: TransactionFilter = { type: 'all', accountId: 'all', range: 'today' };
    const lateNight = new Date('2026-03-14T17:00:00Z'); // 01:00 on Mar 15 in Manila
    const at = (iso: string) => ({ ...t, date: new Date(iso) });
    expect(matchesTransactionFilter(at('2026-03-15T00:00:00+08:00'), filter, lateNight)).toBe(true);
    expect(matchesTransactionFilter(at('2026-03-14T23:59:00+08:00'), filter, lateNight)).toBe(false);
  });
});
