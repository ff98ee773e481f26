import type { DebtFrequency, DebtPaymentType, DebtType } from '../model';
import { DEBT_MAX_PAYMENTS, DEBT_MIN_PAYMENTS } from '../constants';
import type { Centavos } from '../money';
import { isWithinMaxAmount } from '../limits';
import { DEBT as D, VALIDATION as V, type DomainMessage } from '../errors/messages';
import { isBlank, isPositiveAmount, isValidDate, textLengthError } from './common';
import { invalid, valid, type Validation } from './result';

export interface DebtFormInput {
  type: DebtType;
  name: string;
  counterpartyName: string;
  totalAmount: Centavos | null;
  paymentType: DebtPaymentType;
  dueDate?: Date | null;
  startDate?: Date | null;
  count?: number | null;
  frequency?: DebtFrequency;
}

/** The debt form's fields. */
export type DebtField = 'type' | 'name' | 'counterpartyName' | 'totalAmount' | 'dueDate' | 'startDate' | 'count';

/** What may always change: the type and the names, trimmed. */
export interface ValidDebtNames {
  type: DebtType;
  name: string;
  counterpartyName: string;
}

/** The schedule's inputs once they passed: a due date, or a start date, count and frequency. */
export type ValidDebtSchedule =
  | { totalAmount: Centavos; paymentType: 'single'; dueDate: Date }
  | { totalAmount: Centavos; paymentType: 'multiple'; startDate: Date; count: number; frequency: DebtFrequency };

/** A debt form that passed (create, or an edit while nothing is marked). */
export type ValidDebtInput = ValidDebtNames & ValidDebtSchedule;
/** A locked debt's edit that passed: only the names were checked (the type is the original's). */
export type ValidLockedDebtInput = ValidDebtNames & { locked: true };

/** Name and counterparty: required (the counterparty's label depends on the type), <= 200 characters. */
function checkNames(input: DebtFormInput): Validation<ValidDebtNames, 'name' | 'counterpartyName'> {
  if (isBlank(input.name)) return invalid('name', V.debtNameRequired);
  const nameLength = textLengthError(input.name, 'debtName');
  if (nameLength) return invalid('name', nameLength);
  const owe = input.type === 'owe';
  if (isBlank(input.counterpartyName)) {
    return invalid('counterpartyName', owe ? V.lenderNameRequired : V.borrowerNameRequired);
  }
  const counterpartyLength = textLengthError(input.counterpartyName, owe ? 'lenderName' : 'borrowerName');
  if (counterpartyLength) return invalid('counterpartyName', counterpartyLength);
  return valid({ type: input.type, name: input.name.trim(), counterpartyName: input.counterpartyName.trim() });
}

/** Called once the total is positive and within MAX_AMOUNT. */
function checkSchedule(
  input: DebtFormInput,
  totalAmount: Centavos,
): Validation<ValidDebtSchedule, 'dueDate' | 'startDate' | 'count'> {
  if (input.paymentType === 'single') {
    const { dueDate } = input;
    return isValidDate(dueDate)
      ? valid({ totalAmount, paymentType: 'single', dueDate })
      : invalid('dueDate', V.dueDateRequired);
  }
  const { count, startDate, frequency = 'monthly' } = input;
  // One text for the start date and the count: it belongs to the start date while that is missing.
  if (!isValidDate(startDate)) return invalid('startDate', V.validMultiplePayments);
  if (
    typeof count !== 'number' ||
    !Number.isInteger(count) ||
    count < DEBT_MIN_PAYMENTS ||
    (frequency !== 'weekly' && frequency !== 'monthly')
  ) {
    return invalid('count', V.validMultiplePayments);
  }
  if (count > DEBT_MAX_PAYMENTS) return invalid('count', V.debtPaymentsMax);
  // Every payment at least one centavo: total / count >= 0.01.
  if (totalAmount < count) return invalid('count', V.debtPaymentTooSmall);
  return valid({ totalAmount, paymentType: 'multiple', startDate, count, frequency });
}

/** The total, then the schedule, after the names passed. */
function checkAmounts(
  input: DebtFormInput,
  names: ValidDebtNames,
  notPositive: DomainMessage,
): Validation<ValidDebtInput, DebtField> {
  const { totalAmount } = input;
  if (!isPositiveAmount(totalAmount)) return invalid('totalAmount', notPositive);
  if (!isWithinMaxAmount(totalAmount)) return invalid('totalAmount', V.totalAmountMax);
  const schedule = checkSchedule(input, totalAmount);
  return schedule.ok ? valid({ ...names, ...schedule.value }) : schedule;
}

/**
 * Debt create, first failing rule in form order: name, counterparty (required, <= 200
 * characters), total > 0 ('Please enter a valid total amount') and <= MAX_AMOUNT, due date
 * (single) or start date + 2..360 payments of at least ₱0.01 each (multiple).
 * The form's min=2 makes "at least 2" the effective rule, so we enforce it here too.
 */
export function validateDebtCreate(input: DebtFormInput): Validation<ValidDebtInput, DebtField> {
  const names = checkNames(input);
  return names.ok ? checkAmounts(input, names.value, V.validTotalAmount) : names;
}

/**
 * Edit: like create with 'Total amount must be greater than zero' (the value says `locked:
 * false`). Once locked (a payment is marked) only name and counterparty may change: not the
 * schedule, and not the type, whose change would turn the marked payments' reversals around
 * (the value says `locked: true`).
 */
export function validateDebtEdit(
  input: DebtFormInput,
  opts: { locked?: boolean; originalType?: DebtFormInput['type'] } = {},
): Validation<(ValidDebtInput & { locked: false }) | ValidLockedDebtInput, DebtField> {
  const names = checkNames(input);
  if (!names.ok) return names;
  if (opts.locked) {
    return opts.originalType && opts.originalType !== input.type
      ? invalid('type', D.typeLocked)
      : valid({ ...names.value, locked: true });
  }
  const full = checkAmounts(input, names.value, V.totalAmountPositive);
  return full.ok ? valid({ ...full.value, locked: false }) : full;
}
