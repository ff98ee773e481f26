// Budgets by period (issue #38): an amount per expense category for a month or a kinsena, what
// is left of it, and what carries into the next period when the category rolls over. The spent
// figures come from the write-time summaries; these rules only combine them.
import { ZERO_CENTAVOS, addMoney, centavos, subtractMoney, type Centavos } from './money';
import { dailyAllowance } from './budget-periods';

/** One category's budget for a period. */
export interface CategoryBudget {
  amount: Centavos;
  /** What is left (or overspent) carries into the next period's budget of the category. */
  rollover: boolean;
}

/** A period's budget: per expense category. */
export type PeriodBudget = Readonly<Record<string, CategoryBudget>>;

/** One period of a category's history, oldest first: its budget (if any) and what was spent. */
export interface PeriodOfCategory {
  budget: CategoryBudget | undefined;
  spent: Centavos;
}

/**
 * What carries into the period after `history` (oldest first) for one category: each period
 * that rolls over passes on what was left of its budget plus what it received (negative when
 * overspent); a period without a budget for the category, or that does not roll over, starts the
 * chain again at nothing.
 */
export function carriedInto(history: readonly PeriodOfCategory[]): Centavos {
  let carried: Centavos = ZERO_CENTAVOS;
  for (const { budget, spent } of history) {
    carried = budget?.rollover === true ? subtractMoney(addMoney(budget.amount, carried), spent) : ZERO_CENTAVOS;
  }
  return carried;
}

/** A category's line on /budgets. */
export interface BudgetLine {
  category: string;
  budget: Centavos;
  /** From the periods before (rollover); negative when they were overspent. */
  carried: Centavos;
  /** budget + carried. */
  available: Centavos;
  spent: Centavos;
  /** available − spent; negative when over. */
  left: Centavos;
  over: boolean;
  /** What may be spent each day until the period ends (nothing when over). */
  perDay: Centavos;
}

export function budgetLine(
  category: string,
  budget: CategoryBudget,
  carried: Centavos,
  spent: Centavos,
  daysLeft: number,
): BudgetLine {
  const available = addMoney(budget.amount, carried);
  const left = subtractMoney(available, spent);
  return {
    category,
    budget: budget.amount,
    carried,
    available,
    spent,
    left,
    over: left < 0,
    perDay: dailyAllowance(left, daysLeft),
  };
}

/** The totals of a period's lines. */
export function budgetTotals(lines: readonly BudgetLine[]): Pick<BudgetLine, 'available' | 'spent' | 'left'> {
  const sum = (pick: (line: BudgetLine) => Centavos) => lines.reduce((s, l) => addMoney(s, pick(l)), ZERO_CENTAVOS);
  const available = sum((l) => l.available);
  const spent = sum((l) => l.spent);
  return { available, spent, left: subtractMoney(available, spent) };
}

/**
 * The amount to suggest for a category: the average of what was spent in the last three periods
 * (fewer when there is less history), rounded up to the whole peso; nothing without history.
 */
export function suggestedAmount(spentInLastPeriods: readonly Centavos[]): Centavos {
  const last = spentInLastPeriods.slice(-3);
  if (last.length === 0) return ZERO_CENTAVOS;
  const total = last.reduce((s, c) => addMoney(s, c), ZERO_CENTAVOS);
  return centavos(Math.ceil(total / last.length / 100) * 100);
}
