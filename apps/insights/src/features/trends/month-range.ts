import type { DateTexts, MonthKey } from '@pitaka/domain';
import type { Text } from '@pitaka/ui';
import type { InsightsTextKey } from '../../i18n/insights-text';

/** 'December 2025 to November 2026': the months a trend covers, oldest first. */
export function monthRange(months: readonly MonthKey[], text: Text<InsightsTextKey>, dates: DateTexts): string {
  return text('range', { from: dates.month(months[0]), to: dates.month(months[months.length - 1]) });
}
