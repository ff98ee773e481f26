import { centavos } from '../money';
import { importCheck, isAsImported } from './import-link';
import { statementImportState } from './import-record';

const written = {
  type: 'expense' as const,
  amount: centavos(18_900),
  description: 'Jollibee',
  category: 'Food',
  accountId: 'gcash',
  date: new Date('2026-11-26T00:15:00Z'),
};

describe('importCheck', () => {
  it('is the same for the same fields', () => {
    expect(importCheck({ ...written })).toBe(importCheck(written));
  });

  it.each([
    ['type', { type: 'income' as const }],
    ['amount by a centavo', { amount: centavos(18_901) }],
    ['description by a space', { description: 'Jollibee ' }],
    ['category', { category: 'Other' }],
    ['account', { accountId: 'bpi' }],
    ['date by a millisecond', { date: new Date('2026-11-26T00:15:00.001Z') }],
  ])('changes with the %s', (_, change) => {
    expect(importCheck({ ...written, ...change })).not.toBe(importCheck(written));
  });
});

describe('isAsImported', () => {
  const t = { ...written, id: 'i-1', accountName: 'GCash', import: { id: 'i', row: 1, check: importCheck(written) } };

  it('holds for a transaction as its import wrote it, and not after an edit or without a mark', () => {
    expect(isAsImported(t)).toBe(true);
    expect(isAsImported({ ...t, description: 'Jollibee Cubao' })).toBe(false);
    expect(isAsImported({ ...t, import: undefined })).toBe(false);
  });
});

describe('statementImportState', () => {
  it.each([
    [{ batches: 3, committedBatches: 1, imported: 496, undone: 0 }, 'incomplete'],
    [{ batches: 3, committedBatches: 3, imported: 1200, undone: 0 }, 'done'],
    [{ batches: 3, committedBatches: 3, imported: 1200, undone: 496 }, 'undoing'],
    [{ batches: 3, committedBatches: 3, imported: 1200, undone: 1200 }, 'undone'],
    [{ batches: 3, committedBatches: 2, imported: 992, undone: 992 }, 'undone'],
  ])('%o is %s', (record, state) => {
    expect(statementImportState(record)).toBe(state);
  });
});
