import fc from 'fast-check';
import { MAX_AMOUNT } from '../constants';
import { IMPORT_MESSAGES as M, VALIDATION_MESSAGES as V } from '../errors/messages';
import type { Transaction } from '../model';
import { addMoney, centavos, type Centavos } from '../money';
import { monthKeyOf } from '../summaries';
import { importCheck } from './import-link';
import {
  batchesOf,
  importNet,
  planImport,
  planUndo,
  validateImport,
  validateImportDraft,
  validateUndo,
  type ImportRow,
} from './import-plan';

const manila = (isoLocal: string) => new Date(`${isoLocal}+08:00`);

function row(n: number, type: 'income' | 'expense', pesos: number, day = '2026-11-25'): ImportRow {
  return {
    row: n,
    draft: {
      type,
      amount: centavos(pesos * 100),
      description: `Row ${n}`,
      category: 'Other',
      date: manila(`${day}T12:00`),
    },
  };
}

function imported(r: ImportRow, accountId = 'gcash'): Transaction {
  const t = { ...r.draft, id: `imp-${r.row}`, accountId, accountName: 'GCash' };
  return { ...t, import: { id: 'imp', row: r.row, check: importCheck(t) } };
}

const gcash = (pesos: number) => ({ name: 'GCash', balance: centavos(pesos * 100) });

