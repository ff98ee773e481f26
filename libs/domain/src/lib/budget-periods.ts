// Budget periods (issue #38): a calendar month, or a kinsena, the half-month most Filipino
// employees are paid for (1st–15th, 16th–last day). Both are Asia/Manila calendar days whatever
// the device's zone; a period's key names it in storage and in the URL.
import { FIRST_KINSENA_LAST_DAY, daysInMonth, manilaDate, manilaDay, manilaDaysBetween } from './calendar';
import { ZERO_CENTAVOS, centavos, type Centavos } from './money';
import { isMonthKey, shiftMonth, type MonthKey } from './summaries';
import { monthLabel } from './insights';
import { shortMonthNames } from './date-names';
import type { Language } from './language';

export type PeriodKind = 'month' | 'kinsena';

/** 'YYYY-MM' (a month), or 'YYYY-MM-1' / 'YYYY-MM-2' (its first or second kinsena). */
export type PeriodKey = string;

const KINSENA_KEY = /^(\d{4}-(?:0[1-9]|1[0-2]))-([12])$/;

export function isPeriodKey(value: string): boolean {
  return isMonthKey(value) || KINSENA_KEY.test(value);
}

export function periodKindOf(key: PeriodKey): PeriodKind {
  if (KINSENA_KEY.test(key)) return 'kinsena';
  if (isMonthKey(key)) return 'month';
  throw new RangeError(`Not a period: ${key}`);
}

/** The period of `kind` that holds the Manila day of `date`. */
export function periodOf(kind: PeriodKind, date: Date): PeriodKey {
  const { year, month, day } = manilaDate(date);
  const monthKey = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  if (kind === 'month') return monthKey;
  return `${monthKey}-${day <= FIRST_KINSENA_LAST_DAY ? 1 : 2}`;
}

/** A period's month and, for a kinsena, which half (1 or 2). */
function partsOf(key: PeriodKey): { month: MonthKey; half: 1 | 2 | null } {
  const kinsena = KINSENA_KEY.exec(key);
  if (kinsena) return { month: kinsena[1], half: kinsena[2] === '1' ? 1 : 2 };
  if (isMonthKey(key)) return { month: key, half: null };
  throw new RangeError(`Not a period: ${key}`);
}

/** The period `delta` periods after (before, when negative) `key`, of the same kind. */
export function shiftPeriod(key: PeriodKey, delta: number): PeriodKey {
  const { month, half } = partsOf(key);
  if (half === null) return shiftMonth(month, delta);
  const index = half - 1 + delta;
  const months = Math.floor(index / 2);
  return `${shiftMonth(month, months)}-${index - months * 2 + 1}`;
}

export interface PeriodBounds {
  /** Manila midnight of its first day. */
  start: Date;
  /** Manila midnight of the day after its last. */
  end: Date;
  /** Its first and last day of the month (1..31). */
  firstDay: number;
  lastDay: number;
  /** How many days it has. */
  days: number;
}

export function periodBounds(key: PeriodKey): PeriodBounds {
  const { month, half } = partsOf(key);
  const [year, m] = month.split('-').map(Number);
  const length = daysInMonth(year, m);
  const firstDay = half === 2 ? FIRST_KINSENA_LAST_DAY + 1 : 1;
  const lastDay = half === 1 ? FIRST_KINSENA_LAST_DAY : length;
  return {
    start: manilaDay(year, m, firstDay),
    end: manilaDay(year, m, lastDay + 1),
    firstDay,
    lastDay,
    days: lastDay - firstDay + 1,
  };
}

/** Whether the Manila day of `date` falls in the period. */
export function isInPeriod(key: PeriodKey, date: Date): boolean {
  return periodOf(periodKindOf(key), date) === key;
}

/**
 * The days of the period still to spend in, today included: all of them before it starts, none
 * after it ends.
 */
export function daysLeftIn(key: PeriodKey, now: Date): number {
  const { start, end, days } = periodBounds(key);
  if (now.getTime() < start.getTime()) return days;
  return Math.max(0, manilaDaysBetween(now, end));
}

/**
 * What may be spent each day to stay within `left` until the period ends: `left` shared over the
 * days left, rounded down to the centavo (so the days' allowances never add up to more than
 * what is left); nothing when nothing is left or the period is over.
 */
export function dailyAllowance(left: Centavos, daysLeft: number): Centavos {
  if (left <= 0 || daysLeft <= 0) return ZERO_CENTAVOS;
  return centavos(Math.floor(left / daysLeft));
}

/** The month a period falls in. */
export function monthOfPeriod(key: PeriodKey): MonthKey {
  return partsOf(key).month;
}

/** 'November 2026' ('Nobyembre 2026'), or a kinsena's days: 'Nov 16–30, 2026' ('Nob 16–30, 2026'). */
export function periodLabel(key: PeriodKey, language: Language = 'en'): string {
  const { month, half } = partsOf(key);
  if (half === null) return monthLabel(month, language);
  const [year, m] = month.split('-').map(Number);
  const { firstDay, lastDay } = periodBounds(key);
  return `${shortMonthNames(language)[m - 1]} ${firstDay}–${lastDay}, ${year}`;
}
