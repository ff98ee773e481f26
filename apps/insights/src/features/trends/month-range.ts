import { monthLabel, type MonthKey } from '@pitaka/domain';

/** 'December 2025 to November 2026': the months a trend covers, oldest first. */
export function monthRange(months: readonly MonthKey[]): string {
  return `${monthLabel(months[0])} to ${monthLabel(months[months.length - 1])}`;
}
