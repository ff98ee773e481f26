import fc from 'fast-check';
import type { Paluwagan } from './model';
import { generatePaluwaganSchedule } from './paluwagan-schedule';
import {
  currentWeekNumber,
  isPaluwaganLocked,
  isPayoutAvailable,
  nextOwnPayout,
  nextUnpaidDueDate,
  ownedNumbers,
  paluwaganCardComparator,
  paluwaganCardProgress,
  paluwaganDetailProgress,
  paluwaganStatus,
  paluwaganTotalPaid,
  paluwaganTotalReceived,
  paluwaganWeeklyDue,
  payoutAction,
  sortPaluwagansForCards,
  upcomingPayments,
  weeklyPaymentStatus,
} from './paluwagan';
import { ZERO_CENTAVOS, toCentavos } from './money';
import { manilaAt as d } from '../testing/manila-days';

/**
 * Starts Mon 2026-01-05: payouts / dues on Sundays Jan 11, 18, 25, Feb 1 (4 numbers, ₱500 each,
 * owned 2 and 4 -> weekly ₱1,000, payout ₱2,000).
 */
function make(
  opts: { paidWeeks?: number[]; received?: number[]; owned?: number[]; total?: number; id?: string } = {},
): Paluwagan {
  const s = generatePaluwaganSchedule({
    startDate: d(2026, 1, 5),
    totalNumbers: opts.total ?? 4,
    amountPerNumber: toCentavos(500),
    ownedNumbers: opts.owned ?? [2, 4],
  });
  return {
    id: opts.id ?? 'p',
    name: 'Office',
    organizer: 'Aling Nena',
    description: '',
    startDate: d(2026, 1, 5),
    totalNumbers: opts.total ?? 4,
    amountPerNumber: toCentavos(500),
    payoutPerNumber: s.payoutPerNumber,
    numbers: s.numbers.map((n) => ({ ...n, isPaid: (opts.received ?? []).includes(n.number) })),
    weeklyPayments: s.weeklyPayments.map((w) => ({ ...w, isPaid: (opts.paidWeeks ?? []).includes(w.weekNumber) })),
  };
}

describe('card progress: payments due before today', () => {
  it.each([
    [d(2026, 1, 5), 0],
    [d(2026, 1, 11, 23), 0],
    [d(2026, 1, 12), 25],
    [d(2026, 1, 19), 50],
    [d(2026, 2, 1, 12), 75],
    [d(2026, 2, 2), 100],
    [d(2027, 1, 1), 100],
  ])('today %p -> %p%%', (today, expected) => {
    expect(paluwaganCardProgress(make(), today)).toBe(expected);
  });

  it.each([
    [d(2026, 1, 12), 33],
    [d(2026, 1, 19), 67],
  ])('rounds: 3 numbers, today %p -> %p%%', (today, expected) => {
    expect(paluwaganCardProgress(make({ total: 3, owned: [1] }), today)).toBe(expected);
  });

  it('is 0 with no payments', () => {
    expect(paluwaganCardProgress({ weeklyPayments: [] }, d(2026, 1, 1))).toBe(0);
  });
});

describe('detail progress: payments marked paid', () => {
  it.each([
    [[], 0],
    [[1], 25],
    [[1, 3], 50],
    [[1, 2, 3, 4], 100],
  ])('paid %p -> %p%%', (paidWeeks, expected) => {
    expect(paluwaganDetailProgress(make({ paidWeeks }))).toBe(expected);
  });
});

