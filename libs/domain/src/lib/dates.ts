import {
  addManilaDays,
  addManilaMonths,
  DAY_MS,
  daysInMonth,
  manilaDate,
  manilaDay,
  manilaDaysBetween,
  startOfManilaDay,
} from './calendar';
import { DUE_SOON_DAYS } from './constants';
import { MISSING_DATE_TEXT, shortMonthNames } from './date-names';
import type { Language } from './language';

// Two kinds of dates:
// - Date-only values (paluwagan start, payout and due dates, debt due dates) are Asia/Manila
//   calendar days, stored as the instant of Manila midnight: every function below that speaks of
//   a "day" works on the Manila calendar, whatever the device's zone.
// - Instants (transaction date and time, createdAt) are entered and shown in the device's zone:
//   formatDateTime, formatTime, formatInstantDate, toLocalDateInputValue, toTimeInputValue,
//   fromDateTimeInputValues.
// Shown dates take the language of the page (English unless given): 'Nov 25, 2026' or 'Nob 25, 2026'.

function isValidDate(d: Date | null | undefined): d is Date {
  return d instanceof Date && !Number.isNaN(d.getTime());
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

// Built by hand rather than with Intl so the text is identical on every ICU version
// (newer ICU puts a narrow no-break space before 'PM').
function shortDate(year: number, month: number, day: number, language: Language): string {
  return `${shortMonthNames(language)[month - 1]} ${day}, ${year}`;
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

// ---------------------------------------------------------------------------------------------
// Date-only values: Manila calendar days

/** Date-only value as its Manila day with a short month: 'Jan 5, 2026' ('Ene 5, 2026'); 'N/A' ('Wala') when missing. */
export function formatDate(d: Date | null | undefined, language: Language = 'en'): string {
  if (!isValidDate(d)) return MISSING_DATE_TEXT[language];
  const { year, month, day } = manilaDate(d);
  return shortDate(year, month, day, language);
}

// calendar.ts's day arithmetic by the names the rules and screens use: startOfDay (Manila midnight
// of `d`'s Manila day), daysBetween (whole Manila days, negative when `to` is earlier),
// addMonthsClamped (Jan 31 + 1 month -> Feb 28/29) and nextSundayAfter (a Sunday moves 7 days).
export {
  addManilaMonths as addMonthsClamped,
  manilaDaysBetween as daysBetween,
  nextManilaSundayAfter as nextSundayAfter,
  startOfManilaDay as startOfDay,
} from './calendar';

/** Due 0 to 7 Manila days ahead of today's Manila day. */
export function isDueSoon(due: Date, today: Date): boolean {
  const days = manilaDaysBetween(today, due);
  return days >= 0 && days <= DUE_SOON_DAYS;
}

/** Due on a Manila day before today's. */
export function isOverdue(due: Date, today: Date): boolean {
  return manilaDaysBetween(today, due) < 0;
}

/** On or before today's Manila day. */
export function isOnOrBefore(d: Date, today: Date): boolean {
  return manilaDaysBetween(today, d) <= 0;
}

/** Adds 7-day steps (same Manila time of day). */
export function addWeeks(d: Date, weeks: number): Date {
  return addManilaDays(d, weeks * 7);
}

/** 'YYYY-MM-DD' of a date-only value's Manila day, for <input type="date">; '' when missing. */
export function toDateInputValue(d: Date | null | undefined): string {
  if (!isValidDate(d)) return '';
  const { year, month, day } = manilaDate(d);
  return isoDate(year, month, day);
}

/** Year, month, day of 'YYYY-MM-DD'; null for anything that is not a real calendar date. */
function parseDateInput(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** 'YYYY-MM-DD' -> Manila midnight of that day; null for anything that is not a real date. */
export function fromDateInputValue(value: string): Date | null {
  const parts = parseDateInput(value);
  return parts && manilaDay(parts.year, parts.month, parts.day);
}

// ---------------------------------------------------------------------------------------------
// Instants: the device's zone

/** Local (device zone) date of an instant, 'Jan 5, 2026' (e.g. 'Created {date}'); 'N/A' when missing. */
export function formatInstantDate(d: Date | null | undefined, language: Language = 'en'): string {
  if (!isValidDate(d)) return MISSING_DATE_TEXT[language];
  return shortDate(d.getFullYear(), d.getMonth() + 1, d.getDate(), language);
}

/** Local 12-hour time of an instant, '1:05 PM' (Filipino writes it the same); 'N/A' when missing. */
export function formatTime(d: Date | null | undefined, language: Language = 'en'): string {
  if (!isValidDate(d)) return MISSING_DATE_TEXT[language];
  const hours = d.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${pad2(d.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Local date and time of an instant, 'Jan 5, 2026, 1:05 PM'; 'N/A' when missing. */
export function formatDateTime(d: Date | null | undefined, language: Language = 'en'): string {
  if (!isValidDate(d)) return MISSING_DATE_TEXT[language];
  return `${formatInstantDate(d, language)}, ${formatTime(d, language)}`;
}

/** Local 'YYYY-MM-DD' of an instant (transaction date input); '' when missing. */
export function toLocalDateInputValue(d: Date | null | undefined): string {
  if (!isValidDate(d)) return '';
  return isoDate(d.getFullYear(), d.getMonth() + 1, d.getDate());
}

/** Local 'HH:mm' (24-hour) of an instant, for <input type="time">; '' when missing. */
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

/** Local date and time inputs -> the instant (device zone); null when either is invalid. */
export function fromDateTimeInputValues(date: string, time: string): Date | null {
  const day = parseDateInput(date);
  const hm = fromTimeInputValue(time);
  if (!day || !hm) return null;
  const d = new Date(2000, 0, 1);
  d.setFullYear(day.year, day.month - 1, day.day); // years 0..99 would otherwise map to 1900..1999
  d.setHours(hm.hours, hm.minutes, 0, 0);
  return d;
}

// ---------------------------------------------------------------------------------------------
// Transaction list filter

export type DateRange = 'all' | 'today' | 'week' | 'month';

/**
 * Start of a transactions date filter, or null for 'all': 'today' is the start of today's
 * Manila day; 'week' is 7 days before `now`, 'month' one (Manila) calendar month before it.
 */
export function dateRangeStart(range: DateRange, now: Date): Date | null {
  switch (range) {
    case 'all':
      return null;
    case 'today':
      return startOfManilaDay(now);
    case 'week':
      return new Date(now.getTime() - 7 * DAY_MS);
    case 'month':
      return addManilaMonths(now, -1);
  }
}
