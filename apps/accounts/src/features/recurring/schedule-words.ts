// A recurrence rule in words, and the names its fields are chosen by.
import { MONTH_NAMES, WEEKDAY_NAMES, type RecurrenceRule, type TransactionType } from '@pitaka/domain';

/** 'Bill' for an expense, 'Income' for income. */
export function recurringTypeLabel(type: TransactionType): string {
  return type === 'income' ? 'Income' : 'Bill';
}

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th', 23 -> '23rd'. */
export function ordinal(n: number): string {
  const last = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen || last === 0 || last > 3 ? 'th' : ['st', 'nd', 'rd'][last - 1]}`;
}

const shortMonth = (month: number) => (MONTH_NAMES[month - 1] ?? '').slice(0, 3);

/** 'Monthly on the 5th', 'Twice a month: 15th and last day', 'Every 2 weeks on Friday', 'Yearly on Dec 25'. */
export function ruleWords(rule: RecurrenceRule): string {
  switch (rule.kind) {
    case 'monthly':
      return `Monthly on the ${ordinal(rule.day)}${rule.day > 28 ? ' (last day in shorter months)' : ''}`;
    case 'kinsenas':
      return 'Twice a month: 15th and last day';
    case 'weekly':
      return `${rule.every === 1 ? 'Every week' : `Every ${rule.every} weeks`} on ${WEEKDAY_NAMES[rule.weekday]}`;
    case 'yearly': {
      const leapDay = rule.month === 2 && rule.day === 29;
      return `Yearly on ${shortMonth(rule.month)} ${rule.day}${leapDay ? ' (Feb 28 in other years)' : ''}`;
    }
  }
}
