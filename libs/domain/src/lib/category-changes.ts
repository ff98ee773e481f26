// A month's spending per category beside the month before, for the "what changed" sentences.
import { ZERO_CENTAVOS, type Centavos } from './money';
import type { MonthFigures } from './insights';

export interface CategoryChange {
  category: string;
  amount: Centavos;
  previous: Centavos;
}

/**
 * Every category spent on in either month, with both amounts (nothing spent is ₱0.00): largest
 * this month first, then the ones that stopped, largest last month first.
 */
export function categoryChanges(current: MonthFigures, previous: MonthFigures): CategoryChange[] {
  const before = new Map(previous.spending.map(({ category, amount }) => [category, amount]));
  const now = new Map(current.spending.map(({ category, amount }) => [category, amount]));
  const continued = current.spending.map(({ category, amount }) => ({
    category,
    amount,
    previous: before.get(category) ?? ZERO_CENTAVOS,
  }));
  const stopped = previous.spending
    .filter(({ category }) => !now.has(category))
    .map(({ category, amount }) => ({ category, amount: ZERO_CENTAVOS, previous: amount }));
  return [...continued, ...stopped];
}
