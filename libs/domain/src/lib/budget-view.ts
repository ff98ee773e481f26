// /budgets: a period's budget against what was spent, from the budgets of the period and those
// before it and their months' summaries (a bounded number of documents at any history size).
import { ZERO_CENTAVOS, type Centavos } from './money';
import { daysLeftIn, monthOfPeriod, shiftPeriod, type PeriodKey } from './budget-periods';
import {
  budgetLine,
  budgetTotals,
  carriedInto,
  spentInPeriod,
  suggestedAmount,
  type Budget,
  type BudgetLine,
} from './budgets';
import type { MonthKey, MonthSummary } from './summaries';

/**
 * How many periods before the shown one are read: what rolls over carries across at most this
 * many (a chain longer than that starts from the oldest read), and suggestions use the last three.
 */
export const BUDGET_LOOKBACK = 6;

/** The period and those before it, newest first: the budgets to read. */
export function periodsFor(period: PeriodKey): PeriodKey[] {
  return Array.from({ length: BUDGET_LOOKBACK + 1 }, (_, i) => shiftPeriod(period, -i));
}

/** The months of those periods: the summaries to read. */
export function monthsFor(period: PeriodKey): MonthKey[] {
  return [...new Set(periodsFor(period).map(monthOfPeriod))];
}

export interface BudgetView {
  period: PeriodKey;
  budget: Budget | null;
  /** The period before's budget, to copy. */
  previous: Budget | null;
  lines: BudgetLine[];
  totals: Pick<BudgetLine, 'available' | 'spent' | 'left'>;
  /** Spending in categories the budget does not hold, most first. */
  unbudgeted: { category: string; spent: Centavos }[];
  daysLeft: number;
  /** Per category spent in the last three periods: their average, rounded up to the peso. */
  suggested: Record<string, Centavos>;
}

export function buildBudgetView(
  period: PeriodKey,
  /** periodsFor(period)'s budgets, in its order (null where none). */
  budgets: readonly (Budget | null)[],
  summaries: ReadonlyMap<MonthKey, MonthSummary | null>,
  today: Date,
): BudgetView {
  const periods = periodsFor(period);
  const spent = periods.map((p) => spentInPeriod(summaries.get(monthOfPeriod(p)), p));
  const budget = budgets[0] ?? null;
  const daysLeft = daysLeftIn(period, today);
  const lines = Object.entries(budget?.categories ?? {}).map(([category, amounts]) => {
    const history = periods
      .slice(1)
      .map((_, i) => ({ budget: budgets[i + 1]?.categories[category], spent: spent[i + 1][category] ?? ZERO_CENTAVOS }))
      .reverse();
    return budgetLine(category, amounts, carriedInto(history), spent[0][category] ?? ZERO_CENTAVOS, daysLeft);
  });
  const unbudgeted = Object.entries(spent[0])
    .filter(([category, amount]) => !budget?.categories[category] && amount > 0)
    .map(([category, amount]) => ({ category, spent: amount }))
    .sort((a, b) => b.spent - a.spent || a.category.localeCompare(b.category));
  const recent = spent.slice(1, 4);
  const categories = new Set(recent.flatMap((s) => Object.keys(s)));
  const suggested = Object.fromEntries(
    [...categories]
      .map((category) => [category, suggestedAmount(recent.map((s) => s[category] ?? ZERO_CENTAVOS))] as const)
      .filter(([, amount]) => amount > 0),
  );
  return {
    period,
    budget,
    previous: budgets[1] ?? null,
    lines,
    totals: budgetTotals(lines),
    unbudgeted,
    daysLeft,
    suggested,
  };
}
