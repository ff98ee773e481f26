import fc from 'fast-check';
import {
  addMonthsClamped,
  addWeeks,
  dateRangeStart,
  daysBetween,
  formatDate,
  formatDateTime,
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
  toTimeInputValue,
} from './dates';

const d = (y: number, m: number, day: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, day, h, min, s);

describe('formatting', () => {
  it.each([
    [d(2026, 1, 5), 'Jan 5, 2026'],
    [d(2025, 12, 31, 23, 59), 'Dec 31, 2025'],
    [d(2024, 2, 29), 'Feb 29, 2024'],
    [d(2026, 9, 10), 'Sep 10, 2026'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    [new Date(NaN), 'N/A'],
  ])('formatDate(%p) = %s', (date, expected) => {
    expect(formatDate(date)).toBe(expected);
  });

  it('formatDate matches Intl en-US short month', () => {
    const date = d(2026, 3, 7, 15);
    expect(formatDate(date)).toBe(
      date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    );
  });

  it.each([
    [d(2026, 1, 5, 0, 0), '12:00 AM'],
    [d(2026, 1, 5, 0, 7), '12:07 AM'],
    [d(2026, 1, 5, 9, 30), '9:30 AM'],
    [d(2026, 1, 5, 12, 0), '12:00 PM'],
    [d(2026, 1, 5, 13, 5), '1:05 PM'],
    [d(2026, 1, 5, 23, 59), '11:59 PM'],
  ])('formatTime(%p) = %s', (date, expected) => {
    expect(formatTime(date)).toBe(expected);
  });

  it('formatDateTime joins date and time', () => {
    expect(formatDateTime(d(2026, 1, 5, 13, 5))).toBe('Jan 5, 2026, 1:05 PM');
    expect(formatDateTime(null)).toBe('N/A');
  });
});

describe('midnight comparisons', () => {
  it.each([
    [d(2026, 1, 5, 23, 59), d(2026, 1, 6, 0, 1), 1],
    [d(2026, 1, 5, 0, 0), d(2026, 1, 5, 23, 59), 0],
    [d(2026, 1, 6, 8), d(2026, 1, 5, 20), -1],
    [d(2026, 1, 31), d(2026, 3, 1), 29],
    [d(2024, 12, 31), d(2025, 1, 1), 1],
  ])('daysBetween(%p, %p) = %p', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  const today = d(2026, 1, 10, 15, 30);
  it.each([
    [d(2026, 1, 9, 23, 59), false, true],
    [d(2026, 1, 10, 0, 0), true, false],
    [d(2026, 1, 10, 23, 0), true, false],
    [d(2026, 1, 17, 23, 59), true, false],
    [d(2026, 1, 18, 0, 0), false, false],
  ])('due %p: due soon %p, overdue %p', (due, soon, overdue) => {
    expect(isDueSoon(due, today)).toBe(soon);
    expect(isOverdue(due, today)).toBe(overdue);
  });

  it.each([
    [d(2026, 1, 10, 23, 0), true],
    [d(2026, 1, 9), true],
    [d(2026, 1, 11), false],
  ])('isOnOrBefore(%p, today) = %p', (date, expected) => {
    expect(isOnOrBefore(date, today)).toBe(expected);
  });

  it('startOfDay is local midnight', () => {
    expect(startOfDay(d(2026, 1, 5, 13, 5, 7))).toEqual(d(2026, 1, 5));
  });
});

describe('dateRangeStart', () => {
  const now = d(2026, 3, 31, 14, 20);
  it.each([
    ['all', null],
    ['today', d(2026, 3, 31)],
    ['week', d(2026, 3, 24, 14, 20)],
    ['month', d(2026, 2, 28, 14, 20)],
  ] as const)('%s', (range, expected) => {
    expect(dateRangeStart(range, now)).toEqual(expected);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    [d(2026, 1, 31), 1, d(2026, 2, 28)],
    [d(2024, 1, 31), 1, d(2024, 2, 29)],
    [d(2026, 1, 31), 2, d(2026, 3, 31)],
    [d(2026, 3, 31), 1, d(2026, 4, 30)],
    [d(2026, 12, 31), 2, d(2027, 2, 28)],
    [d(2026, 3, 31), -1, d(2026, 2, 28)],
    [d(2026, 1, 15, 9, 30), 1, d(2026, 2, 15, 9, 30)],
  ])('addMonthsClamped(%p, %p) = %p', (date, n, expected) => {
    expect(addMonthsClamped(date, n)).toEqual(expected);
  });

  it('addWeeks adds 7-day steps across a year end', () => {
    expect(addWeeks(d(2025, 12, 28), 1)).toEqual(d(2026, 1, 4));
    expect(addWeeks(d(2026, 1, 4), 0)).toEqual(d(2026, 1, 4));
  });

  // 2026-01-04 is a Sunday.
  it.each([
    [d(2026, 1, 3, 23, 59), d(2026, 1, 4)],
    [d(2026, 1, 4), d(2026, 1, 11)],
    [d(2026, 1, 4, 12), d(2026, 1, 11)],
    [d(2026, 1, 5), d(2026, 1, 11)],
    [d(2026, 1, 9), d(2026, 1, 11)],
    [d(2025, 12, 31), d(2026, 1, 4)],
  ])('nextSundayAfter(%p) = %p', (date, expected) => {
    expect(nextSundayAfter(date)).toEqual(expected);
  });
});

describe('form input values', () => {
  it.each([
    [d(2026, 1, 5, 13, 5), '2026-01-05', '13:05'],
    [d(2025, 12, 31, 0, 0), '2025-12-31', '00:00'],
    [d(2026, 10, 9, 9, 9), '2026-10-09', '09:09'],
    [null, '', ''],
  ])('%p -> %s %s', (date, dateValue, timeValue) => {
    expect(toDateInputValue(date)).toBe(dateValue);
    expect(toTimeInputValue(date)).toBe(timeValue);
  });

  it.each([
    ['2026-01-05', d(2026, 1, 5)],
    ['2024-02-29', d(2024, 2, 29)],
    [' 2026-12-31 ', d(2026, 12, 31)],
  ])('fromDateInputValue(%p) = local midnight %p', (value, expected) => {
    expect(fromDateInputValue(value)).toEqual(expected);
  });

  it.each([[''], ['abc'], ['2026-02-30'], ['2025-02-29'], ['2026-13-01'], ['2026-00-10'], ['2026-1-5'], ['05/01/2026']])(
    'fromDateInputValue(%p) = null',
    (value) => {
      expect(fromDateInputValue(value)).toBeNull();
    },
  );

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
    ['2026-01-05', '13:05', d(2026, 1, 5, 13, 5)],
    ['2026-01-05', 'xx', null],
    ['', '13:05', null],
  ])('fromDateTimeInputValues(%p, %p) = %p', (date, time, expected) => {
    expect(fromDateTimeInputValues(date, time)).toEqual(expected);
  });

  it('date and time values round-trip to the minute', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (date) => {
          const back = fromDateTimeInputValues(toDateInputValue(date), toTimeInputValue(date));
          const expected = new Date(date);
          expected.setSeconds(0, 0);
          expect(back).toEqual(expected);
          expect(fromDateInputValue(toDateInputValue(date))).toEqual(startOfDay(date));
        },
      ),
      { numRuns: 300 },
    );
  });
});
