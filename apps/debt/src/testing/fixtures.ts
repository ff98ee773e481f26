// Test data for the debt remote's page and widget specs. Dates are Manila calendar days.
import { manilaDay, toCentavos, type Centavos, type Debt, type DebtPayment } from '@pitaka/domain';
import { bpiAccount, fixClock as fixDateOnly, gcashAccount } from '@pitaka/remote-kit/testing';

/** The fixed "now" of every spec: Wednesday 4 March 2026, 9:00 in Manila. */
export const NOW = new Date('2026-03-04T09:00:00+08:00');

/** Manila midnight of 2026-month-day. */
export const day = (month: number, date: number, year = 2026) => manilaDay(year, month, date);

export const GCASH = gcashAccount(5000);
export const BPI = bpiAccount(100);

export function payment(dueDate: Date, amount: Centavos, extra: Partial<DebtPayment> = {}): DebtPayment {
  return { dueDate, amount, isPaid: false, ...extra };
}

export function makeDebt(overrides: Partial<Debt> = {}): Debt {
  return {
    id: 'd1',
    type: 'owe',
    name: 'Tuition loan',
    counterpartyName: 'Tita Maria',
    totalAmount: toCentavos(1000),
    paymentSchedule: [
      payment(day(2, 20), toCentavos(333.34), { isPaid: true, accountId: GCASH.id, transactionId: 't1' }),
      payment(day(3, 1), toCentavos(333.33)),
      payment(day(3, 10), toCentavos(333.33)),
    ],
    createdAt: day(2, 1),
    updatedAt: day(2, 1),
    ...overrides,
  };
}

/** A debt owed to the user: Jose's phone, paid in one go on 15 April unless told otherwise. */
export function owedDebt(overrides: Partial<Debt> = {}): Debt {
  return makeDebt({
    id: 'd2',
    type: 'owed',
    name: 'Phone for Jose',
    counterpartyName: 'Jose',
    paymentSchedule: [payment(day(4, 15), toCentavos(1000))],
    ...overrides,
  });
}

/** Fixes Date only (timers stay real); the debt specs' "now" by default. */
export function fixClock(at: Date = NOW) {
  fixDateOnly(at);
}
