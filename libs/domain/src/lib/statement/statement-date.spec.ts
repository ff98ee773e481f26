import { guessDayOrder, parseStatementDate, type DayOrder } from './statement-date';

/** The instant of a Manila wall-clock time, written the unambiguous way. */
const manila = (isoLocal: string) => new Date(`${isoLocal}+08:00`);

describe('parseStatementDate', () => {
  it.each<[string, string, DayOrder, string]>([
    ['ISO day (UnionBank)', '2026-11-25', 'month-first', '2026-11-25T12:00'],
    ['ISO day with time (GCash)', '2026-11-25 14:03', 'month-first', '2026-11-25T14:03'],
    ['ISO with seconds', '2026-11-25T07:05:09', 'day-first', '2026-11-25T07:05'],
    ['ISO with slashes', '2026/03/04', 'day-first', '2026-03-04T12:00'],
    ['month first (BPI)', '11/25/2026', 'month-first', '2026-11-25T12:00'],
    ['month first, short year (BDO)', '03/04/26', 'month-first', '2026-03-04T12:00'],
    ['day first', '03/04/2026', 'day-first', '2026-04-03T12:00'],
    ['day first with dashes', '25-11-2026', 'day-first', '2026-11-25T12:00'],
    ['month first with a 12-hour time (Maya)', '11/25/2026 2:03 PM', 'month-first', '2026-11-25T14:03'],
    ['midnight in 12-hour time', '11/25/2026 12:15 AM', 'month-first', '2026-11-25T00:15'],
    ['month name first (Metrobank)', 'Nov 25, 2026', 'day-first', '2026-11-25T12:00'],
    ['full month name', 'September 1, 2026', 'month-first', '2026-09-01T12:00'],
    ['day then month name', '25 Nov 2026', 'month-first', '2026-11-25T12:00'],
    ['day-month name-short year', '05-Jan-26', 'month-first', '2026-01-05T12:00'],
    ['Filipino month name', '25 Nobyembre 2026', 'month-first', '2026-11-25T12:00'],
    ['Filipino abbreviation', 'Dis 1, 2026', 'month-first', '2026-12-01T12:00'],
    ['leap day', '02/29/2028', 'month-first', '2028-02-29T12:00'],
  ])('%s: %s', (_, text, order, expected) => {
    expect(parseStatementDate(text, order)).toEqual(manila(expected));
  });

  it('reads an ISO time with a zone as that instant', () => {
    expect(parseStatementDate('2026-11-25T06:03:00Z', 'month-first')).toEqual(new Date('2026-11-25T06:03:00Z'));
  });

  it.each([
    ['blank', ''],
    ['words', 'yesterday'],
    ['31 April', '04/31/2026'],
    ['29 February of a common year', '2026-02-29'],
    ['month 13 read month first', '13/01/2026'],
    ['hour 25', '2026-11-25 25:00'],
    ['13 PM', '11/25/2026 13:00 PM'],
    ['an unknown month word', '25 Foo 2026'],
    ['a number', '45900'],
  ])('%s (%s) is not a date', (_, text) => {
    expect(parseStatementDate(text, 'month-first')).toBeNull();
  });
});

describe('guessDayOrder', () => {
  it('reads month first when a day above 12 says so', () => {
    expect(guessDayOrder(['03/04/2026', '11/25/2026'])).toEqual({ order: 'month-first', ask: false });
  });

  it('reads day first when a day above 12 says so', () => {
    expect(guessDayOrder(['03/04/2026', '25/11/2026'])).toEqual({ order: 'day-first', ask: false });
  });

  it('asks when every date reads both ways as different days', () => {
    expect(guessDayOrder(['03/04/2026', '05/06/2026'])).toEqual({ order: 'month-first', ask: true });
  });

  it('does not ask when both ways give the same days', () => {
    expect(guessDayOrder(['01/01/2026', '2026-11-25', 'Nov 3, 2026'])).toEqual({ order: 'month-first', ask: false });
  });
});
