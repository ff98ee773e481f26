// When a recurring item is next due, as its row on /recurring says it.
import { addWeeks, daysBetween, itemOccurrenceDates, type RecurringItem } from '@pitaka/domain';

export type NextDue = { kind: 'date'; date: Date } | { kind: 'ended' } | { kind: 'paused' };

/** Longer than any gap between two dates of a rule: a year, or 52 weeks after the first week. */
const LOOK_AHEAD_WEEKS = 58;

export const isPaused = (item: Pick<RecurringItem, 'pauses'>) => item.pauses.some((pause) => !pause.until);

/**
 * The first occurrence on or after `today` (a Manila day); 'ended' past the end date, or when no
 * date is left before it; 'paused' while a pause is open (nothing is due until it is resumed).
 */
export function nextDue(item: RecurringItem, today: Date): NextDue {
  if (item.endDate && daysBetween(today, item.endDate) < 0) return { kind: 'ended' };
  if (isPaused(item)) return { kind: 'paused' };
  const from = item.startDate > today ? item.startDate : today;
  const [date] = itemOccurrenceDates(item, today, addWeeks(from, LOOK_AHEAD_WEEKS));
  return date ? { kind: 'date', date } : { kind: 'ended' };
}
