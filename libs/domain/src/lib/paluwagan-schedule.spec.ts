import fc from 'fast-check';
import {
  dropNumbersAbove,
  firstPayoutDate,
  generatePaluwaganSchedule,
  paluwaganPayoutPerNumber,
  paluwaganWeeklyAmount,
  toggleNumber,
} from './paluwagan-schedule';
import { centavos, toCentavos } from './money';
import { manilaDate, manilaDay } from './calendar';
import { formatDate, fromDateInputValue, toDateInputValue } from './dates';
import { DAY_MS, manilaAt as d } from '../testing/manila-days';

const YEARS_2000_TO_2090 = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2090-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('firstPayoutDate: next Sunday strictly after the start', () => {
  // Week of Mon 2026-01-05 .. Sun 2026-01-11.
  it.each([
    [d(2026, 1, 5), d(2026, 1, 11)],
    [d(2026, 1, 6), d(2026, 1, 11)],
    [d(2026, 1, 7), d(2026, 1, 11)],
    [d(2026, 1, 8), d(2026, 1, 11)],
    [d(2026, 1, 9), d(2026, 1, 11)],
    [d(2026, 1, 10, 23), d(2026, 1, 11)],
    [d(2026, 1, 11), d(2026, 1, 18)],
    [d(2026, 1, 11, 18), d(2026, 1, 18)],
  ])('%p -> %p', (start, expected) => {
    expect(firstPayoutDate(start)).toEqual(expected);
  });
});

