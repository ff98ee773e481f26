import fc from 'fast-check';
import {
  addManilaDays,
  addManilaMonths,
  daysInMonth,
  manilaDate,
  manilaDay,
  manilaDaysBetween,
  nextManilaSundayAfter,
  startOfManilaDay,
} from './calendar';

// Every expectation is an absolute instant, so this file means the same in every zone
// (zones.spec.ts reruns it under America/Los_Angeles, Asia/Dubai and UTC).
const at = (iso: string) => new Date(iso);

describe('the process zone', () => {
  // Offsets (minutes, as getTimezoneOffset gives them) on 2026-01-15 and 2026-07-15.
  const OFFSETS: Record<string, [number, number]> = {
    'Asia/Manila': [-480, -480],
    'America/Los_Angeles': [480, 420],
    'Asia/Dubai': [-240, -240],
    UTC: [0, 0],
  };

  it('is pinned by the Jest config (Asia/Manila, or the zone of a zone run)', () => {
    const zone = process.env['PITAKA_TEST_ZONE'] || 'Asia/Manila';
    expect(process.env['TZ']).toBe(zone);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    expect([at('2026-01-15T12:00:00Z').getTimezoneOffset(), at('2026-07-15T12:00:00Z').getTimezoneOffset()]).toEqual(
      OFFSETS[zone],
    );
  });
});

describe('Manila calendar days', () => {
  it('a Manila day is the instant of Manila midnight', () => {
    expect(manilaDay(2026, 3, 15)).toEqual(at('2026-03-14T16:00:00Z'));
    expect(manilaDay(2026, 1, 1)).toEqual(at('2025-12-31T16:00:00Z'));
    expect(manilaDay(2026, 13, 1)).toEqual(manilaDay(2027, 1, 1));
    expect(manilaDay(2026, 3, 0)).toEqual(manilaDay(2026, 2, 28));
    expect(manilaDate(manilaDay(50, 6, 1))).toMatchObject({ year: 50, month: 6, day: 1 }); // not 1950
  });

  it.each([
    ['2026-03-14T15:59:59.999Z', '2026-03-13T16:00:00Z', { year: 2026, month: 3, day: 14, weekday: 6 }],
    ['2026-03-14T16:00:00Z', '2026-03-14T16:00:00Z', { year: 2026, month: 3, day: 15, weekday: 0 }],
    ['2026-03-14T17:00:00Z', '2026-03-14T16:00:00Z', { year: 2026, month: 3, day: 15, weekday: 0 }],
    ['2026-03-15T15:59:00Z', '2026-03-14T16:00:00Z', { year: 2026, month: 3, day: 15, weekday: 0 }],
    ['2025-12-31T16:00:00Z', '2025-12-31T16:00:00Z', { year: 2026, month: 1, day: 1, weekday: 4 }],
    ['1969-12-31T20:00:00Z', '1969-12-31T16:00:00Z', { year: 1970, month: 1, day: 1, weekday: 4 }],
  ])('%s is in the Manila day starting %s', (instant, start, parts) => {
    expect(startOfManilaDay(at(instant))).toEqual(at(start));
    expect(manilaDate(at(instant))).toEqual(parts);
  });

  it.each([
    [2026, 2, 28],
    [2024, 2, 29],
    [2100, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('daysInMonth(%p, %p) = %p', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });

  it('manilaDay and manilaDate are inverse', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          fc.pre(day <= daysInMonth(year, month));
          const d = manilaDay(year, month, day);
          expect(manilaDate(d)).toMatchObject({ year, month, day });
          expect(startOfManilaDay(d)).toEqual(d);
          expect(startOfManilaDay(new Date(d.getTime() + 86_399_999))).toEqual(d);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('Manila calendar arithmetic', () => {
  it('adds days keeping the Manila time of day', () => {
    expect(addManilaDays(at('2026-03-14T17:00:00Z'), 1)).toEqual(at('2026-03-15T17:00:00Z'));
    expect(addManilaDays(manilaDay(2025, 12, 28), 7)).toEqual(manilaDay(2026, 1, 4));
    expect(addManilaDays(manilaDay(2026, 3, 1), -1)).toEqual(manilaDay(2026, 2, 28));
  });

  it.each([
    [manilaDay(2026, 1, 31), 1, manilaDay(2026, 2, 28)],
    [manilaDay(2024, 1, 31), 1, manilaDay(2024, 2, 29)],
    [manilaDay(2026, 1, 31), 2, manilaDay(2026, 3, 31)],
    [manilaDay(2026, 12, 31), 2, manilaDay(2027, 2, 28)],
    [manilaDay(2026, 3, 31), -1, manilaDay(2026, 2, 28)],
    [manilaDay(2026, 1, 15), -13, manilaDay(2024, 12, 15)],
    // 2026-01-31 07:30 in Manila is still Jan 30 in UTC: the Manila day counts.
    [at('2026-01-30T23:30:00Z'), 1, at('2026-02-27T23:30:00Z')],
  ])('addManilaMonths(%p, %p) = %p', (date, months, expected) => {
    expect(addManilaMonths(date, months)).toEqual(expected);
  });

  it.each([
    [manilaDay(2026, 1, 5), manilaDay(2026, 1, 6), 1],
    [at('2026-01-05T15:59:00Z'), at('2026-01-05T16:01:00Z'), 1],
    [at('2026-01-05T16:01:00Z'), at('2026-01-06T15:59:00Z'), 0],
    [manilaDay(2026, 1, 31), manilaDay(2026, 3, 1), 29],
    [manilaDay(2026, 3, 1), manilaDay(2026, 1, 31), -29],
  ])('manilaDaysBetween(%p, %p) = %p', (from, to, expected) => {
    expect(manilaDaysBetween(from, to)).toBe(expected);
  });

  // 2026-01-04 and 2026-01-11 are Sundays.
  it.each([
    [at('2026-01-03T15:59:00Z'), manilaDay(2026, 1, 4)], // Sat 23:59 Manila
    [at('2026-01-03T16:00:00Z'), manilaDay(2026, 1, 11)], // Sun 00:00 Manila (still Saturday in UTC)
    [manilaDay(2026, 1, 5), manilaDay(2026, 1, 11)],
    [manilaDay(2026, 1, 10), manilaDay(2026, 1, 11)],
    [manilaDay(2025, 12, 31), manilaDay(2026, 1, 4)],
  ])('nextManilaSundayAfter(%p) = %p', (date, expected) => {
    const sunday = nextManilaSundayAfter(date);
    expect(sunday).toEqual(expected);
    expect(manilaDate(sunday).weekday).toBe(0);
  });
});
