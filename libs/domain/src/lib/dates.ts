import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  nextSunday,
  startOfDay as fnsStartOfDay,
  subDays,
  subMonths,
} from 'date-fns';
import { DUE_SOON_DAYS } from './constants';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function isValidDate(d: Date | null | undefined): d is Date {
  return d instanceof Date && !Number.isNaN(d.getTime());
}

// Built by hand rather than with Intl so the text is identical on every ICU version
// (newer ICU puts a narrow no-break space before 'PM').

/** en-US short-month date, 'Jan 5, 2026'; 'N/A' when missing. */
export function formatDate(d: Date | null | undefined): string {
  if (!isValidDate(d)) return 'N/A';
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** 12-hour time, '1:05 PM'; 'N/A' when missing. */
export function formatTime(d: Date | null | undefined): string {
  if (!isValidDate(d)) return 'N/A';
  const hours = d.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${pad2(d.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Jan 5, 2026, 1:05 PM'; 'N/A' when missing. */
export function formatDateTime(d: Date | null | undefined): string {
  if (!isValidDate(d)) return 'N/A';
  return `${formatDate(d)}, ${formatTime(d)}`;
}

export function startOfDay(d: Date): Date {
  return fnsStartOfDay(d);
}

/** Whole calendar days from `from` to `to`, both taken at midnight (negative when `to` is earlier). */
export function daysBetween(from: Date, to: Date): number {
  return differenceInCalendarDays(to, from);
}

/** Due 0 to 7 days ahead of today (at midnight). */
export function isDueSoon(due: Date, today: Date): boolean {
  const days = daysBetween(today, due);
  return days >= 0 && days <= DUE_SOON_DAYS;
}

/** Due date before today (at midnight). */
export function isOverdue(due: Date, today: Date): boolean {
  return daysBetween(today, due) < 0;
}

/** On or before today (at midnight). */
export function isOnOrBefore(d: Date, today: Date): boolean {
  return daysBetween(today, d) <= 0;
}

export type DateRange = 'all' | 'today' | 'week' | 'month';

/**
 * Start of a transactions date filter, or null for 'all'. 'today' is midnight; 'week' and
 * 'month' go back from `now` itself (7 days, one calendar month), as the spec words it.
 */
export function dateRangeStart(range: DateRange, now: Date): Date | null {
  switch (range) {
    case 'all':
      return null;
    case 'today':
      return startOfDay(now);
    case 'week':
      return subDays(now, 7);
    case 'month':
      return subMonths(now, 1);
  }
}

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 -> Feb 28/29). */
export function addMonthsClamped(d: Date, months: number): Date {
  return addMonths(d, months);
}

export function addWeeks(d: Date, weeks: number): Date {
  return addDays(d, weeks * 7);
}

/** Midnight of the next Sunday strictly after `d` (a Sunday moves 7 days ahead). */
export function nextSundayAfter(d: Date): Date {
  return startOfDay(nextSunday(d));
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'YYYY-MM-DD' in local time, for <input type="date">; '' when missing. */
export function toDateInputValue(d: Date | null | undefined): string {
  if (!isValidDate(d)) return '';
  return `${String(d.getFullYear()).padStart(4, '0')}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** 'YYYY-MM-DD' -> local midnight; null for anything that is not a real calendar date. */
export function fromDateInputValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(year, month - 1, day);
  d.setFullYear(year); // years 0..99 would otherwise map to 1900..1999
  if (d.getFullYear() !== year || d.getMonth() !== month - 1 || d.getDate() !== day) return null;
  return d;
}

/** 'HH:mm' (24-hour, local), for <input type="time">; '' when missing. */
export function toTimeInputValue(d: Date | null | undefined): string {
  if (!isValidDate(d)) return '';
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** 'HH:mm' -> {hours, minutes}; null when invalid. */
export function fromTimeInputValue(value: string): { hours: number; minutes: number } | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return { hours, minutes };
}

/** Date and time inputs -> one local Date; null when either is invalid. */
export function fromDateTimeInputValues(date: string, time: string): Date | null {
  const day = fromDateInputValue(date);
  const hm = fromTimeInputValue(time);
  if (!day || !hm) return null;
  day.setHours(hm.hours, hm.minutes, 0, 0);
  return day;
}
