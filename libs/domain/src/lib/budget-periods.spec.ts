import {
  dailyAllowance,
  daysLeftIn,
  isInPeriod,
  isPeriodKey,
  monthOfPeriod,
  periodBounds,
  periodLabel,
  periodKindOf,
  periodOf,
  shiftPeriod,
} from './budget-periods';
import { toCentavos } from './money';

/** An instant given as Manila wall-clock time. */
const manila = (iso: string) => new Date(`${iso}+08:00`);

describe('budget periods: months and kinsenas, as Manila calendar days', () => {
  it.each([
    ['2026-11-15T23:59:59', '2026-11', '2026-11-1'],
    // Manila's midnight starting the 16th is 15 November, 16:00 UTC.
    ['2026-11-16T00:00:00', '2026-11', '2026-11-2'],
    ['2026-11-01T00:00:00', '2026-11', '2026-11-1'],
    ['2026-11-30T23:59:59', '2026-11', '2026-11-2'],
    // The last instant of a UTC day that is already the next Manila day.
    ['2026-12-01T07:59:59', '2026-12', '2026-12-1'],
    ['2028-02-29T12:00:00', '2028-02', '2028-02-2'],
  ])('%s (Manila) is in %s and kinsena %s', (time, month, kinsena) => {
    expect(periodOf('month', manila(time))).toBe(month);
    expect(periodOf('kinsena', manila(time))).toBe(kinsena);
    expect(isInPeriod(kinsena, manila(time))).toBe(true);
  });

  it('reads and refuses keys', () => {
    expect(['2026-02', '2026-02-1', '2026-12-2'].map(isPeriodKey)).toEqual([true, true, true]);
    expect(['2026-13', '2026-02-3', '2026-2-1', '', '2026-02-01'].map(isPeriodKey)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(periodKindOf('2026-02-2')).toBe('kinsena');
    expect(periodKindOf('2026-02')).toBe('month');
    expect(() => periodKindOf('soon')).toThrow(RangeError);
  });

  it.each([
    ['2026-02-1', 1, '2026-02-2'],
    ['2026-02-2', 1, '2026-03-1'],
    ['2026-12-2', 1, '2027-01-1'],
    ['2027-01-1', -1, '2026-12-2'],
    ['2027-01-1', -3, '2026-11-2'],
    ['2026-02-2', 6, '2026-05-2'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -13, '2024-12'],
  ])('%s shifted by %i is %s', (key, delta, shifted) => {
    expect(shiftPeriod(key, delta)).toBe(shifted);
  });

  it.each([
    ['2026-02-1', 1, 15, 15],
    ['2026-02-2', 16, 28, 13],
    ['2028-02-2', 16, 29, 14],
    ['2026-11-2', 16, 30, 15],
    ['2026-12-2', 16, 31, 16],
    ['2026-02', 1, 28, 28],
    ['2028-02', 1, 29, 29],
  ])('%s runs from day %i to day %i: %i days', (key, firstDay, lastDay, days) => {
    const bounds = periodBounds(key);
    expect(bounds).toMatchObject({ firstDay, lastDay, days });
    expect(bounds.start).toEqual(manila(`${key.slice(0, 7)}-${String(firstDay).padStart(2, '0')}T00:00:00`));
    expect(bounds.end.getTime() - bounds.start.getTime()).toBe(days * 86_400_000);
  });

  it('counts the days left, today included; all before it starts, none after it ends', () => {
    expect(daysLeftIn('2026-11-2', manila('2026-11-28T09:00:00'))).toBe(3);
    expect(daysLeftIn('2026-11-2', manila('2026-11-30T23:59:00'))).toBe(1);
    expect(daysLeftIn('2026-11-2', manila('2026-12-01T00:00:00'))).toBe(0);
    expect(daysLeftIn('2026-11-2', manila('2026-11-10T09:00:00'))).toBe(15);
    expect(daysLeftIn('2026-02', manila('2026-02-27T21:00:00'))).toBe(2);
  });

  it('shares what is left over the days left, never more than is left', () => {
    expect(dailyAllowance(toCentavos(1240), 3)).toBe(toCentavos(413.33));
    expect(dailyAllowance(toCentavos(0.02), 3)).toBe(toCentavos(0));
    expect(dailyAllowance(toCentavos(-50), 3)).toBe(toCentavos(0));
    expect(dailyAllowance(toCentavos(100), 0)).toBe(toCentavos(0));
  });
});

describe('a period in words', () => {
  it.each([
    ['2026-11', 'en', 'November 2026'],
    ['2026-11-1', 'en', 'Nov 1–15, 2026'],
    ['2026-02-2', 'en', 'Feb 16–28, 2026'],
    ['2026-11-2', 'fil', 'Nob 16–30, 2026'],
    ['2026-11', 'fil', 'Nobyembre 2026'],
  ] as const)('%s in %s: %s', (key, language, label) => {
    expect(periodLabel(key, language)).toBe(label);
  });

  it('knows its month', () => {
    expect(monthOfPeriod('2026-11-2')).toBe('2026-11');
    expect(monthOfPeriod('2026-11')).toBe('2026-11');
  });
});
