// When recurring items fall due (RecurrenceRule, model.ts) and their rows for the schedule engine.
// Every date is a Manila calendar day (its Manila midnight); occurrences are computed from the
// rule, and only the ones the user acted on are stored (RecurringItem.occurrences).
import type { RecurrenceRule, RecurringItem, RecurringOccurrence } from './model';
import { addManilaDays, daysInMonth, manilaDate, manilaDay, manilaDaysBetween } from './calendar';
import { fromDateInputValue, toDateInputValue } from './dates';
import { ZERO_CENTAVOS } from './money';
import type { ScheduleRow } from './schedule-rows';

const EPOCH = manilaDay(1970, 1, 1);

/** Whole Manila days from 1970-01-01 (Manila) to the Manila day of `day`: an occurrence's row key. */
export function manilaDayNumber(day: Date): number {
  return manilaDaysBetween(EPOCH, day);
}

/** Manila midnight of the day `manilaDayNumber` numbered `n`. */
export function dayOfNumber(n: number): Date {
  return addManilaDays(EPOCH, n);
}

/** 'YYYY-MM-DD' of the Manila day of `day`: the key of `RecurringItem.occurrences`. */
export function occurrenceKey(day: Date): string {
  return toDateInputValue(day);
}

/** The Manila day of an occurrence key; null unless it is exactly 'YYYY-MM-DD' of a real date. */
export function dayOfOccurrenceKey(key: string): Date | null {
  const day = fromDateInputValue(key);
  return day && occurrenceKey(day) === key ? day : null;
}

/**
 * Every Manila day the rule falls on from max(start, from) through `to` (inclusive), ascending.
 * Only the window is walked, however long ago `start` was.
 */
export function ruleDates(rule: RecurrenceRule, start: Date, from: Date, to: Date): Date[] {
  const first = Math.max(manilaDayNumber(start), manilaDayNumber(from));
  const last = manilaDayNumber(to);
  if (first > last) return [];
  const days =
    rule.kind === 'weekly' ? weeklyDays(rule, manilaDayNumber(start), first, last) : calendarDays(rule, first, last);
  return days.filter((n) => n >= first && n <= last).map(dayOfNumber);
}

function weeklyDays(rule: { every: number; weekday: number }, start: number, first: number, last: number): number[] {
  if (!Number.isInteger(rule.every) || rule.every < 1) {
    throw new RangeError(`A weekly rule needs a whole number of weeks: ${rule.every}`);
  }
  const period = 7 * rule.every;
  const firstOccurrence = start + mod(rule.weekday - manilaDate(dayOfNumber(start)).weekday, 7);
  const periodsToWindow = Math.max(0, Math.ceil((first - firstOccurrence) / period));
  const days: number[] = [];
  for (let n = firstOccurrence + periodsToWindow * period; n <= last; n += period) days.push(n);
  return days;
}

/** The rule's days in every month (monthly, kinsenas) or year (yearly) the window touches. */
function calendarDays(rule: Exclude<RecurrenceRule, { kind: 'weekly' }>, first: number, last: number): number[] {
  const from = manilaDate(dayOfNumber(first));
  const to = manilaDate(dayOfNumber(last));
  const dayIn = (year: number, month: number, day: number) =>
    manilaDayNumber(manilaDay(year, month, Math.min(day, daysInMonth(year, month))));
  const days: number[] = [];
  if (rule.kind === 'yearly') {
    for (let year = from.year; year <= to.year; year++) days.push(dayIn(year, rule.month, rule.day));
    return days;
  }
  for (let m = from.year * 12 + from.month - 1; m <= to.year * 12 + to.month - 1; m++) {
    const [year, month] = [Math.floor(m / 12), (m % 12) + 1];
    if (rule.kind === 'monthly') days.push(dayIn(year, month, rule.day));
    else days.push(dayIn(year, month, 15), dayIn(year, month, 31));
  }
  return days;
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

/** The item's rule dates in [from, to], through its end date and outside its pauses [from, until). */
export function itemOccurrenceDates(
  item: Pick<RecurringItem, 'rule' | 'startDate' | 'endDate' | 'pauses'>,
  from: Date,
  to: Date,
): Date[] {
  const last = item.endDate && item.endDate.getTime() < to.getTime() ? item.endDate : to;
  const pauses = item.pauses.map((p) => ({
    from: manilaDayNumber(p.from),
    until: p.until ? manilaDayNumber(p.until) : Infinity,
  }));
  return ruleDates(item.rule, item.startDate, from, last).filter((day) => {
    const n = manilaDayNumber(day);
    return !pauses.some((p) => n >= p.from && n < p.until);
  });
}

/**
 * The schedule engine's rows of a recurring item: its occurrences from the start date through
 * `through`, except paused and skipped ones, keyed by Manila day number. A 'varies' item (amount
 * null) has unpaid rows of ZERO_CENTAVOS: callers supply the amount when paying.
 * Every paid occurrence is a row, whatever `through`, and even when the rule, dates or pauses
 * no longer produce its day (edited after payment), so a payment can always be undone.
 */
export function recurringRows(item: RecurringItem, through: Date): ScheduleRow[] {
  const stored = (day: Date): RecurringOccurrence | undefined => item.occurrences[occurrenceKey(day)];
  const scheduled = itemOccurrenceDates(item, item.startDate, through).filter(
    (day) => stored(day)?.status !== 'skipped',
  );
  const scheduledKeys = new Set(scheduled.map(manilaDayNumber));
  const paidElsewhere = Object.entries(item.occurrences).flatMap(([key, occurrence]) => {
    const day = dayOfOccurrenceKey(key);
    return day && occurrence.status === 'paid' && !scheduledKeys.has(manilaDayNumber(day)) ? [day] : [];
  });
  return [...scheduled, ...paidElsewhere]
    .map((day) => occurrenceRow(item, day, stored(day)))
    .sort((a, b) => a.key - b.key);
}

function occurrenceRow(item: RecurringItem, day: Date, occurrence: RecurringOccurrence | undefined): ScheduleRow {
  const isPaid = occurrence?.status === 'paid';
  const amount = (isPaid ? occurrence.amount : undefined) ?? item.amount ?? ZERO_CENTAVOS;
  return {
    key: manilaDayNumber(day),
    dueDate: day,
    amount,
    isPaid,
    ...(occurrence?.accountId ? { accountId: occurrence.accountId } : {}),
    ...(occurrence?.transactionId ? { transactionId: occurrence.transactionId } : {}),
    ...(occurrence?.paidBy ? { paidBy: occurrence.paidBy } : {}),
  };
}