describe('planImport', () => {
  it('puts money in before money out, each in file order', () => {
    const rows = [row(1, 'expense', 50), row(2, 'income', 100), row(3, 'expense', 20), row(4, 'income', 5)];
    expect(
      planImport(rows)
        .flat()
        .map((r) => r.row),
    ).toEqual([2, 4, 1, 3]);
  });

  it('keeps every commit within the write limit, counting each month a commit touches and its four fixed writes', () => {
    // 10 rows in 4 months, at most 9 writes a commit.
    const days = ['2026-01-10', '2026-01-11', '2026-02-10', '2026-03-10', '2026-03-11', '2026-04-10'];
    const rows = Array.from({ length: 10 }, (_, i) => row(i + 1, 'income', 1, days[i % days.length]));
    const batches = planImport(rows, 9);
    for (const batch of batches) {
      const months = new Set(batch.map((r) => monthKeyOf(r.draft.date)));
      expect(batch.length + months.size + 4).toBeLessThanOrEqual(9);
    }
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(rows);
  });

  it('fills a commit of one month up to 500 writes: 495 rows', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => row(i + 1, 'expense', 1));
    expect(planImport(rows).map((b) => b.length)).toEqual([495, 495, 10]);
  });

  it('never leaves the balance below zero between commits when it is not below zero after them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ income: fc.boolean(), pesos: fc.integer({ min: 1, max: 1000 }) }), {
          minLength: 1,
          maxLength: 60,
        }),
        fc.integer({ min: 0, max: 5000 }),
        (specs, start) => {
          const rows = specs.map((s, i) => row(i + 1, s.income ? 'income' : 'expense', s.pesos));
          const end = addMoney(centavos(start * 100), importNet(rows));
          fc.pre(end >= 0);
          let balance: Centavos = centavos(start * 100);
          for (const batch of planImport(rows, 10)) {
            balance = addMoney(balance, importNet(batch));
            expect(balance).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('batchesOf', () => {
  it('gives nothing for nothing', () => {
    expect(batchesOf([], () => new Date(), 3)).toEqual([]);
  });
});

describe('validateImport', () => {
  it('gives the balance after the import', () => {
    expect(validateImport([row(1, 'income', 100), row(2, 'expense', 30)], gcash(10))).toEqual({
      ok: true,
      value: centavos(8000),
    });
  });

  it.each([
    ['no rows', [], 0, M.noRowsChosen],
    [
      'more out than the balance and the rows bring in',
      [row(1, 'expense', 120), row(2, 'income', 10)],
      100,
      'These rows would take GCash ₱10.00 below zero. Add its opening balance first, or leave some expenses out.',
    ],
  ])('refuses %s', (_, rows, balance, message) => {
    expect(validateImport(rows, gcash(balance))).toEqual({ ok: false, field: 'rows', message, ref: expect.anything() });
  });

  it('refuses a balance above the maximum', () => {
    const result = validateImport([row(1, 'income', 1)], { name: 'GCash', balance: MAX_AMOUNT });
    expect(result).toMatchObject({ ok: false, field: 'rows', message: expect.stringContaining('exceed') });
  });
});

describe('validateImportDraft', () => {
  const good = row(1, 'expense', 10).draft;

  it('trims the description', () => {
    expect(validateImportDraft({ ...good, description: '  Jollibee ' })).toEqual({
      ok: true,
      value: { ...good, description: 'Jollibee' },
    });
  });

  it.each([
    ['a blank description', { description: ' ' }, V.descriptionRequired],
    ['a zero amount', { amount: centavos(0) }, V.validAmount],
    ['an amount above the maximum', { amount: centavos(MAX_AMOUNT + 1) }, V.validAmount],
    ['a fraction of a centavo', { amount: 1.5 as Centavos }, V.validAmount],
    ['an income category on an expense', { category: 'Salary' }, V.selectCategory],
    ['an invalid date', { date: new Date(Number.NaN) }, V.validDate],
  ])('refuses %s', (_, change, message) => {
    expect(validateImportDraft({ ...good, ...change })).toEqual({
      ok: false,
      field: 'row',
      message,
      ref: expect.anything(),
    });
  });
});

describe('planUndo', () => {
  it('deletes 496 transactions of one month a commit (3 fixed writes: no mapping)', () => {
    const ts = Array.from({ length: 500 }, (_, i) => imported(row(i + 1, 'expense', 1)));
    expect(planUndo(ts).map((b) => b.length)).toEqual([496, 4]);
  });

  it('takes money out first', () => {
    const ts = [row(1, 'income', 5), row(2, 'expense', 5), row(3, 'income', 5)].map((r) => imported(r));
    expect(
      planUndo(ts)
        .flat()
        .map((t) => t.import?.row),
    ).toEqual([2, 1, 3]);
  });
});

describe('validateUndo', () => {
  const rows = [row(1, 'income', 100), row(2, 'expense', 30), row(3, 'expense', 20)];

  it('gives the balance after the undo', () => {
    expect(
      validateUndo(
        rows.map((r) => imported(r)),
        gcash(60),
      ),
    ).toEqual({ ok: true, value: centavos(1000) });
  });

  it('undoes the rows of a deleted account without moving a balance', () => {
    expect(
      validateUndo(
        rows.map((r) => imported(r)),
        null,
      ),
    ).toEqual({ ok: true, value: null });
  });

  it.each([
    ['the description', { description: 'Edited' }],
    ['the amount', { amount: centavos(1) }],
    ['the category', { category: 'Food' }],
    ['the date', { date: manila('2026-11-26T12:00') }],
    ['the account', { accountId: 'bpi' }],
    ['the type', { type: 'income' as const }],
  ])('refuses when a row was edited since (%s), naming it', (_, change) => {
    const ts = rows.map((r) => imported(r));
    ts[1] = { ...ts[1], ...change };
    expect(validateUndo(ts, gcash(1000))).toEqual({
      ok: false,
      field: 'import',
      message:
        "Row 2 of this import was changed after the import, so it can't be undone as a whole. Revert that transaction on Transactions first, or keep the import.",
      ref: expect.anything(),
    });
  });

  it('refuses rows linked since, listing at most ten and counting the rest', () => {
    const many = Array.from({ length: 13 }, (_, i) => imported(row(i + 1, 'expense', 1)));
    const linked = many.map((t) => ({
      ...t,
      source: { kind: 'recurring' as const, id: 'r', index: 1, reversal: false },
    }));
    expect(validateUndo(linked, gcash(1000))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Rows 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 3 more of this import were changed/),
    });
  });

  it('refuses an undo that would take the balance below zero', () => {
    expect(
      validateUndo(
        rows.map((r) => imported(r)),
        gcash(40),
      ),
    ).toEqual({
      ok: false,
      field: 'import',
      message: 'Undoing this import would take GCash below zero (its balance is ₱40.00). Add the money it needs first.',
      ref: expect.anything(),
    });
  });
});
