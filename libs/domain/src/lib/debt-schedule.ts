import type { Debt, DebtFrequency, DebtPayment, DebtPaymentType } from './model';
import { splitMoney, type Centavos } from './money';
import { addMonthsClamped, addWeeks, daysBetween, startOfDay } from './dates';
import { MONTHLY_GAP_DAYS } from './constants';

export interface DebtScheduleInput {
  totalAmount: Centavos;
  paymentType: DebtPaymentType;
  /** Required for 'single'. */
  dueDate?: Date | null;
  /** Required for 'multiple'. */
  startDate?: Date | null;
  /** Number of payments for 'multiple'. */
  count?: number;
  /** For 'multiple'; defaults to 'monthly' (spec silent on the default). */
  frequency?: DebtFrequency;
}

/**
 * Fresh, all-unpaid schedule. Amounts are whole centavos adding up exactly to the total, the
 * remainder centavos on the first payments. Payment i is due start + i weeks, or start + i
 * calendar months computed from the start (Jan 31 -> Feb 28 -> Mar 31), on Manila calendar days
 * (Manila midnight, whatever the device's zone).
 * Throws RangeError on input the validators would refuse.
 */
export function generateDebtSchedule(input: DebtScheduleInput): DebtPayment[] {
  if (input.totalAmount <= 0) {
    throw new RangeError(`totalAmount must be positive: ${input.totalAmount}`);
  }
  if (input.paymentType === 'single') {
    if (!input.dueDate) throw new RangeError('A single payment needs a due date');
    return [{ dueDate: startOfDay(input.dueDate), amount: splitMoney(input.totalAmount, 1)[0], isPaid: false }];
  }
  const { startDate, count = 0 } = input;
  if (!startDate) throw new RangeError('Multiple payments need a start date');
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`count must be a positive whole number: ${count}`);
  }
  const frequency = input.frequency ?? 'monthly';
  const start = startOfDay(startDate);
  return splitMoney(input.totalAmount, count).map((amount, i) => ({
    dueDate: frequency === 'weekly' ? addWeeks(start, i) : addMonthsClamped(start, i),
    amount,
    isPaid: false,
  }));
}

/**
 * Frequency of an existing schedule for the edit form: a first gap of 28 days or more is
 * monthly, otherwise weekly; fewer than two entries give 'monthly' (spec silent).
 */
export function detectFrequency(schedule: readonly Pick<DebtPayment, 'dueDate'>[]): DebtFrequency {
  if (schedule.length < 2) return 'monthly';
  return daysBetween(schedule[0].dueDate, schedule[1].dueDate) >= MONTHLY_GAP_DAYS ? 'monthly' : 'weekly';
}

export function debtPaymentType(debt: Pick<Debt, 'paymentSchedule'>): DebtPaymentType {
  return debt.paymentSchedule.length === 1 ? 'single' : 'multiple';
}

export interface DebtScheduleFormValues {
  totalAmount: Centavos;
  paymentType: DebtPaymentType;
  dueDate: Date | null;
  startDate: Date | null;
  count: number;
  frequency: DebtFrequency;
}

/** The edit form's schedule fields, recovered from a stored debt. */
export function debtScheduleFormValues(debt: Pick<Debt, 'totalAmount' | 'paymentSchedule'>): DebtScheduleFormValues {
  const first = debt.paymentSchedule[0]?.dueDate ?? null;
  const paymentType = debtPaymentType(debt);
  return {
    totalAmount: debt.totalAmount,
    paymentType,
    dueDate: paymentType === 'single' ? first : null,
    startDate: paymentType === 'multiple' ? first : null,
    count: paymentType === 'multiple' ? debt.paymentSchedule.length : 2,
    frequency: detectFrequency(debt.paymentSchedule),
  };
}
