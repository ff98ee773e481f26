import { manilaDay } from './calendar';
import { dateTexts } from './date-texts';
import { formatDate, formatDateTime, formatInstantDate, formatTime } from './dates';
import { monthLabel, shortMonthLabel } from './insights';
import { shortMonthYearLabel } from './insight-months';

// Zone-agnostic: date-only values are Manila days (manilaDay), instants are built with the local
// Date constructor, so the expected local date holds in every zone (zones.spec.ts reruns this).
const local = (y: number, mo: number, day: number, h = 0, min = 0) => new Date(y, mo - 1, day, h, min);

describe('dates in Filipino', () => {
  it.each([
    [1, 'Ene 5, 2026'],
    [2, 'Peb 5, 2026'],
    [3, 'Mar 5, 2026'],
    [4, 'Abr 5, 2026'],
    [5, 'May 5, 2026'],
    [6, 'Hun 5, 2026'],
    [7, 'Hul 5, 2026'],
    [8, 'Ago 5, 2026'],
    [9, 'Set 5, 2026'],
    [10, 'Okt 5, 2026'],
    [11, 'Nob 5, 2026'],
    [12, 'Dis 5, 2026'],
  ])('a Manila day of month %p is %s', (month, expected) => {
    expect(formatDate(manilaDay(2026, month, 5), 'fil')).toBe(expected);
  });

  it("shows a Manila day as Filipino households write it, and 'Wala' when there is none", () => {
    expect(formatDate(manilaDay(2026, 11, 25), 'fil')).toBe('Nob 25, 2026');
    expect(formatDate(null, 'fil')).toBe('Wala');
    expect(formatDate(new Date(Number.NaN), 'fil')).toBe('Wala');
  });

  it("shows an instant's local date and time in Filipino (the 12-hour clock stays AM/PM)", () => {
    expect(formatInstantDate(local(2026, 12, 31, 23, 59), 'fil')).toBe('Dis 31, 2026');
    expect(formatDateTime(local(2026, 8, 1, 13, 5), 'fil')).toBe('Ago 1, 2026, 1:05 PM');
    expect(formatTime(local(2026, 8, 1, 0, 5), 'fil')).toBe('12:05 AM');
    expect(formatDateTime(undefined, 'fil')).toBe('Wala');
  });

  it('names months in Filipino in labels and on chart axes', () => {
    expect(monthLabel('2026-10', 'fil')).toBe('Oktubre 2026');
    expect(shortMonthLabel('2026-09', 'fil')).toBe('Set');
    expect(shortMonthYearLabel('2026-02', 'fil')).toBe('Peb 2026');
  });

  it('stays English when no language is given (the spec quotes these texts)', () => {
    expect(formatDate(manilaDay(2026, 11, 25))).toBe('Nov 25, 2026');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDateTime(local(2026, 1, 5, 13, 5))).toBe('Jan 5, 2026, 1:05 PM');
    expect(monthLabel('2026-10')).toBe('October 2026');
    expect(shortMonthLabel('2026-09')).toBe('Sep');
  });
});

describe('dateTexts', () => {
  it('binds every formatter to one language', () => {
    const fil = dateTexts('fil');
    expect(fil.date(manilaDay(2026, 11, 25))).toBe('Nob 25, 2026');
    expect(fil.instantDate(local(2026, 6, 12, 9))).toBe('Hun 12, 2026');
    expect(fil.dateTime(local(2026, 6, 12, 9, 30))).toBe('Hun 12, 2026, 9:30 AM');
    expect(fil.time(local(2026, 6, 12, 21, 30))).toBe('9:30 PM');
    expect(fil.month('2026-05')).toBe('Mayo 2026');
    expect(fil.monthName('2026-07')).toBe('Hulyo');
    expect(fil.shortMonth('2026-04')).toBe('Abr');
    expect(fil.shortMonthYear('2026-01')).toBe('Ene 2026');
    expect(fil.weekdayNames[0]).toBe('Linggo');
    expect(fil.monthNames[11]).toBe('Disyembre');
    expect(dateTexts('en').date(manilaDay(2026, 11, 25))).toBe('Nov 25, 2026');
    expect(dateTexts().weekdayNames[3]).toBe('Wednesday');
  });

  it('gives the same object for a language each time (stable in hooks)', () => {
    expect(dateTexts('fil')).toBe(dateTexts('fil'));
  });
});
