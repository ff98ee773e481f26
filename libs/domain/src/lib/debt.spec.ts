import fc from 'fast-check';
import type { Debt, DebtPayment, DebtType } from './model';
import {
  debtBanner,
  debtNextDue,
  debtPaidAmount,
  debtPaymentStatus,
  debtProgress,
  debtRemainingAmount,
  debtStatus,
  dueSoonDebtPayments,
  isDebtLocked,
  overdueDebtPayments,
  showsDebtProgress,
} from './debt';
import { centavos, toCentavos, type Centavos } from './money';
import { manilaAt as d } from '../testing/manila-days';

const today = d(2026, 3, 10, 15);

/** A payment of `pesos` (the fixtures read in pesos; the model holds centavos). */
const pay = (dueDate: Date, pesos: number, isPaid = false): DebtPayment => ({
  dueDate,
  amount: toCentavos(pesos),
  isPaid,
});
const debt = (type: DebtType, schedule: DebtPayment[], totalAmount: Centavos = toCentavos(300)): Debt => ({
  id: 'x',
  type,
  name: 'Laptop',
  counterpartyName: 'Ate Joy',
  totalAmount,
  paymentSchedule: schedule,
});

// Schedules relative to today (Mar 10, 2026).
const SCHEDULES: Record<string, { single: DebtPayment[]; multiple: DebtPayment[] }> = {
  'Paid Off': {
    single: [pay(d(2026, 3, 1), 300, true)],
    multiple: [pay(d(2026, 2, 1), 150, true), pay(d(2026, 3, 1), 150, true)],
  },
  Overdue: {
    single: [pay(d(2026, 3, 9, 23), 300)],
    multiple: [pay(d(2026, 2, 1), 150, true), pay(d(2026, 3, 9), 75), pay(d(2026, 3, 12), 75)],
  },
  'Due Soon': {
    single: [pay(d(2026, 3, 10), 300)],
    multiple: [pay(d(2026, 3, 9), 150, true), pay(d(2026, 3, 17), 75), pay(d(2026, 4, 17), 75)],
  },
  'On Track': {
    single: [pay(d(2026, 3, 18), 300)],
    multiple: [pay(d(2026, 3, 1), 100, true), pay(d(2026, 4, 1), 100), pay(d(2026, 5, 1), 100)],
  },
};

describe('debtStatus and banners', () => {
  it.each([
    ['Paid Off', 'single', 'owe', 'paymentComplete', 'success'],
    ['Paid Off', 'single', 'owed', 'paymentReceived', 'success'],
    ['Paid Off', 'multiple', 'owe', 'allPaymentsComplete', 'success'],
    ['Paid Off', 'multiple', 'owed', 'allPaymentsReceived', 'success'],
    ['Overdue', 'single', 'owe', 'paymentOverdue', 'danger'],
    ['Overdue', 'single', 'owed', 'paymentOverdue', 'danger'],
    ['Overdue', 'multiple', 'owe', 'paymentOverdue', 'danger'],
    ['Overdue', 'multiple', 'owed', 'paymentOverdue', 'danger'],
    ['Due Soon', 'single', 'owe', 'paymentDueThisWeek', 'warning'],
    ['Due Soon', 'single', 'owed', 'paymentDueThisWeek', 'warning'],
    ['Due Soon', 'multiple', 'owe', 'paymentDueThisWeek', 'warning'],
    ['Due Soon', 'multiple', 'owed', 'paymentDueThisWeek', 'warning'],
    ['On Track', 'single', 'owe', 'paymentNotDueYet', 'info'],
    ['On Track', 'single', 'owed', 'paymentNotDueYet', 'info'],
    ['On Track', 'multiple', 'owe', 'allPaymentsUpToDate', 'info'],
    ['On Track', 'multiple', 'owed', 'allPaymentsUpToDate', 'info'],
  ] as const)('%s, %s, %s -> %s', (status, kind, type, key, tone) => {
    const x = debt(type, SCHEDULES[status][kind]);
    expect(debtStatus(x, today)).toBe(status);
    expect(debtBanner(x, today)).toEqual({ status, key, tone });
  });

  it.each([
    ['due in exactly 7 days', [pay(d(2026, 3, 17, 23), 300)], 'Due Soon'],
    ['due in 8 days', [pay(d(2026, 3, 18), 300)], 'On Track'],
    ['overdue wins over a paid later entry', [pay(d(2026, 3, 1), 1), pay(d(2026, 4, 1), 1, true)], 'Overdue'],
    ['overdue wins even when listed after a due-soon one', [pay(d(2026, 3, 12), 1), pay(d(2026, 3, 1), 1)], 'Overdue'],
    ['empty schedule', [], 'Paid Off'],
  ])('%s -> %s', (_label, schedule, expected) => {
    expect(debtStatus(debt('owe', schedule), today)).toBe(expected);
  });

  it('single-entry debts hide the progress bar', () => {
    expect(showsDebtProgress(debt('owe', SCHEDULES['On Track'].single))).toBe(false);
    expect(showsDebtProgress(debt('owe', SCHEDULES['On Track'].multiple))).toBe(true);
  });
});

