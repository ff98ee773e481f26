// A recurrence rule in words, and the names its fields are chosen by, in the page's language.
import { shortMonthNames, type DateTexts, type RecurrenceRule, type TransactionType } from '@pitaka/domain';
import type { PlanningText } from '../../i18n/planning-text';

/** 'Bill' for an expense, 'Income' for income. */
export function recurringTypeLabel(type: TransactionType, text: PlanningText): string {
  return text(type === 'income' ? 'type.income' : 'type.bill');
}

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th', 23 -> '23rd' ('ika-23' in Filipino). */
export function ordinal(n: number, text: PlanningText): string {
  return text('rule.ordinal', { day: n });
}

/** 'Monthly on the 5th', 'Twice a month: 15th and last day', 'Every 2 weeks on Friday', 'Yearly on Dec 25'. */
export function ruleWords(rule: RecurrenceRule, text: PlanningText, dates: DateTexts): string {
  switch (rule.kind) {
    case 'monthly':
      return text(rule.day > 28 ? 'rule.monthlyLate' : 'rule.monthly', { day: ordinal(rule.day, text) });
    case 'kinsenas':
      return text('rule.kinsenas');
    case 'weekly':
      return text('rule.weekly', { every: rule.every, weekday: dates.weekdayNames[rule.weekday] ?? '' });
    case 'yearly': {
      const leapDay = rule.month === 2 && rule.day === 29;
      const month = shortMonthNames(dates.language)[rule.month - 1] ?? '';
      return text(leapDay ? 'rule.yearlyLeap' : 'rule.yearly', { month, day: rule.day });
    }
  }
}
