// Calendar days of Asia/Manila, the product's home zone, whatever the device's zone.
// Manila is UTC+8 all year (no daylight saving since 1978), so a Manila calendar day is the
// instant of its midnight (2026-03-15 = 2026-03-14T16:00:00Z) and all arithmetic below is plain
// UTC arithmetic on instants shifted by +8 hours. Nothing here reads the device's zone.

export const MANILA_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The last day of a month's first kinsena (1st–15th); the second runs from the 16th to its end. */
export const FIRST_KINSENA_LAST_DAY = 15;

/** A Manila calendar day: month 1..12, weekday 0 (Sunday)..6. */
export interface ManilaDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** UTC midnight of year-month-day; month and day overflow roll over; years 0..99 stay as given. */
function utcMidnight(year: number, month: number, day: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

/** Manila midnight of year-month-day (month 1..12; overflow rolls over, as with Date.UTC). */
export function manilaDay(year: number, month: number, day: number): Date {
  return new Date(utcMidnight(year, month, day) - MANILA_OFFSET_MS);
}

/** Manila midnight of the Manila day that contains `d`. */
export function startOfManilaDay(d: Date): Date {
  const shifted = d.getTime() + MANILA_OFFSET_MS;
  return new Date(shifted - mod(shifted, DAY_MS) - MANILA_OFFSET_MS);
}

/** Year, month, day and weekday of `d` on the Manila calendar. */
export function manilaDate(d: Date): ManilaDate {
  const shifted = new Date(d.getTime() + MANILA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const LONGEST_MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The most days `month` (1..12) can have: 29 for February (a yearly 29 February falls on the 28th in common years). */
export function longestDayOf(month: number): number {
  return LONGEST_MONTH_DAYS[month - 1] ?? 31;
}

/** Days in a month (1..12) of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  return new Date(utcMidnight(year, month + 1, 0)).getUTCDate();
}

/** `d` moved by whole Manila days, same Manila time of day (every Manila day is 24 hours). */
export function addManilaDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

/**
 * `d` moved by calendar months in Manila, the day clamped to the target month's last day
 * (Jan 31 + 1 -> Feb 28/29); same Manila time of day. Schedules add months to the start each
 * time (Jan 31 -> Feb 28 -> Mar 31), never to the previous entry.
 */
export function addManilaMonths(d: Date, months: number): Date {
  const { year, month, day } = manilaDate(d);
  const timeOfDay = d.getTime() - startOfManilaDay(d).getTime();
  const target = manilaDay(year, month + months, 1);
  const { year: y, month: m } = manilaDate(target);
  return new Date(manilaDay(y, m, Math.min(day, daysInMonth(y, m))).getTime() + timeOfDay);
}

/** Whole Manila calendar days from `from` to `to` (negative when `to` is an earlier day). */
export function manilaDaysBetween(from: Date, to: Date): number {
  return Math.round((startOfManilaDay(to).getTime() - startOfManilaDay(from).getTime()) / DAY_MS);
}

/** Manila midnight of the first Sunday strictly after the Manila day of `d` (Sunday -> +7 days). */
export function nextManilaSundayAfter(d: Date): Date {
  return addManilaDays(startOfManilaDay(d), 7 - manilaDate(d).weekday);
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}
