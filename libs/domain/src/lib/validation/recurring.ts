// The recurring item form: a bill (expense) or expected income, its default account, a fixed
// amount or "varies", and when it repeats (see RecurrenceRule in model.ts).
import type { RecurrenceRule, RecurringItem, TransactionType } from '../model';
import type { Centavos } from '../money';
import { isWithinMaxAmount } from '../limits';
import { RECURRING as R, amountExceedsMax, type DomainMessage } from '../errors/messages';
import { longestDayOf, startOfManilaDay } from '../calendar';
import { isBlank, isPositiveAmount, isValidDate, textLengthError } from './common';
import { invalid, valid, type Validation } from './result';

export const MAX_WEEKS_BETWEEN = 52;

export interface RecurringFormInput {
  name: string;
  type: TransactionType;
  category: string;
  accountId: string;
  /** Null: "varies" (asked when paid). */
  amount: Centavos | null;
  varies: boolean;
  rule: RecurrenceRule;
  startDate: Date | null;
  endDate?: Date | null;
}

export type RecurringField = 'name' | 'category' | 'accountId' | 'amount' | 'rule' | 'startDate' | 'endDate';

/** A form that passed: trimmed texts, dates as Manila midnights. */
export type ValidRecurringInput = Pick<
  RecurringItem,
  'name' | 'type' | 'category' | 'accountId' | 'amount' | 'rule' | 'startDate' | 'endDate'
>;

const isWhole = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/** The rule's own error, or null. A yearly 29 February is valid (28 February in common years). */
export function recurrenceRuleError(rule: RecurrenceRule): DomainMessage | null {
  switch (rule.kind) {
    case 'monthly':
      return isWhole(rule.day, 1, 31) ? null : R.monthDay;
    case 'kinsenas':
      return null;
    case 'weekly':
      if (!isWhole(rule.weekday, 0, 6)) return R.weekday;
      return isWhole(rule.every, 1, MAX_WEEKS_BETWEEN) ? null : R.everyWeeks;
    case 'yearly':
      return isWhole(rule.month, 1, 12) && isWhole(rule.day, 1, longestDayOf(rule.month)) ? null : R.yearDate;
    default:
      return R.monthDay;
  }
}

/** Only the fields of the rule's kind (a form may carry the others' leftovers). */
function cleanRule(rule: RecurrenceRule): RecurrenceRule {
  switch (rule.kind) {
    case 'monthly':
      return { kind: 'monthly', day: rule.day };
    case 'kinsenas':
      return { kind: 'kinsenas' };
    case 'weekly':
      return { kind: 'weekly', every: rule.every, weekday: rule.weekday };
    case 'yearly':
      return { kind: 'yearly', month: rule.month, day: rule.day };
  }
}

/** First failing rule in form order: name, category, account, amount, rule, start, end. */
export function validateRecurring(input: RecurringFormInput): Validation<ValidRecurringInput, RecurringField> {
  if (isBlank(input.name)) return invalid('name', R.nameRequired);
  const nameLength = textLengthError(input.name, 'name');
  if (nameLength) return invalid('name', nameLength);
  if (isBlank(input.category)) return invalid('category', R.categoryRequired);
  if (isBlank(input.accountId)) return invalid('accountId', R.accountRequired);
  let amount: Centavos | null = null;
  if (!input.varies) {
    if (!isPositiveAmount(input.amount)) return invalid('amount', R.amountPositive);
    if (!isWithinMaxAmount(input.amount)) return invalid('amount', amountExceedsMax());
    amount = input.amount;
  }
  const ruleError = recurrenceRuleError(input.rule);
  if (ruleError) return invalid('rule', ruleError);
  if (!isValidDate(input.startDate)) return invalid('startDate', R.startDateRequired);
  const startDate = startOfManilaDay(input.startDate);
  const endDate = isValidDate(input.endDate) ? startOfManilaDay(input.endDate) : undefined;
  if (endDate && endDate < startDate) return invalid('endDate', R.endBeforeStart);
  return valid({
    name: input.name.trim(),
    type: input.type === 'income' ? 'income' : 'expense',
    category: input.category.trim(),
    accountId: input.accountId,
    amount,
    rule: cleanRule(input.rule),
    startDate,
    ...(endDate ? { endDate } : {}),
  });
}
