import fc from 'fast-check';
import {
  dayOfNumber,
  dayOfOccurrenceKey,
  itemOccurrenceDates,
  manilaDayNumber,
  occurrenceKey,
  recurringRows,
  ruleDates,
} from './recurrence';
import type { RecurrenceRule, RecurringItem, RecurringOccurrence, RecurringPause } from './model';
import { centavos, toCentavos, ZERO_CENTAVOS } from './money';
import { PALUWAGAN_WEEKS, validateUnmark } from './schedule-rows';
import { DAY_MS, MANILA_MS, dayCount, keyOf, manilaAt as d, manilaIso } from '../testing/manila-days';

const iso = (dates: readonly Date[]) => dates.map(manilaIso);
const isManilaMidnight = (x: Date) => (x.getTime() + MANILA_MS) % DAY_MS === 0;
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const monthly = (day: number): RecurrenceRule => ({ kind: 'monthly', day });
const weekly = (every: number, weekday: number): RecurrenceRule => ({ kind: 'weekly', every, weekday });
const yearly = (month: number, day: number): RecurrenceRule => ({ kind: 'yearly', month, day });
const KINSENAS: RecurrenceRule = { kind: 'kinsenas' };

const YEARS_2000_TO_2090 = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2090-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const RULE: fc.Arbitrary<RecurrenceRule> = fc.oneof(
  fc.integer({ min: 1, max: 31 }).map(monthly),
  fc.constant(KINSENAS),
  fc.tuple(fc.integer({ min: 1, max: 52 }), fc.integer({ min: 0, max: 6 })).map(([e, w]) => weekly(e, w)),
  fc
    .integer({ min: 1, max: 12 })
    .chain((month) => fc.integer({ min: 1, max: lastDayOf(2028, month) }).map((day) => yearly(month, day))),
);

/** Whether the rule falls on the Manila day starting at `day`, decided from that day alone. */
function falls(rule: RecurrenceRule, start: Date, day: Date): boolean {
  const wall = new Date(day.getTime() + MANILA_MS);
  const [year, month, date] = [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()];
  switch (rule.kind) {
    case 'monthly':
      return date === Math.min(rule.day, lastDayOf(year, month));
    case 'kinsenas':
      return date === 15 || date === lastDayOf(year, month);
    case 'yearly':
      return month === rule.month && date === Math.min(rule.day, lastDayOf(year, month));
    case 'weekly': {
      let first = dayCount(start);
      while (new Date(first * DAY_MS).getUTCDay() !== rule.weekday) first++;
      const weeks = (dayCount(day) - first) / 7;
      return weeks >= 0 && Number.isInteger(weeks) && weeks % rule.every === 0;
    }
  }
}

/** The oracle: the window walked day by day. */
function bruteForce(rule: RecurrenceRule, start: Date, from: Date, to: Date): Date[] {
  const days: Date[] = [];
  for (let n = Math.max(dayCount(start), dayCount(from)); n <= dayCount(to); n++) {
    const day = new Date(n * DAY_MS - MANILA_MS);
    if (falls(rule, start, day)) days.push(day);
  }
  return days;
}

describe('Manila day numbers', () => {
  it.each([
    ['1970-01-01 Manila', d(1970, 1, 1), 0],
    ['its last instant', new Date('1970-01-01T15:59:59.999Z'), 0],
    ['the next day', new Date('1970-01-01T16:00:00Z'), 1],
    ['the day before', d(1969, 12, 31, 12), -1],
    ['2026-03-15 00:00', d(2026, 3, 15), Date.UTC(2026, 2, 15) / DAY_MS],
    ['2026-03-15 23:00', d(2026, 3, 15, 23), Date.UTC(2026, 2, 15) / DAY_MS],
    ['2028-02-29', d(2028, 2, 29), Date.UTC(2028, 1, 29) / DAY_MS],
  ])('%s -> %p', (_label, day, n) => {
    expect(manilaDayNumber(day)).toBe(n);
    expect(dayOfNumber(n)).toEqual(new Date(n * DAY_MS - MANILA_MS));
  });

  it('round-trips: a number is its day, a day is the midnight starting it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30_000, max: 60_000 }), YEARS_2000_TO_2090, (n, instant) => {
        expect(manilaDayNumber(dayOfNumber(n))).toBe(n);
        const midnight = dayOfNumber(manilaDayNumber(instant));
        expect(isManilaMidnight(midnight)).toBe(true);
        expect(instant.getTime() - midnight.getTime()).toBeGreaterThanOrEqual(0);
        expect(instant.getTime() - midnight.getTime()).toBeLessThan(DAY_MS);
      }),
    );
  });
});

