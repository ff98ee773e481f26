// The Add and Edit Recurring form: what its inputs hold (text, 'YYYY-MM-DD' Manila days), and
// the command input they turn into.
import {
  fromDateInputValue,
  isCategoryValidFor,
  manilaDate,
  parseAmount,
  toAmountInputValue,
  toDateInputValue,
  type Account,
  type RecurrenceRule,
  type RecurringFormInput,
  type RecurringItem,
  type TransactionType,
  type ValidRecurringInput,
  longestDayOf,
} from '@pitaka/domain';

export type RepeatKind = RecurrenceRule['kind'];

export interface RecurringFormValues {
  name: string;
  type: TransactionType;
  category: string;
  /** The account it is usually paid from or received into; '' until chosen. */
  accountId: string;
  amount: string;
  /** "Varies (ask when paid)": the amount is not sent. */
  varies: boolean;
  repeats: RepeatKind;
  /** Every rule kind's fields are kept, so switching back and forth loses nothing. */
  monthDay: string;
  everyWeeks: string;
  weekday: string;
  yearMonth: string;
  yearDay: string;
  startDate: string;
  /** '' for no end. */
  endDate: string;
}

/** A new item: a bill, monthly on today's day, starting today (Manila). */
export function newRecurringValues(today: Date): RecurringFormValues {
  const { month, day, weekday } = manilaDate(today);
  return {
    name: '',
    type: 'expense',
    category: '',
    accountId: '',
    amount: '',
    varies: false,
    repeats: 'monthly',
    monthDay: String(day),
    everyWeeks: '1',
    weekday: String(weekday),
    yearMonth: String(month),
    yearDay: String(day),
    startDate: toDateInputValue(today),
    endDate: '',
  };
}

/** The edit form's starting values; a default account that no longer exists is left to choose again. */
export function recurringValuesOf(item: RecurringItem, accounts: readonly Account[]): RecurringFormValues {
  const { rule } = item;
  const start = manilaDate(item.startDate);
  return {
    name: item.name,
    type: item.type,
    category: item.category,
    accountId: accounts.some((account) => account.id === item.accountId) ? item.accountId : '',
    amount: item.amount === null ? '' : toAmountInputValue(item.amount),
    varies: item.amount === null,
    repeats: rule.kind,
    monthDay: String(rule.kind === 'monthly' ? rule.day : start.day),
    everyWeeks: String(rule.kind === 'weekly' ? rule.every : 1),
    weekday: String(rule.kind === 'weekly' ? rule.weekday : start.weekday),
    yearMonth: String(rule.kind === 'yearly' ? rule.month : start.month),
    yearDay: String(rule.kind === 'yearly' ? rule.day : start.day),
    startDate: toDateInputValue(item.startDate),
    endDate: toDateInputValue(item.endDate),
  };
}

/**
 * What else one change changes: another type keeps the category only if that type has it too;
 * another month keeps the day only if that month can have it (31 -> 30 in April).
 */
export function afterChange(values: RecurringFormValues, changed: keyof RecurringFormValues): RecurringFormValues {
  if (changed === 'type' && !isCategoryValidFor(values.type, values.category)) return { ...values, category: '' };
  if (changed === 'yearMonth') {
    const longest = longestDayOf(Number(values.yearMonth));
    if (Number(values.yearDay) > longest) return { ...values, yearDay: String(longest) };
  }
  return values;
}

/** A whole number as typed, or NaN (which the rule check refuses). */
function wholeNumber(text: string): number {
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN;
}

function ruleOf(values: RecurringFormValues): RecurrenceRule {
  switch (values.repeats) {
    case 'monthly':
      return { kind: 'monthly', day: wholeNumber(values.monthDay) };
    case 'kinsenas':
      return { kind: 'kinsenas' };
    case 'weekly':
      return { kind: 'weekly', every: wholeNumber(values.everyWeeks), weekday: wholeNumber(values.weekday) };
    case 'yearly':
      return { kind: 'yearly', month: wholeNumber(values.yearMonth), day: wholeNumber(values.yearDay) };
  }
}

/** What the inputs say, for validateRecurring: an amount or date that does not parse is null. */
export function toRecurringFormInput(values: RecurringFormValues): RecurringFormInput {
  return {
    name: values.name,
    type: values.type,
    category: values.category,
    accountId: values.accountId,
    amount: values.varies ? null : parseAmount(values.amount),
    varies: values.varies,
    rule: ruleOf(values),
    startDate: fromDateInputValue(values.startDate),
    endDate: fromDateInputValue(values.endDate),
  };
}

/** The checked form as the commands take it: trimmed, the rule's own fields, no end as null. */
export function toCommandInput(checked: ValidRecurringInput): RecurringFormInput {
  return { ...checked, varies: checked.amount === null, endDate: checked.endDate ?? null };
}
