import { categoryChanges } from './category-changes';
import { monthFigures } from './insights';
import { toCentavos, type Centavos } from './money';
import type { MonthSummary } from './summaries';

const ZERO = toCentavos(0);

function spent(month: string, expenses: Record<string, number>): MonthSummary {
  const categories = Object.fromEntries(
    Object.entries(expenses).map(([category, pesos]) => [category, { income: ZERO, expense: toCentavos(pesos) }]),
  );
  return { month, accounts: { a1: { categories, transfersIn: ZERO, transfersOut: ZERO } } };
}

const change = (category: string, amount: number, previous: number) => ({
  category,
  amount: toCentavos(amount),
  previous: toCentavos(previous),
});

it('pairs each category with the month before, largest first, then the ones that stopped', () => {
  const current = monthFigures(spent('2026-11', { Food: 4200, Transport: 800, Bills: 2500 }), '2026-11');
  const previous = monthFigures(spent('2026-10', { Food: 3000, Shopping: 1500, Health: 1900 }), '2026-10');
  expect(categoryChanges(current, previous)).toEqual([
    change('Food', 4200, 3000),
    change('Bills', 2500, 0),
    change('Transport', 800, 0),
    change('Health', 0, 1900),
    change('Shopping', 0, 1500),
  ]);
});

it('is empty when neither month has spending', () => {
  const none = (month: string) => monthFigures(null, month);
  expect(categoryChanges(none('2026-11'), none('2026-10'))).toEqual([]);
});

it('keeps amounts as exact centavos', () => {
  const [food] = categoryChanges(
    monthFigures(spent('2026-11', { Food: 0.1 }), '2026-11'),
    monthFigures(spent('2026-10', { Food: 0.2 }), '2026-10'),
  );
  const amounts: Centavos[] = [food.amount, food.previous];
  expect(amounts).toEqual([10, 20]);
});