describe('occurrence keys', () => {
  it.each([
    [d(2026, 1, 5), '2026-01-05'],
    [d(2026, 1, 5, 23), '2026-01-05'],
    [new Date('2026-01-04T16:00:00Z'), '2026-01-05'],
    [new Date('2026-01-04T15:59:59Z'), '2026-01-04'],
    [d(2028, 2, 29), '2028-02-29'],
  ])('%p -> %s', (day, key) => {
    expect(occurrenceKey(day)).toBe(key);
  });

  it.each([
    ['2026-01-05', d(2026, 1, 5)],
    ['2028-02-29', d(2028, 2, 29)],
    ['2026-12-31', d(2026, 12, 31)],
  ])('%s -> its Manila midnight', (key, day) => {
    expect(dayOfOccurrenceKey(key)).toEqual(day);
  });

  it.each(['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-5', ' 2026-01-05', '2026-01-05T00:00', ''])(
    'refuses %p',
    (key) => {
      expect(dayOfOccurrenceKey(key)).toBeNull();
    },
  );

  it('round-trips every calendar date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), fc.nat(), (y, m, seed) => {
        const day = 1 + (seed % lastDayOf(y, m));
        const key = `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const parsed = dayOfOccurrenceKey(key);
        expect(parsed).toEqual(new Date(Date.UTC(y, m - 1, day) - MANILA_MS));
        expect(occurrenceKey(parsed as Date)).toBe(key);
      }),
    );
  });
});

describe('ruleDates', () => {
  it.each<[string, RecurrenceRule, Date, Date, Date, string[]]>([
    [
      'monthly 31 through leap 2028',
      monthly(31),
      d(2028, 1, 1),
      d(2028, 1, 1),
      d(2028, 6, 30),
      ['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30', '2028-05-31', '2028-06-30'],
    ],
    [
      'monthly 31 through common 2026 (from the rule each month, not from Feb 28)',
      monthly(31),
      d(2026, 1, 1),
      d(2026, 1, 1),
      d(2026, 4, 30),
      ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30'],
    ],
    [
      'monthly 30',
      monthly(30),
      d(2026, 1, 1),
      d(2026, 1, 1),
      d(2026, 3, 31),
      ['2026-01-30', '2026-02-28', '2026-03-30'],
    ],
    [
      'monthly 29 in 2026',
      monthly(29),
      d(2026, 1, 1),
      d(2026, 1, 1),
      d(2026, 3, 31),
      ['2026-01-29', '2026-02-28', '2026-03-29'],
    ],
    [
      'monthly 29 in 2028',
      monthly(29),
      d(2028, 1, 1),
      d(2028, 1, 1),
      d(2028, 3, 31),
      ['2028-01-29', '2028-02-29', '2028-03-29'],
    ],
    [
      'monthly 1 across the year end',
      monthly(1),
      d(2026, 11, 1),
      d(2026, 11, 1),
      d(2027, 2, 1),
      ['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01'],
    ],
    [
      'monthly: not before the start',
      monthly(10),
      d(2026, 3, 15),
      d(2026, 1, 1),
      d(2026, 5, 31),
      ['2026-04-10', '2026-05-10'],
    ],
    [
      'monthly: the window ends are inclusive',
      monthly(10),
      d(2020, 1, 1),
      d(2026, 3, 10, 23),
      d(2026, 4, 10),
      ['2026-03-10', '2026-04-10'],
    ],
    ['monthly: an empty window', monthly(10), d(2026, 1, 1), d(2026, 3, 11), d(2026, 4, 9), []],
    ['monthly: to before from', monthly(10), d(2026, 1, 1), d(2026, 5, 1), d(2026, 4, 1), []],
    ['monthly: start after to', monthly(10), d(2026, 6, 1), d(2026, 1, 1), d(2026, 5, 31), []],
    [
      'kinsenas in common February',
      KINSENAS,
      d(2026, 1, 1),
      d(2026, 2, 1),
      d(2026, 2, 28),
      ['2026-02-15', '2026-02-28'],
    ],
    ['kinsenas in leap February', KINSENAS, d(2028, 1, 1), d(2028, 2, 1), d(2028, 3, 1), ['2028-02-15', '2028-02-29']],
    [
      'kinsenas: 30- and 31-day months',
      KINSENAS,
      d(2026, 1, 1),
      d(2026, 3, 16),
      d(2026, 5, 15),
      ['2026-03-31', '2026-04-15', '2026-04-30', '2026-05-15'],
    ],
    [
      'yearly 29 Feb (28 Feb in common years)',
      yearly(2, 29),
      d(2025, 1, 1),
      d(2025, 1, 1),
      d(2029, 12, 31),
      ['2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29', '2029-02-28'],
    ],
    [
      'yearly 31 Dec, starting after this year',
      yearly(12, 31),
      d(2027, 1, 1),
      d(2026, 1, 1),
      d(2029, 1, 1),
      ['2027-12-31', '2028-12-31'],
    ],
  ])('%s', (_label, rule, start, from, to, expected) => {
    expect(iso(ruleDates(rule, start, from, to))).toEqual(expected);
  });

  // 2026-01-05 is a Monday (weekday 1); Sunday 0 .. Saturday 6.
  it.each<[string, RecurrenceRule, Date, Date, Date, string[]]>([
    [
      'every week, start on the weekday',
      weekly(1, 1),
      d(2026, 1, 5),
      d(2026, 1, 1),
      d(2026, 1, 31),
      ['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26'],
    ],
    [
      'every week, start the day after the weekday',
      weekly(1, 1),
      d(2026, 1, 6),
      d(2026, 1, 1),
      d(2026, 1, 31),
      ['2026-01-12', '2026-01-19', '2026-01-26'],
    ],
    [
      'every week, start late on the weekday',
      weekly(1, 1),
      d(2026, 1, 5, 23),
      d(2026, 1, 1),
      d(2026, 1, 12),
      ['2026-01-05', '2026-01-12'],
    ],
    [
      'every 2 weeks on Friday, start on a Monday',
      weekly(2, 5),
      d(2026, 1, 5),
      d(2026, 1, 1),
      d(2026, 2, 10),
      ['2026-01-09', '2026-01-23', '2026-02-06'],
    ],
    [
      'every 4 weeks on Sunday',
      weekly(4, 0),
      d(2026, 1, 4),
      d(2026, 1, 1),
      d(2026, 3, 31),
      ['2026-01-04', '2026-02-01', '2026-03-01', '2026-03-29'],
    ],
    [
      'every 2 weeks, a window six years after the start',
      weekly(2, 1),
      d(2020, 1, 6),
      d(2026, 3, 1),
      d(2026, 3, 31),
      ['2026-03-09', '2026-03-23'],
    ],
    [
      'every 4 weeks, a window a century after the start',
      weekly(4, 1),
      d(1990, 1, 1),
      d(2090, 1, 1),
      d(2090, 1, 30),
      ['2090-01-16'],
    ],
    [
      'every 2 weeks, the window starting between occurrences',
      weekly(2, 1),
      d(2026, 1, 5),
      d(2026, 1, 6),
      d(2026, 2, 2),
      ['2026-01-19', '2026-02-02'],
    ],
  ])('%s', (_label, rule, start, from, to, expected) => {
    expect(iso(ruleDates(rule, start, from, to))).toEqual(expected);
  });

  it.each([0, -1, 1.5, NaN])('refuses a weekly rule every %p weeks (it would never advance)', (every) => {
    expect(() => ruleDates(weekly(every, 1), d(2026, 1, 5), d(2026, 1, 1), d(2026, 1, 31))).toThrow(RangeError);
  });

  const WINDOW = fc.tuple(YEARS_2000_TO_2090, fc.integer({ min: -400, max: 400 }), fc.integer({ min: 0, max: 400 }));

  it('is exactly the days the rule falls on, walked day by day', () => {
    fc.assert(
      fc.property(RULE, WINDOW, (rule, [from, startOffset, length]) => {
        const start = new Date(from.getTime() + startOffset * DAY_MS);
        const to = new Date(from.getTime() + length * DAY_MS);
        expect(iso(ruleDates(rule, start, from, to))).toEqual(iso(bruteForce(rule, start, from, to)));
      }),
      { numRuns: 300 },
    );
  });

  it('returns unique Manila midnights inside the window, ascending', () => {
    fc.assert(
      fc.property(RULE, WINDOW, (rule, [from, startOffset, length]) => {
        const start = new Date(from.getTime() + startOffset * DAY_MS);
        const to = new Date(from.getTime() + length * DAY_MS);
        const dates = ruleDates(rule, start, from, to);
        const lowest = Math.max(dayCount(start), dayCount(from));
        expect(dates.filter((x) => !isManilaMidnight(x))).toEqual([]);
        expect(dates.filter((x) => dayCount(x) < lowest || dayCount(x) > dayCount(to))).toEqual([]);
        expect(dates.filter((x, i) => i > 0 && x.getTime() <= dates[i - 1].getTime())).toEqual([]);
      }),
    );
  });

  it('monthly: exactly one date a month, on min(day, days in the month)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 2000, max: 2090 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        (day, year, month, months) => {
          const from = d(year, month, 1);
          const to = d(year, month + months, 0); // the last day of the last month
          const expected = Array.from({ length: months }, (_, i) => {
            const [y, m] = [year + Math.floor((month - 1 + i) / 12), ((month - 1 + i) % 12) + 1];
            return new Date(Date.UTC(y, m - 1, Math.min(day, lastDayOf(y, m))) - MANILA_MS);
          });
          expect(ruleDates(monthly(day), from, from, to)).toEqual(expected);
        },
      ),
    );
  });

  it('weekly: on the weekday, 7 × every days apart, the first within a period of the window start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 52 }),
        fc.integer({ min: 0, max: 6 }),
        YEARS_2000_TO_2090,
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 800 }),
        (every, weekday, start, gap, length) => {
          const from = new Date(start.getTime() + gap * DAY_MS);
          const to = new Date(from.getTime() + length * DAY_MS);
          const dates = ruleDates(weekly(every, weekday), start, from, to);
          const wrongDay = dates.filter((x) => new Date(x.getTime() + MANILA_MS).getUTCDay() !== weekday);
          expect(wrongDay).toEqual([]);
          const steps = dates.slice(1).map((x, i) => dayCount(x) - dayCount(dates[i]));
          expect(steps.filter((s) => s !== 7 * every)).toEqual([]);
          if (dates.length > 0) {
            // The one before the first is before the window (or the start).
            const lowest = Math.max(dayCount(start), dayCount(from));
            expect(dayCount(dates[0]) - 7 * every).toBeLessThan(lowest);
          }
        },
      ),
    );
  });

  it('a window split in two gives the same dates as the whole', () => {
    fc.assert(
      fc.property(
        RULE,
        YEARS_2000_TO_2090,
        fc.integer({ min: -800, max: 800 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 800 }),
        (rule, a, startOffset, firstPart, secondPart) => {
          const start = new Date(a.getTime() + startOffset * DAY_MS);
          const b = new Date(a.getTime() + firstPart * DAY_MS);
          const c = new Date(b.getTime() + secondPart * DAY_MS);
          const whole = ruleDates(rule, start, a, c);
          const halves = [...ruleDates(rule, start, a, b), ...ruleDates(rule, start, dayOfNumber(dayCount(b) + 1), c)];
          expect(halves).toEqual(whole);
        },
      ),
    );
  });
});

describe('itemOccurrenceDates', () => {
  const item = (rule: RecurrenceRule, extra: { endDate?: Date; pauses?: RecurringPause[] } = {}) => ({
    rule,
    startDate: d(2026, 1, 1),
    pauses: [],
    ...extra,
  });

  it.each<[string, ReturnType<typeof item>, string[]]>([
    [
      'no end, no pause',
      item(monthly(15)),
      ['2026-01-15', '2026-02-15', '2026-03-15', '2026-04-15', '2026-05-15', '2026-06-15'],
    ],
    [
      'ends on an occurrence (inclusive)',
      item(monthly(15), { endDate: d(2026, 3, 15) }),
      ['2026-01-15', '2026-02-15', '2026-03-15'],
    ],
    [
      'ends late on an occurrence day',
      item(monthly(15), { endDate: d(2026, 3, 15, 20) }),
      ['2026-01-15', '2026-02-15', '2026-03-15'],
    ],
    ['ends the day before', item(monthly(15), { endDate: d(2026, 3, 14) }), ['2026-01-15', '2026-02-15']],
    [
      'a closed pause [from, until): until is due again',
      item(monthly(15), { pauses: [{ from: d(2026, 2, 1), until: d(2026, 3, 15) }] }),
      ['2026-01-15', '2026-03-15', '2026-04-15', '2026-05-15', '2026-06-15'],
    ],
    [
      'a pause from an occurrence day skips it',
      item(monthly(15), { pauses: [{ from: d(2026, 2, 15), until: d(2026, 2, 16) }] }),
      ['2026-01-15', '2026-03-15', '2026-04-15', '2026-05-15', '2026-06-15'],
    ],
    [
      'an open pause: nothing from its start on',
      item(monthly(15), { pauses: [{ from: d(2026, 3, 1) }] }),
      ['2026-01-15', '2026-02-15'],
    ],
    [
      'two pauses',
      item(KINSENAS, {
        pauses: [
          { from: d(2026, 1, 20), until: d(2026, 3, 1) },
          { from: d(2026, 4, 30), until: d(2026, 6, 1) },
        ],
      }),
      ['2026-01-15', '2026-03-15', '2026-03-31', '2026-04-15', '2026-06-15', '2026-06-30'],
    ],
  ])('%s', (_label, it, expected) => {
    expect(iso(itemOccurrenceDates(it, d(2026, 1, 1), d(2026, 6, 30)))).toEqual(expected);
  });

  it('is the rule dates through the end date and outside every pause', () => {
    const PAUSE = fc.record(
      { from: fc.integer({ min: 0, max: 400 }), length: fc.option(fc.integer({ min: 0, max: 120 })) },
      { requiredKeys: ['from', 'length'] },
    );
    fc.assert(
      fc.property(
        RULE,
        YEARS_2000_TO_2090,
        fc.option(fc.integer({ min: 0, max: 400 })),
        fc.array(PAUSE, { maxLength: 3 }),
        (rule, start, end, pauseDays) => {
          const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
          const pauses = pauseDays.map((p) => ({
            from: at(p.from),
            ...(p.length === null ? {} : { until: at(p.from + p.length) }),
          }));
          const it = { rule, startDate: start, pauses, ...(end === null ? {} : { endDate: at(end) }) };
          const to = at(400);
          const paused = (x: Date) =>
            pauses.some(
              (p) => dayCount(x) >= dayCount(p.from) && (p.until === undefined || dayCount(x) < dayCount(p.until)),
            );
          const expected = ruleDates(rule, start, start, to).filter(
            (x) => (end === null || dayCount(x) <= dayCount(at(end))) && !paused(x),
          );
          expect(itemOccurrenceDates(it, start, to)).toEqual(expected);
        },
      ),
    );
  });
});

describe('recurringRows', () => {
  const bill = (overrides: Partial<RecurringItem> = {}): RecurringItem => ({
    id: 'meralco',
    name: 'Meralco',
    type: 'expense',
    category: 'Utilities',
    accountId: 'bpi',
    amount: toCentavos(2500),
    rule: monthly(15),
    startDate: d(2026, 1, 1),
    pauses: [],
    occurrences: {},
    ...overrides,
  });

  it('has every occurrence through `through`, paid ones as stored, skipped ones left out', () => {
    const rows = recurringRows(
      bill({
        occurrences: {
          '2026-02-15': { status: 'paid', amount: toCentavos(2480.5), accountId: 'gcash', transactionId: 'tx-2' },
          '2026-03-15': { status: 'skipped' },
        },
      }),
      d(2026, 4, 20),
    );
    expect(rows).toEqual([
      { key: keyOf(2026, 1, 15), dueDate: d(2026, 1, 15), amount: toCentavos(2500), isPaid: false },
      {
        key: keyOf(2026, 2, 15),
        dueDate: d(2026, 2, 15),
        amount: toCentavos(2480.5),
        isPaid: true,
        accountId: 'gcash',
        transactionId: 'tx-2',
      },
      { key: keyOf(2026, 4, 15), dueDate: d(2026, 4, 15), amount: toCentavos(2500), isPaid: false },
    ]);
  });

  it('a varies item: unpaid rows are 0 (the caller asks the amount), paid rows keep what was paid', () => {
    const rows = recurringRows(
      bill({ amount: null, occurrences: { '2026-01-15': { status: 'paid', amount: toCentavos(731.2) } } }),
      d(2026, 2, 15),
    );
    expect(rows.map((r) => [r.amount, r.isPaid])).toEqual([
      [toCentavos(731.2), true],
      [ZERO_CENTAVOS, false],
    ]);
  });

  it('a paid occurrence the rule, pauses, dates or `through` no longer produce is still a row', () => {
    const occurrences: Record<string, RecurringOccurrence> = {
      '2025-12-10': { status: 'paid', amount: toCentavos(100), transactionId: 'before-start' },
      '2026-01-10': { status: 'paid', amount: toCentavos(200), accountId: 'bpi', transactionId: 'old-rule' },
      '2026-02-15': { status: 'paid', amount: toCentavos(300), transactionId: 'paused' },
      '2026-05-15': { status: 'paid', amount: toCentavos(400), transactionId: 'after-end' },
      '2026-01-20': { status: 'skipped' },
      'not-a-day': { status: 'paid', amount: toCentavos(1) },
    };
    const item = bill({
      endDate: d(2026, 4, 30),
      pauses: [{ from: d(2026, 2, 1), until: d(2026, 3, 1) }],
      occurrences,
    });
    const rows = recurringRows(item, d(2026, 3, 31));
    expect(rows.map((r) => [iso([r.dueDate])[0], r.isPaid, r.transactionId])).toEqual([
      ['2025-12-10', true, 'before-start'],
      ['2026-01-10', true, 'old-rule'],
      ['2026-01-15', false, undefined],
      ['2026-02-15', true, 'paused'],
      ['2026-03-15', false, undefined],
      ['2026-05-15', true, 'after-end'],
    ]);

    // ... and can be unmarked by the schedule engine.
    const accounts = [{ id: 'bpi', name: 'BPI', balance: toCentavos(0) }];
    expect(validateUnmark(PALUWAGAN_WEEKS, rows, [keyOf(2026, 1, 10)], accounts)).toEqual({
      ok: true,
      value: [rows[1]],
    });
  });

  it('rows are unique, ascending, and agree with the stored occurrences and the rule', () => {
    const OCCURRENCE = fc.oneof(
      fc.constant<RecurringOccurrence>({ status: 'skipped' }),
      fc.integer({ min: 1, max: 1_000_000 }).map((c): RecurringOccurrence => ({ status: 'paid', amount: centavos(c) })),
    );
    fc.assert(
      fc.property(
        RULE,
        YEARS_2000_TO_2090,
        fc.dictionary(fc.integer({ min: -60, max: 400 }).map(String), OCCURRENCE, { maxKeys: 12 }),
        fc.integer({ min: 0, max: 300 }),
        (rule, start, stored, throughDays) => {
          const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
          const occurrences = Object.fromEntries(Object.entries(stored).map(([k, v]) => [occurrenceKey(at(+k)), v]));
          const item = bill({ rule, startDate: start, occurrences });
          const through = at(throughDays);
          const rows = recurringRows(item, through);

          expect(rows.filter((r, i) => i > 0 && r.key <= rows[i - 1].key)).toEqual([]);
          expect(rows.filter((r) => r.key !== dayCount(r.dueDate) || !isManilaMidnight(r.dueDate))).toEqual([]);
          const storedAt = (r: { dueDate: Date }) => occurrences[occurrenceKey(r.dueDate)];
          expect(rows.filter((r) => storedAt(r)?.status === 'skipped')).toEqual([]);
          const paid = Object.entries(occurrences).filter(([, o]) => o.status === 'paid');
          expect(rows.filter((r) => r.isPaid).map((r) => [occurrenceKey(r.dueDate), r.amount])).toEqual(
            paid.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, o]) => [k, o.amount]),
          );
          const unpaid = ruleDates(rule, start, start, through).filter((x) => !storedAt({ dueDate: x }));
          expect(rows.filter((r) => !r.isPaid).map((r) => r.dueDate)).toEqual(unpaid);
          expect(rows.filter((r) => !r.isPaid && r.amount !== item.amount)).toEqual([]);
        },
      ),
    );
  });
});
