// Budgets by period (issue #38): an amount per expense category for a month or a kinsena, what
// is left of it, and what carries into the next period when the category rolls over. The spent
// figures come from the write-time summaries; these rules only combine them.
import { ZERO_CENTAVOS, addMoney, centavos, formatMoney, subtractMoney, type Centavos } from './money';
import { dailyAllowance, isPeriodKey, periodKindOf, type PeriodKey, type PeriodKind } from './budget-periods';
import type { MonthSummary } from './summaries';
import type { Attribution, CurrencyCode } from './model';
import { CATEGORY_DEBT, CATEGORY_FEES, CATEGORY_PALUWAGAN, EXPENSE_CATEGORIES } from './lookups';
import { MAX_AMOUNT } from './constants';
import { BUDGET, budgetMessage } from './errors/messages/budgets';
import { isBlank } from './validation/common';
import { invalid, valid, type Validation } from './validation/result';

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

/**
 * Spending per category in a period, read from its month's summary (all accounts together,
 * transfer halves apart): the month's, its second kinsena's (`secondHalf`), or its first
 * kinsena's (the month's less the second's). Categories with nothing spent are left out.
 */
export function spentInPeriod(summary: MonthSummary | null | undefined, key: PeriodKey): Record<string, Centavos> {
  if (!summary) return {};
  const kind = periodKindOf(key);
  const second = summary.secondHalf ?? {};
  if (kind === 'kinsena' && key.endsWith('-2')) return { ...second };
  const month: Record<string, Centavos> = {};
  for (const account of Object.values(summary.accounts)) {
    if (account.currency) continue; // in its own currency: not the budget's
    for (const [category, totals] of Object.entries(account.categories)) {
      if (totals.expense !== 0) month[category] = addMoney(month[category] ?? ZERO_CENTAVOS, totals.expense);
    }
  }
  if (kind === 'month') return month;
  const first: Record<string, Centavos> = {};
  for (const [category, spent] of Object.entries(month)) {
    const left = subtractMoney(spent, second[category] ?? ZERO_CENTAVOS);
    if (left !== 0) first[category] = left;
  }
  return first;
}

/** The categories a budget may hold: every expense category, and what paluwagans, debts and transfer fees book. */
export const BUDGET_CATEGORIES: readonly string[] = [
  ...EXPENSE_CATEGORIES,
  CATEGORY_PALUWAGAN,
  CATEGORY_DEBT,
  CATEGORY_FEES,
];

/** At most this many categories in one period's budget. */
export const BUDGET_MAX_CATEGORIES = BUDGET_CATEGORIES.length;

/** `budgets/{period}`: a period's budget of a space (shared by a household's members). */
export interface Budget extends Attribution {
  /** The period's key: the document's id. */
  id: PeriodKey;
  categories: PeriodBudget;
  createdAt?: Date;
  updatedAt?: Date;
}

/** A budget as a form sends it: a row per category, in the form's order. */
export interface BudgetInput {
  period: string;
  rows: readonly { category: string; amount: Centavos | null; rollover: boolean }[];
}

/** 'period', or the row (0-based) whose category or amount is refused. */
export type BudgetField = 'period' | `category.${number}` | `amount.${number}`;

/** A period's budget as saved: a known period, known categories once each, amounts in 0 < a ≤ MAX_AMOUNT. */
export function validateBudget(
  input: BudgetInput,
  currency: CurrencyCode = 'PHP',
): Validation<{ period: PeriodKey; categories: PeriodBudget }, BudgetField> {
  if (!isPeriodKey(input.period)) return invalid('period', BUDGET.periodInvalid);
  if (input.rows.length > BUDGET_MAX_CATEGORIES) {
    return invalid(
      `category.${BUDGET_MAX_CATEGORIES}`,
      budgetMessage('tooManyCategories', { max: BUDGET_MAX_CATEGORIES }),
    );
  }
  const categories: Record<string, CategoryBudget> = {};
  for (const [i, { category, amount, rollover }] of input.rows.entries()) {
    if (isBlank(category) || !BUDGET_CATEGORIES.includes(category))
      return invalid(`category.${i}`, BUDGET.categoryRequired);
    if (categories[category]) return invalid(`category.${i}`, budgetMessage('categoryTwice', { category }));
    if (amount === null) return invalid(`amount.${i}`, budgetMessage('amountRequired', { category }));
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      return invalid(`amount.${i}`, budgetMessage('amountPositive', { category }));
    }
    if (amount > MAX_AMOUNT) {
      const max = formatMoney(MAX_AMOUNT, currency);
      return invalid(`amount.${i}`, budgetMessage('amountTooLarge', { category, max }));
    }
    categories[category] = { amount, rollover: rollover === true };
  }
  return valid({ period: input.period, categories });
}

/** The period kind a space plans by: its latest budget's, or the kinsena before any budget. */
export function planningKindOf(latest: Budget | null): PeriodKind {
  return latest ? periodKindOf(latest.id) : 'kinsena';
}
