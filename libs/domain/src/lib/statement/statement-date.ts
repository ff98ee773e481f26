import { daysInMonth, manilaDay } from '../calendar';

/** How a numeric date like 03/04/2026 is read: 4 March (month first, as most PH banks) or 3 April. */
export type DayOrder = 'month-first' | 'day-first';

/** A row without a time is put at Manila noon: the same calendar day on any device from UTC−4 eastwards. */
const NOON_MINUTES = 12 * 60;

const TIME = String.raw`(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([AaPp][Mm])?`;
const ISO = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ]+${TIME}(Z|[+-]\d{2}:?\d{2})?)?$`);
const NUMERIC = new RegExp(String.raw`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?:[ ,T]+${TIME})?$`);
const DAY_MONTH_YEAR = new RegExp(String.raw`^(\d{1,2})[- ]([A-Za-z]+)\.?[- ,]+(\d{4}|\d{2})(?:[ ,]+${TIME})?$`);
const MONTH_DAY_YEAR = new RegExp(String.raw`^([A-Za-z]+)\.? (\d{1,2}),? (\d{4})(?:[ ,]+${TIME})?$`);

// English and Filipino month names, full and abbreviated, as statements print them.
const MONTH_WORDS: readonly (readonly string[])[] = [
  ['jan', 'january', 'ene', 'enero'],
  ['feb', 'february', 'peb', 'pebrero'],
  ['mar', 'march', 'marso'],
  ['apr', 'april', 'abr', 'abril'],
  ['may', 'mayo'],
  ['jun', 'june', 'hun', 'hunyo'],
  ['jul', 'july', 'hul', 'hulyo'],
  ['aug', 'august', 'ago', 'agosto'],
  ['sep', 'sept', 'september', 'set', 'setyembre'],
  ['oct', 'october', 'okt', 'oktubre'],
  ['nov', 'november', 'nob', 'nobyembre'],
  ['dec', 'december', 'dis', 'disyembre'],
];

function monthOfWord(word: string): number | null {
  const index = MONTH_WORDS.findIndex((names) => names.includes(word.toLowerCase()));
  return index < 0 ? null : index + 1;
}

function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

/** Minutes after midnight of 'h:mm[:ss] [AM|PM]', or null when it is not a time of day. */
function minutesOf(
  hourText: string | undefined,
  minuteText: string | undefined,
  meridiem: string | undefined,
): number | null {
  if (hourText === undefined || minuteText === undefined) return NOON_MINUTES;
  let hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  return hour * 60 + minute;
}

/** The instant of a Manila wall-clock time, or null for a day that does not exist (31 April). */
function manilaInstant(year: number, month: number | null, day: number, minutes: number | null): Date | null {
  if (month === null || minutes === null || month < 1 || month > 12 || year < 1900 || year > 9999) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return new Date(manilaDay(year, month, day).getTime() + minutes * 60_000);
}

/** An ISO time with a zone ('…T06:03:00Z', '…+08:00') is an instant already. */
function zonedInstant(text: string): Date | null {
  const instant = new Date(text.replace(' ', 'T'));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * A statement's date cell as an instant: its Manila date and time, Manila noon when the cell has
 * no time (a statement from a Philippine bank speaks Manila time). Reads ISO (2026-11-25,
 * 2026-11-25 14:03, 2026-11-25T06:03:00Z), numeric days (11/25/2026, 25-11-26: `order` decides
 * which number is the month) and month names in English or Filipino (Nov 25, 2026; 25 Nob 2026;
 * 25-Nov-26). Null for anything else, or a day the calendar does not have.
 */
export function parseStatementDate(text: string, order: DayOrder): Date | null {
  const cell = text.trim();
  let m = ISO.exec(cell);
  if (m) {
    if (m[8]) return zonedInstant(cell);
    return manilaInstant(Number(m[1]), Number(m[2]), Number(m[3]), minutesOf(m[4], m[5], m[7]));
  }
  m = NUMERIC.exec(cell);
  if (m) {
    const [first, second] = [Number(m[1]), Number(m[2])];
    const [month, day] = order === 'month-first' ? [first, second] : [second, first];
    return manilaInstant(fullYear(m[3]), month, day, minutesOf(m[4], m[5], m[7]));
  }
  m = DAY_MONTH_YEAR.exec(cell);
  if (m) return manilaInstant(fullYear(m[3]), monthOfWord(m[2]), Number(m[1]), minutesOf(m[4], m[5], m[7]));
  m = MONTH_DAY_YEAR.exec(cell);
  if (m) return manilaInstant(Number(m[3]), monthOfWord(m[1]), Number(m[2]), minutesOf(m[4], m[5], m[7]));
  return null;
}

/** Which way a file's numeric dates read, and whether the user must be asked. */
export interface DayOrderGuess {
  order: DayOrder;
  /** Both orders read every date, to different days (e.g. only 03/04/2026-like dates). */
  ask: boolean;
}

/**
 * The day order that reads most of a file's date cells. A file is ambiguous, and the user is
 * asked, only when both orders read equally many cells and some cell means two different days.
 * When nothing tells them apart, month first: the order of most Philippine banks' exports.
 */
export function guessDayOrder(cells: readonly string[]): DayOrderGuess {
  let monthFirst = 0;
  let dayFirst = 0;
  let differ = false;
  for (const cell of cells) {
    const a = parseStatementDate(cell, 'month-first');
    const b = parseStatementDate(cell, 'day-first');
    if (a) monthFirst += 1;
    if (b) dayFirst += 1;
    if (a && b && a.getTime() !== b.getTime()) differ = true;
  }
  if (dayFirst > monthFirst) return { order: 'day-first', ask: false };
  return { order: 'month-first', ask: monthFirst === dayFirst && differ };
}
