import { dateTexts, type DateTexts } from '@pitaka/domain';
import { useLanguage } from '@pitaka/ui';

/**
 * Dates as the page shows them, in its language: `dates.date(payout)` is 'Nov 25, 2026' in
 * English, 'Nob 25, 2026' in Filipino (also instantDate, dateTime, time and the month labels).
 */
export function useDates(): DateTexts {
  return dateTexts(useLanguage());
}