describe('amounts and progress', () => {
  it.each([
    ['nothing paid', [pay(today, 33.34), pay(today, 33.33), pay(today, 33.33)], 100, 0, 100, 0],
    ['one paid', [pay(today, 33.34, true), pay(today, 33.33), pay(today, 33.33)], 100, 33.34, 66.66, 33],
    ['two paid', [pay(today, 33.34, true), pay(today, 33.33, true), pay(today, 33.33)], 100, 66.67, 33.33, 67],
    ['all paid', [pay(today, 33.34, true), pay(today, 33.33, true), pay(today, 33.33, true)], 100, 100, 0, 100],
    // Legacy schedule (unrounded thirds, read from pesos to 33.33 each) must still end at 0 remaining and 100%.
    [
      'legacy all paid',
      [pay(today, 100 / 3, true), pay(today, 100 / 3, true), pay(today, 100 / 3, true)],
      100,
      99.99,
      0,
      100,
    ],
    [
      'legacy one left',
      [pay(today, 100 / 3, true), pay(today, 100 / 3, true), pay(today, 100 / 3)],
      100,
      66.66,
      33.34,
      67,
    ],
  ])('%s', (_label, schedule, total, paid, remaining, progress) => {
    const x = debt('owe', schedule, toCentavos(total));
    expect(debtPaidAmount(x)).toBe(toCentavos(paid));
    expect(debtRemainingAmount(x)).toBe(toCentavos(remaining));
    expect(debtProgress(x)).toBe(progress);
  });

  it('progress stays within 0..100 and remaining within 0..total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e8 }),
        fc.array(fc.record({ c: fc.integer({ min: 0, max: 1e8 }), isPaid: fc.boolean() }), { maxLength: 40 }),
        (totalC, entries) => {
          const x = debt(
            'owed',
            entries.map((e) => ({ dueDate: today, amount: centavos(e.c), isPaid: e.isPaid })),
            centavos(totalC),
          );
          const progress = debtProgress(x);
          expect(Number.isInteger(progress)).toBe(true);
          expect(progress).toBeGreaterThanOrEqual(0);
          expect(progress).toBeLessThanOrEqual(100);
          const remaining = debtRemainingAmount(x);
          expect(remaining).toBeGreaterThanOrEqual(0);
          expect(remaining).toBeLessThanOrEqual(totalC);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('next due and attention lists', () => {
  const x = debt('owe', [
    pay(d(2026, 3, 1), 10, true),
    pay(d(2026, 3, 5), 10),
    pay(d(2026, 3, 8), 10),
    pay(d(2026, 3, 10), 10),
    pay(d(2026, 3, 17), 10),
    pay(d(2026, 3, 18), 10),
  ]);

  it('next due is the earliest unpaid entry, with its position', () => {
    expect(debtNextDue(x)).toEqual({ index: 1, payment: x.paymentSchedule[1] });
    expect(debtNextDue(debt('owe', SCHEDULES['Paid Off'].multiple))).toBeNull();
  });

  it('overdue: unpaid before today', () => {
    expect(overdueDebtPayments(x, today).map((e) => e.index)).toEqual([1, 2]);
  });

  it('due soon: unpaid 0 to 7 days ahead', () => {
    expect(dueSoonDebtPayments(x, today).map((e) => e.index)).toEqual([3, 4]);
  });
});

describe('lock and row status', () => {
  it.each([
    [[pay(today, 1), pay(today, 1)], false],
    [[pay(today, 1), pay(today, 1, true)], true],
    [[], false],
  ])('isDebtLocked(%p) = %p', (schedule, expected) => {
    expect(isDebtLocked(debt('owe', schedule))).toBe(expected);
  });

  it.each([
    [pay(d(2026, 3, 1), 1, true), 'paid'],
    [pay(d(2026, 3, 12), 1, true), 'paid'],
    [pay(d(2026, 3, 9), 1), 'overdue'],
    [pay(d(2026, 3, 10), 1), 'dueSoon'],
    [pay(d(2026, 3, 17), 1), 'dueSoon'],
    [pay(d(2026, 3, 18), 1), 'upcoming'],
  ] as const)('%p -> %s', (payment, kind) => {
    expect(debtPaymentStatus(payment, today)).toBe(kind);
  });
});
