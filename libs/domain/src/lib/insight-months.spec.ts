import { toCentavos } from './money';
import { hasMoneyHistory, insightMonths, monthsNewestFirst, shortMonthYearLabel } from './insight-months';
import { emptyLedgerSummary, type LedgerSummary } from './summaries';

const movedIn = (...months: string[]): LedgerSummary => ({
  ...emptyLedgerSummary(true),
  net: Object.fromEntries(months.map((month) => [month, { a1: toCentavos(10) }])),
});

describe('monthsNewestFirst', () => {
  it.each([
    ['2026-11', '2026-11', ['2026-11']],
    ['2025-11', '2026-02', ['2026-02', '2026-01', '2025-12', '2025-11']],
    ['2026-03', '2026-02', []],
  ])('%s to %s', (first, last, expected) => {
    expect(monthsNewestFirst(first, last)).toEqual(expected);
  });
});

describe('hasMoneyHistory', () => {
  it('is false before any money moved and true after', () => {
    expect(hasMoneyHistory(emptyLedgerSummary(true))).toBe(false);
    expect(hasMoneyHistory(movedIn('2026-10'))).toBe(true);
  });
});

describe('insightMonths', () => {
  it('offers this month alone before any money moved', () => {
    expect(insightMonths(emptyLedgerSummary(true), '2026-11')).toEqual(['2026-11']);
  });

  it('runs from the first month money moved in to this month, gaps included, newest first', () => {
    expect(insightMonths(movedIn('2026-10', '2026-08'), '2026-11')).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
    ]);
  });

  it('reaches a later month that a transaction is dated in', () => {
    expect(insightMonths(movedIn('2026-11', '2027-01'), '2026-11')).toEqual(['2027-01', '2026-12', '2026-11']);
  });
});

it.each([
  ['2026-10', 'Oct 2026'],
  ['2027-01', 'Jan 2027'],
])('shortMonthYearLabel(%s) = %s', (key, label) => {
  expect(shortMonthYearLabel(key)).toBe(label);
});