describe('generatePaluwaganSchedule', () => {
  it('builds the example schedule', () => {
    const s = generatePaluwaganSchedule({
      startDate: d(2026, 1, 5),
      totalNumbers: 4,
      amountPerNumber: toCentavos(500),
      ownedNumbers: [4, 2],
    });
    expect(s.payoutPerNumber).toBe(toCentavos(2000));
    expect(s.weeklyAmount).toBe(toCentavos(1000));
    expect(s.numbers).toEqual([
      { number: 1, payoutDate: d(2026, 1, 11), isPaid: false, isOwner: false, ownerName: '' },
      { number: 2, payoutDate: d(2026, 1, 18), isPaid: false, isOwner: true, ownerName: 'Me' },
      { number: 3, payoutDate: d(2026, 1, 25), isPaid: false, isOwner: false, ownerName: '' },
      { number: 4, payoutDate: d(2026, 2, 1), isPaid: false, isOwner: true, ownerName: 'Me' },
    ]);
    expect(s.weeklyPayments).toEqual([
      { weekNumber: 1, dueDate: d(2026, 1, 11), isPaid: false, amount: toCentavos(1000) },
      { weekNumber: 2, dueDate: d(2026, 1, 18), isPaid: false, amount: toCentavos(1000) },
      { weekNumber: 3, dueDate: d(2026, 1, 25), isPaid: false, amount: toCentavos(1000) },
      { weekNumber: 4, dueDate: d(2026, 2, 1), isPaid: false, amount: toCentavos(1000) },
    ]);
  });

  it('keeps amounts exact and ignores owned numbers outside 1..total', () => {
    const s = generatePaluwaganSchedule({
      startDate: d(2026, 1, 5),
      totalNumbers: 3,
      amountPerNumber: toCentavos(0.1),
      ownedNumbers: [0, 1, 1, 3, 4, 2.5],
    });
    expect(s.payoutPerNumber).toBe(toCentavos(0.3));
    expect(s.weeklyAmount).toBe(toCentavos(0.2));
    expect(s.numbers.filter((n) => n.isOwner).map((n) => n.number)).toEqual([1, 3]);
  });

  it('writes no accountId key (Firestore refuses undefined fields)', () => {
    const s = generatePaluwaganSchedule({
      startDate: d(2026, 1, 5),
      totalNumbers: 1,
      amountPerNumber: toCentavos(1),
      ownedNumbers: [1],
    });
    expect('accountId' in s.numbers[0]).toBe(false);
    expect('accountId' in s.weeklyPayments[0]).toBe(false);
  });

  it.each([0, -1, 2.5, NaN])('refuses totalNumbers %p', (totalNumbers) => {
    expect(() =>
      generatePaluwaganSchedule({
        startDate: d(2026, 1, 5),
        totalNumbers,
        amountPerNumber: toCentavos(1),
        ownedNumbers: [1],
      }),
    ).toThrow(RangeError);
  });

  it('always has the right count, Sunday dates a week apart and exact amounts', () => {
    fc.assert(
      fc.property(
        YEARS_2000_TO_2090,
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.array(fc.integer({ min: -5, max: 110 }), { maxLength: 30 }),
        (startDate, total, amountCentavos, picked) => {
          const amountPerNumber = centavos(amountCentavos);
          const s = generatePaluwaganSchedule({
            startDate,
            totalNumbers: total,
            amountPerNumber,
            ownedNumbers: picked,
          });
          const owned = new Set(picked.filter((n) => n >= 1 && n <= total));

          expect(s.numbers).toHaveLength(total);
          expect(s.weeklyPayments).toHaveLength(total);
          expect(s.payoutPerNumber).toBe(amountCentavos * total);
          expect(s.weeklyAmount).toBe(amountCentavos * owned.size);

          const { year, month, day } = manilaDate(startDate);
          const startMidnight = manilaDay(year, month, day);
          const gap = Math.round((s.numbers[0].payoutDate.getTime() - startMidnight.getTime()) / DAY_MS);
          expect(gap).toBeGreaterThanOrEqual(1);
          expect(gap).toBeLessThanOrEqual(7);

          const first = s.numbers[0].payoutDate;
          const problems = s.numbers.flatMap((n, i) => {
            const w = s.weeklyPayments[i];
            const own = owned.has(i + 1);
            const ok =
              n.number === i + 1 &&
              manilaDate(n.payoutDate).weekday === 0 &&
              (n.payoutDate.getTime() + 8 * 3_600_000) % DAY_MS === 0 &&
              n.payoutDate.getTime() === first.getTime() + 7 * i * DAY_MS &&
              n.isPaid === false &&
              n.isOwner === own &&
              n.ownerName === (own ? 'Me' : '') &&
              w.weekNumber === i + 1 &&
              w.dueDate.getTime() === n.payoutDate.getTime() &&
              w.isPaid === false &&
              w.amount === s.weeklyAmount;
            return ok ? [] : [{ n, w }];
          });
          expect(problems).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('schedules are Manila calendar days in every zone', () => {
  it('a Sunday payout is that Sunday (Mar 1, 2026), whatever the device zone', () => {
    const input = { startDate: d(2026, 2, 23), totalNumbers: 2, amountPerNumber: toCentavos(100), ownedNumbers: [1] };
    const s = generatePaluwaganSchedule(input);
    expect(s.numbers[0].payoutDate).toEqual(new Date('2026-03-01T00:00:00+08:00'));
    expect(formatDate(s.numbers[0].payoutDate)).toBe('Mar 1, 2026');
    expect(manilaDate(s.numbers[0].payoutDate).weekday).toBe(0);
    expect(formatDate(s.weeklyPayments[1].dueDate)).toBe('Mar 8, 2026');
  });

  it('a start stored by the original product (Manila midnight) gives the same schedule', () => {
    const startDate = new Date('2026-02-28T00:00:00+08:00');
    const s = generatePaluwaganSchedule({
      startDate,
      totalNumbers: 1,
      amountPerNumber: toCentavos(1),
      ownedNumbers: [],
    });
    expect(formatDate(s.numbers[0].payoutDate)).toBe('Mar 1, 2026');
  });

  it('re-saving through the edit form (date input) never moves the schedule', () => {
    fc.assert(
      fc.property(YEARS_2000_TO_2090, (picked) => {
        const input = { totalNumbers: 5, amountPerNumber: toCentavos(100), ownedNumbers: [2] };
        const startDate = fromDateInputValue(toDateInputValue(picked)) as Date; // what the create form stores
        const first = generatePaluwaganSchedule({ ...input, startDate });
        const edited = fromDateInputValue(toDateInputValue(startDate)) as Date; // shown and saved back by the edit form
        expect(edited).toEqual(startDate);
        expect(generatePaluwaganSchedule({ ...input, startDate: edited })).toEqual(first);
        expect(first.numbers.map((n) => manilaDate(n.payoutDate).weekday)).toEqual([0, 0, 0, 0, 0]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('amount helpers', () => {
  it.each([
    [500, 10, 5000],
    [0.1, 3, 0.3],
    [333.33, 100, 33333],
  ])('payout per number ₱%p × %p = ₱%p', (amount, total, expected) => {
    expect(paluwaganPayoutPerNumber(toCentavos(amount), total)).toBe(toCentavos(expected));
  });

  it.each([
    [500, 2, 1000],
    [0.7, 3, 2.1],
    [500, 0, 0],
  ])('weekly amount ₱%p × %p owned = ₱%p', (amount, owned, expected) => {
    expect(paluwaganWeeklyAmount(toCentavos(amount), owned)).toBe(toCentavos(expected));
  });
});

describe('number selection', () => {
  it.each([
    [[1, 5, 10], 6, [1, 5]],
    [[10, 3, 3, 1], 10, [1, 3, 10]],
    [[2], 1, []],
    [[0, -1, 1.5, 4], 5, [4]],
  ])('dropNumbersAbove(%p, %p) = %p', (selected, total, expected) => {
    expect(dropNumbersAbove(selected, total)).toEqual(expected);
  });

  it.each([
    [[1, 3], 2, [1, 2, 3]],
    [[1, 2, 3], 2, [1, 3]],
    [[], 7, [7]],
  ])('toggleNumber(%p, %p) = %p', (selected, n, expected) => {
    expect(toggleNumber(selected, n)).toEqual(expected);
  });
});
