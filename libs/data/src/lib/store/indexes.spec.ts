// Production Firestore needs a composite index for every /transactions query shape (the
// emulator does not). Every filter combination the page can send must find its index in
// firestore.indexes.json, and every shipped index must be used by some combination.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DateRange, TransactionFilter } from '@pitaka/domain';
import { padalaQueryShape, transactionsQueryShape } from './transactions';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
}
interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const file = JSON.parse(readFileSync(resolve(__dirname, '../../../../../firestore.indexes.json'), 'utf8')) as {
  indexes: Index[];
};
const NOW = new Date(2026, 2, 15, 9, 30);
const RANGES: DateRange[] = ['all', 'today', 'week', 'month'];
const MEMBERS = [undefined, 'uid1'];
const combos: TransactionFilter[] = (['all', 'income', 'expense', 'transfer'] as const).flatMap((type) =>
  ['all', 'acc1'].flatMap((accountId) =>
    RANGES.flatMap((range) => MEMBERS.map((member) => ({ type, accountId, range, ...(member ? { member } : {}) }))),
  ),
);

/** The composite index a query shape needs, or null when Firestore's single-field indexes serve it. */
function requiredIndex(filter: TransactionFilter) {
  const shape = transactionsQueryShape(filter, NOW);
  const equality = [...shape.equals.map((e) => e.field), ...(shape.transfersOnly ? ['transfer.role'] : [])].sort();
  if (equality.length === 0) return null; // date range + order on the same field: single-field index
  return { equality, last: { fieldPath: 'date', order: 'DESCENDING' } };
}

function matches(index: Index, need: NonNullable<ReturnType<typeof requiredIndex>>): boolean {
  const last = index.fields[index.fields.length - 1];
  const rest = index.fields.slice(0, -1);
  return (
    index.collectionGroup === 'transactions' &&
    index.queryScope === 'COLLECTION' &&
    last.fieldPath === need.last.fieldPath &&
    last.order === need.last.order &&
    rest.every((f) => f.order === 'ASCENDING') &&
    rest
      .map((f) => f.fieldPath)
      .sort()
      .join() === need.equality.join()
  );
}

it.each(combos.map((f) => [`${f.type}/${f.accountId}/${f.range}/${f.member ?? 'everyone'}`, f] as const))(
  '%s has its index',
  (_label, filter) => {
    const need = requiredIndex(filter);
    if (need) expect(file.indexes.some((index) => matches(index, need))).toBe(true);
  },
);

/** The padala report's: its inequality field first, then its order. */
function padalaIndex() {
  const shape = padalaQueryShape();
  return { equality: [shape.present], last: { fieldPath: shape.orderBy.field, order: 'DESCENDING' } };
}

it("the padala report's query has its index", () => {
  expect(file.indexes.some((index) => matches(index, padalaIndex()))).toBe(true);
});

it('ships no unused index', () => {
  const needs = [...combos.map(requiredIndex).filter((n): n is NonNullable<typeof n> => n !== null), padalaIndex()];
  for (const index of file.indexes) {
    expect(needs.some((need) => matches(index, need))).toBe(true);
  }
});

it('applies every filter together', () => {
  const shape = transactionsQueryShape({ type: 'income', accountId: 'acc1', range: 'week' }, NOW);
  expect(shape.equals).toEqual([
    { field: 'type', value: 'income' },
    { field: 'accountId', value: 'acc1' },
  ]);
  expect(shape.dateFrom).toEqual(new Date(2026, 2, 8, 9, 30));
  expect(shape.orderBy).toEqual({ field: 'date', direction: 'desc' });
});
