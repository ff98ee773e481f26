// {space}/budgets/{period}: a period's budget. A new collection, so amounts are stored as integer
// centavos (as the summaries), never float pesos.
import { BUDGET_CATEGORIES, centavos, type Budget, type CategoryBudget } from '@pitaka/domain';
import type { StoredDoc, StoredDate } from './stored-doc';
import { codec, readStamps, withStamps } from './document';
import { readMap } from './fields';
import { MalformedDocumentError } from './malformed';

export interface BudgetDoc {
  /** The period's key, as the id: the latest budget is found by ordering on it. */
  period: string;
  categories: Record<string, { amount: number; rollover: boolean }>;
  createdAt?: StoredDate;
  updatedAt?: StoredDate;
}

function readCategory(name: string, value: unknown): CategoryBudget {
  const d = readMap(value);
  const amount = d['amount'];
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw new MalformedDocumentError(`budget of ${name}: ${String(amount)} is not a whole number of centavos above 0`);
  }
  return { amount: centavos(amount), rollover: d['rollover'] === true };
}

export const budgetCodec = codec<Budget, BudgetDoc>(
  (b) =>
    withStamps(
      {
        period: b.id,
        categories: Object.fromEntries(
          Object.entries(b.categories).map(([name, c]) => [name, { amount: c.amount, rollover: c.rollover }]),
        ),
      },
      b,
    ),
  (id, d: StoredDoc) => ({
    id,
    // A category the app does not budget (renamed since, or never one) is left out, not fatal.
    categories: Object.fromEntries(
      Object.entries(readMap(d['categories']))
        .filter(([name]) => BUDGET_CATEGORIES.includes(name))
        .map(([name, value]) => [name, readCategory(name, value)]),
    ),
    ...readStamps(d),
  }),
);