describe('progress stays within 0..100', () => {
  it('for any schedule, paid flags and today', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2029-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.array(fc.boolean(), { maxLength: 100 }),
        (total, today, paidFlags) => {
          const s = generatePaluwaganSchedule({
            startDate: d(2026, 1, 5),
            totalNumbers: total,
            amountPerNumber: toCentavos(100),
            ownedNumbers: [1],
          });
          const p = { weeklyPayments: s.weeklyPayments.map((w, i) => ({ ...w, isPaid: paidFlags[i] ?? false })) };
          for (const value of [paluwaganCardProgress(p, today), paluwaganDetailProgress(p)]) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(100);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('week x of y', () => {
  it.each([
    [d(2026, 1, 1), 1],
    [d(2026, 1, 11, 20), 1],
    [d(2026, 1, 12), 2],
    [d(2026, 1, 25), 3],
    [d(2026, 2, 1), 4],
    [d(2026, 3, 1), 4],
  ])('today %p -> week %p', (today, expected) => {
    expect(currentWeekNumber(make(), today)).toBe(expected);
  });
});

describe('paluwaganStatus', () => {
  it.each([
    // today, paid weeks, received numbers, completed, payout text, payment text
    [d(2026, 1, 1), [], [], false, 'Next payout Jan 18, 2026', 'All payments up to date'],
    [d(2026, 1, 4), [], [], false, 'Next payout Jan 18, 2026', 'Payment due this week Jan 11, 2026'],
    [d(2026, 1, 11, 9), [1], [], false, 'Next payout Jan 18, 2026', 'Payment due this week Jan 18, 2026'],
    [d(2026, 1, 18), [1], [], false, 'Next payout Jan 18, 2026', 'Payment due this week Jan 18, 2026'],
    [d(2026, 1, 18), [1, 2], [2], false, 'Next payout Feb 1, 2026', 'Payment due this week Jan 25, 2026'],
    [d(2026, 1, 26), [1, 2, 3], [2], false, 'Next payout Feb 1, 2026', 'Payment due this week Feb 1, 2026'],
    [d(2026, 2, 1), [1, 2, 3, 4], [2, 4], false, 'All payouts received', 'All payments up to date'],
    [d(2026, 2, 2), [1, 2, 3, 4], [2, 4], true, 'All payouts received', 'All payments up to date'],
    // Past all dates: completed even if the payouts were never marked (spec: no future payout);
    // the payout text still does not claim they were received.
    [d(2026, 3, 1), [], [], true, '2 past payouts to mark as received', 'All payments up to date'],
  ])('today %p, paid %p, received %p', (today, paidWeeks, received, completed, payoutText, paymentText) => {
    const status = paluwaganStatus(make({ paidWeeks, received }), today);
    expect(status.completed).toBe(completed);
    expect(status.payoutText).toBe(payoutText);
    expect(status.paymentText).toBe(paymentText);
    expect(status.lines).toEqual(completed ? ['Paluwagan Completed'] : [payoutText, paymentText]);
  });

  it('never says every payout is received while a past one is unmarked', () => {
    // Owns 1 and 2 (payouts Jan 11 and 18); on Jan 26 neither is ahead and week 4 is still due.
    const neither = paluwaganStatus(make({ owned: [1, 2], paidWeeks: [1, 2, 3] }), d(2026, 1, 26));
    expect(neither.completed).toBe(false);
    expect(neither.payoutsToMark).toBe(2);
    expect(neither.lines).toEqual(['2 past payouts to mark as received', 'Payment due this week Feb 1, 2026']);
    const one = paluwaganStatus(make({ owned: [1, 2], paidWeeks: [1, 2, 3], received: [1] }), d(2026, 1, 26));
    expect(one.payoutText).toBe('1 past payout to mark as received');
    const both = paluwaganStatus(make({ owned: [1, 2], paidWeeks: [1, 2, 3], received: [1, 2] }), d(2026, 1, 26));
    expect(both.payoutsToMark).toBe(0);
    expect(both.payoutText).toBe('All payouts received');
  });

  it('exposes the entries behind the texts', () => {
    const status = paluwaganStatus(make(), d(2026, 1, 12));
    expect(status.progress).toBe(25);
    expect(status.nextPayout?.number).toBe(2);
    expect(status.paymentDue?.weekNumber).toBe(2);
  });
});

describe('next own payout and upcoming payments', () => {
  it.each([
    [d(2026, 1, 1), [], 2],
    [d(2026, 1, 18, 20), [], 2],
    [d(2026, 1, 18), [2], 4],
    [d(2026, 1, 19), [], 4],
    [d(2026, 2, 2), [], null],
  ])('today %p, received %p -> number %p', (today, received, expected) => {
    expect(nextOwnPayout(make({ received }), today)?.number ?? null).toBe(expected);
  });

  it.each([
    [d(2026, 1, 1), [], []],
    [d(2026, 1, 4), [], [1]],
    [d(2026, 1, 11), [], [1, 2]],
    [d(2026, 1, 11), [1], [2]],
    [d(2026, 1, 12), [], [2]],
    [d(2026, 2, 2), [], []],
  ])('upcoming on %p with %p paid -> weeks %p', (today, paidWeeks, expected) => {
    expect(upcomingPayments(make({ paidWeeks }), today).map((w) => w.weekNumber)).toEqual(expected);
  });
});

describe('card sort: nearest upcoming unpaid due date first, none last', () => {
  const today = d(2026, 1, 12);
  const shift = (p: Paluwagan, days: number): Paluwagan => ({
    ...p,
    weeklyPayments: p.weeklyPayments.map((w) => ({ ...w, dueDate: new Date(w.dueDate.getTime() + days * 86_400_000) })),
  });
  const done = make({ id: 'done', paidWeeks: [1, 2, 3, 4] });
  const soon = make({ id: 'soon', paidWeeks: [1] }); // next unpaid Jan 18
  const sooner = shift(make({ id: 'sooner', paidWeeks: [1] }), -3); // next unpaid Jan 15
  const overdueOnly = make({ id: 'overdue', paidWeeks: [2, 3, 4] }); // only week 1 unpaid, past
  const later = shift(make({ id: 'later' }), 14); // Jan 25

  it('orders cards', () => {
    const sorted = sortPaluwagansForCards([done, later, overdueOnly, soon, sooner], today).map((p) => p.id);
    expect(sorted).toEqual(['sooner', 'soon', 'later', 'done', 'overdue']);
  });

  it.each([
    [soon, sooner, 1],
    [sooner, soon, -1],
    [done, soon, 1],
    [soon, done, -1],
    [done, overdueOnly, 0],
  ])('comparator sign', (a, b, sign) => {
    expect(Math.sign(paluwaganCardComparator(today)(a, b))).toBe(sign);
  });

  it('nextUnpaidDueDate ignores past unpaid payments', () => {
    expect(nextUnpaidDueDate(overdueOnly, today)).toBeNull();
    expect(nextUnpaidDueDate(soon, today)).toEqual(d(2026, 1, 18));
  });
});

describe('edit lock', () => {
  it.each([
    ['fresh', make(), false],
    ['a week paid', make({ paidWeeks: [3] }), true],
    ['an own payout received', make({ received: [2] }), true],
    ['a foreign number flagged paid', make({ received: [1] }), false],
  ])('%s', (_label, p, expected) => {
    expect(isPaluwaganLocked(p)).toBe(expected);
  });
});

describe('payouts', () => {
  const n = make().numbers[1]; // Jan 18
  it.each([
    [d(2026, 1, 17, 23), false],
    [d(2026, 1, 18, 0), true],
    [d(2026, 1, 18, 22), true],
    [d(2026, 2, 1), true],
  ])('available on %p: %p', (today, expected) => {
    expect(isPayoutAvailable(n, today)).toBe(expected);
  });

  it.each([
    [false, d(2026, 1, 17), 'unavailable'],
    [false, d(2026, 1, 18), 'receive'],
    [true, d(2026, 1, 18), 'unreceive'],
  ])('received %p on %p -> %s', (isPaid, today, action) => {
    expect(payoutAction({ ...n, isPaid }, today)).toBe(action);
  });
});

describe('weekly payment display status', () => {
  const today = d(2026, 1, 11);
  const w = make().weeklyPayments;
  it.each([
    ['paid from an account', { ...w[0], isPaid: true, accountId: 'gcash' }, 'paid', false],
    ['paid only', { ...w[0], isPaid: true }, 'paid', false],
    ['due today', w[0], 'dueSoon', true],
    ['due in 7 days', w[1], 'dueSoon', true],
    ['due in 14 days', w[2], 'unpaid', false],
    ['overdue', { ...w[0], dueDate: d(2026, 1, 4) }, 'unpaid', false],
  ])('%s', (_label, payment, kind, highlight) => {
    expect(weeklyPaymentStatus(payment, today)).toEqual({ kind, highlight });
  });
});

describe('totals and counts', () => {
  it('total paid and received', () => {
    const p = make({ paidWeeks: [1, 2, 3], received: [2] });
    expect(paluwaganTotalPaid(p)).toBe(toCentavos(3000));
    expect(paluwaganTotalReceived(p)).toBe(toCentavos(2000));
    expect(paluwaganTotalPaid(make())).toBe(ZERO_CENTAVOS);
    expect(paluwaganTotalReceived(make())).toBe(ZERO_CENTAVOS);
  });

  it('weekly due and own numbers', () => {
    expect(paluwaganWeeklyDue(make())).toBe(toCentavos(1000));
    expect(paluwaganWeeklyDue({ ...make(), weeklyPayments: [] })).toBe(toCentavos(1000));
    expect(ownedNumbers(make()).map((n) => n.number)).toEqual([2, 4]);
  });
});
