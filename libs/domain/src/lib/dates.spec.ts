import fc from 'fast-check';
import { manilaDate, manilaDay } from './calendar';
import {
  addMonthsClamped,
  addWeeks,
  dateRangeStart,
  daysBetween,
  formatDate,
  formatDateTime,
  formatInstantDate,
  formatTime,
  fromDateInputValue,
  fromDateTimeInputValues,
  fromTimeInputValue,
  isDueSoon,
  isOnOrBefore,
  isOverdue,
  nextSundayAfter,
  startOfDay,
  toDateInputValue,
  toLocalDateInputValue,
  toTimeInputValue,
} from './dates';

// Zone-agnostic: date-only values are built in Manila (m), instants of the device's zone with the
// local Date constructor (local). zones.spec.ts reruns this file under other zones.
const HOUR_MS = 3_600_000;
const m = (y: number, mo: number, day: number, h = 0, min = 0) =>
  new Date(manilaDay(y, mo, day).getTime() + h * HOUR_MS + min * 60_000);
const local = (y: number, mo: number, day: number, h = 0, min = 0, s = 0) => new Date(y, mo - 1, day, h, min, s);

describe('date-only values are Manila calendar days in every zone', () => {
  it('a Sunday payout stored as Manila midnight shows as that Sunday', () => {
    const payout = m(2026, 3, 1);
    expect(formatDate(payout)).toBe('Mar 1, 2026');
    expect(manilaDate(payout).weekday).toBe(0);
    expect(toDateInputValue(payout)).toBe('2026-03-01');
  });

  it('a timestamp written by the original product (local midnight in Manila) reads as the same day', () => {
    const stored = new Date('2026-03-01T00:00:00+08:00');
    expect(formatDate(stored)).toBe('Mar 1, 2026');
    expect(toDateInputValue(stored)).toBe('2026-03-01');
    expect(startOfDay(stored)).toEqual(stored);
    expect(nextSundayAfter(stored)).toEqual(new Date('2026-03-08T00:00:00+08:00'));
  });

  it.each([
    [m(2026, 1, 5), 'Jan 5, 2026'],
    [m(2025, 12, 31, 23, 59), 'Dec 31, 2025'],
    [m(2024, 2, 29), 'Feb 29, 2024'],
    [m(2026, 9, 10), 'Sep 10, 2026'],
    [new Date('2026-03-14T17:00:00Z'), 'Mar 15, 2026'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    [new Date(NaN), 'N/A'],
  ])('formatDate(%p) = %s', (date, expected) => {
    expect(formatDate(date)).toBe(expected);
  });

  it('formatDate matches Intl en-US short month in Asia/Manila', () => {
    const date = m(2026, 3, 7, 15);
    expect(formatDate(date)).toBe(
      date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Manila' }),
    );
  });
});

describe('Manila-day comparisons', () => {
  it.each([
    [m(2026, 1, 5, 23, 59), m(2026, 1, 6, 0, 1), 1],
    [m(2026, 1, 5, 0, 0), m(2026, 1, 5, 23, 59), 0],
    [m(2026, 1, 6, 8), m(2026, 1, 5, 20), -1],
    [m(2026, 1, 31), m(2026, 3, 1), 29],
    [m(2024, 12, 31), m(2025, 1, 1), 1],
  ])('daysBetween(%p, %p) = %p', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  const today = m(2026, 1, 10, 15, 30);
  it.each([
    [m(2026, 1, 9, 23, 59), false, true],
    [m(2026, 1, 10, 0, 0), true, false],
    [m(2026, 1, 10, 23, 0), true, false],
    [m(2026, 1, 17, 23, 59), true, false],
    [m(2026, 1, 18, 0, 0), false, false],
  ])('due %p: due soon %p, overdue %p', (due, soon, overdue) => {
    expect(isDueSoon(due, today)).toBe(soon);
    expect(isOverdue(due, today)).toBe(overdue);
  });

  it('"today" is the Manila day: 2026-03-14T17:00Z is already Mar 15', () => {
    const now = new Date('2026-03-14T17:00:00Z');
    expect(isOverdue(m(2026, 3, 14), now)).toBe(true);
    expect(isDueSoon(m(2026, 3, 14), now)).toBe(false);
    expect(isOverdue(m(2026, 3, 15), now)).toBe(false);
    expect(isDueSoon(m(2026, 3, 15), now)).toBe(true);
    expect(isDueSoon(m(2026, 3, 22), now)).toBe(true);
    expect(isDueSoon(m(2026, 3, 23), now)).toBe(false);
    expect(isOnOrBefore(m(2026, 3, 15), now)).toBe(true);
    expect(isOnOrBefore(m(2026, 3, 16), now)).toBe(false);
  });

  it.each([
    [m(2026, 1, 10, 23, 0), true],
    [m(2026, 1, 9), true],
    [m(2026, 1, 11), false],
  ])('isOnOrBefore(%p, today) = %p', (date, expected) => {
    expect(isOnOrBefore(date, today)).toBe(expected);
  });

  it('startOfDay is Manila midnight', () => {
    expect(startOfDay(m(2026, 1, 5, 13, 5))).toEqual(m(2026, 1, 5));
    expect(startOfDay(new Date('2026-01-05T20:00:00Z'))).toEqual(m(2026, 1, 6));
  });
});

describe('dateRangeStart', () => {
  const now = m(2026, 3, 31, 14, 20);
  it.each([
    ['all', null],
    ['today', m(2026, 3, 31)],
    ['week', m(2026, 3, 24, 14, 20)],
    ['month', m(2026, 2, 28, 14, 20)],
  ] as const)('%s', (range, expected) => {
    expect(dateRangeStart(range, now)).toEqual(expected);
  });

  it("'today' starts at Manila midnight even when the device's day differs", () => {
    expect(dateRangeStart('today', new Date('2026-03-14T17:00:00Z'))).toEqual(m(2026, 3, 15));
  });
});

describe('calendar arithmetic on Manila days', () => {
  it.each([
    [m(2026, 1, 31), 1, m(2026, 2, 28)],
    [m(2024, 1, 31), 1, m(2024, 2, 29)],
    [m(2026, 1, 31), 2, m(2026, 3, 31)],
    [m(2026, 3, 31), 1, m(2026, 4, 30)],
    [m(2026, 12, 31), 2, m(2027, 2, 28)],
    [m(2026, 3, 31), -1, m(2026, 2, 28)],
    [m(2026, 1, 15, 9, 30), 1, m(2026, 2, 15, 9, 30)],
  ])('addMonthsClamped(%p, %p) = %p', (date, n, expected) => {
    expect(addMonthsClamped(date, n)).toEqual(expected);
  });

  it('addWeeks adds 7-day steps across a year end', () => {
    expect(addWeeks(m(2025, 12, 28), 1)).toEqual(m(2026, 1, 4));
    expect(addWeeks(m(2026, 1, 4), 0)).toEqual(m(2026, 1, 4));
  });

  // 2026-01-04 is a Sunday.
  it.each([
    [m(2026, 1, 3, 23, 59), m(2026, 1, 4)],
    [m(2026, 1, 4), m(2026, 1, 11)],
    [m(2026, 1, 4, 12), m(2026, 1, 11)],
    [m(2026, 1, 5), m(2026, 1, 11)],
    [m(2026, 1, 9), m(2026, 1, 11)],
    [m(2025, 12, 31), m(2026, 1, 4)],
  ])('nextSundayAfter(%p) = %p', (date, expected) => {
    expect(nextSundayAfter(date)).toEqual(expected);
  });
});

describe('date-only form values (Manila)', () => {
  it.each([
    [m(2026, 1, 5, 13, 5), '2026-01-05'],
    [m(2025, 12, 31, 0, 0), '2025-12-31'],
    [m(2026, 10, 9, 23, 59), '2026-10-09'],
    [null, ''],
  ])('toDateInputValue(%p) = %s', (date, value) => {
    expect(toDateInputValue(date)).toBe(value);
  });

  it.each([
    ['2026-01-05', m(2026, 1, 5)],
    ['2024-02-29', m(2024, 2, 29)],
    [' 2026-12-31 ', m(2026, 12, 31)],
    ['2026-03-15', new Date('2026-03-14T16:00:00Z')],
  ])('fromDateInputValue(%p) = Manila midnight %p', (value, expected) => {
    expect(fromDateInputValue(value)).toEqual(expected);
  });

  it.each([
    [''],
    ['abc'],
    ['2026-02-30'],
    ['2025-02-29'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['2026-01-00'],
    ['2026-1-5'],
    ['05/01/2026'],
  ])('fromDateInputValue(%p) = null', (value) => {
    expect(fromDateInputValue(value)).toBeNull();
  });

  it('round-trips: value -> day -> value, and instant -> value -> its Manila day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const value = toDateInputValue(date);
          const day = fromDateInputValue(value);
          expect(day).toEqual(startOfDay(date));
          expect(toDateInputValue(day)).toBe(value);
          expect(formatDate(day)).toBe(formatDate(date));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('instants: the device zone', () => {
  it.each([
    [local(2026, 1, 5, 0, 0), '12:00 AM'],
    [local(2026, 1, 5, 0, 7), '12:07 AM'],
    [local(2026, 1, 5, 9, 30), '9:30 AM'],
    [local(2026, 1, 5, 12, 0), '12:00 PM'],
    [local(2026, 1, 5, 13, 5), '1:05 PM'],
    [local(2026, 1, 5, 23, 59), '11:59 PM'],
  ])('formatTime(%p) = %s', (date, expected) => {
    expect(formatTime(date)).toBe(expected);
  });

  it('formatInstantDate and formatDateTime use the local date', () => {
    expect(formatInstantDate(local(2026, 1, 5, 23, 30))).toBe('Jan 5, 2026');
    expect(formatInstantDate(local(2026, 1, 5, 0, 30))).toBe('Jan 5, 2026');
    expect(formatInstantDate(null)).toBe('N/A');
    expect(formatDateTime(local(2026, 1, 5, 13, 5))).toBe('Jan 5, 2026, 1:05 PM');
    expect(formatDateTime(local(2026, 1, 5, 23, 59))).toBe('Jan 5, 2026, 11:59 PM');
    expect(formatDateTime(null)).toBe('N/A');
  });

  it.each([
    [local(2026, 1, 5, 13, 5), '2026-01-05', '13:05'],
    [local(2025, 12, 31, 0, 0), '2025-12-31', '00:00'],
    [local(2026, 10, 9, 23, 59), '2026-10-09', '23:59'],
    [null, '', ''],
  ])('%p -> %s %s', (date, dateValue, timeValue) => {
    expect(toLocalDateInputValue(date)).toBe(dateValue);
    expect(toTimeInputValue(date)).toBe(timeValue);
  });

  it.each([
    ['00:00', { hours: 0, minutes: 0 }],
    ['13:05', { hours: 13, minutes: 5 }],
    ['23:59:30', { hours: 23, minutes: 59 }],
    ['24:00', null],
    ['12:60', null],
    ['1:05', null],
    ['', null],
  ])('fromTimeInputValue(%p) = %p', (value, expected) => {
    expect(fromTimeInputValue(value)).toEqual(expected);
  });

  it.each([
    ['2026-01-05', '13:05', local(2026, 1, 5, 13, 5)],
    ['2026-01-05', '00:00', local(2026, 1, 5)],
    [
      '0050-06-01',
      '08:00',
      (() => {
        const d = local(2000, 6, 1, 8);
        d.setFullYear(50);
        return d;
      })(),
    ],
    ['2026-02-30', '13:05', null],
    ['2026-01-05', 'xx', null],
    ['', '13:05', null],
  ])('fromDateTimeInputValues(%p, %p) = %p', (date, time, expected) => {
    expect(fromDateTimeInputValues(date, time)).toEqual(expected);
  });

  it('date and time values round-trip to the minute', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const [dateValue, timeValue] = [toLocalDateInputValue(date), toTimeInputValue(date)];
          const back = fromDateTimeInputValues(dateValue, timeValue) as Date;
          expect([toLocalDateInputValue(back), toTimeInputValue(back)]).toEqual([dateValue, timeValue]);
          const expected = new Date(date);
          expected.setSeconds(0, 0);
          // A wall time repeated when daylight saving ends maps to its first occurrence.
          expect([0, HOUR_MS]).toContain(expected.getTime() - back.getTime());
        },
      ),
      { numRuns: 300 },
    );
  });
});
