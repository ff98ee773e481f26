import type { AccountRef, Debt, DebtFrequency, DebtPaymentType, DebtType } from '../model';
import { DEBT_MAX_PAYMENTS, DEBT_MIN_PAYMENTS, MAX_AMOUNT_CENTAVOS } from '../constants';
import { fromCentavos, toCentavos } from '../money';
import { isWithinMaxAmount } from '../limits';
import {
  DEBT_MESSAGES as D,
  VALIDATION_MESSAGES as V,
  accountNotFoundForPaymentMessage,
  balanceExceedsMaxMessage,
  debtInsufficientFundsMessage,
  debtReverseInsufficientFundsMessage,
} from '../errors/messages';
import type { PaymentSource } from './common';
import { isBlank, isPositiveAmount, isValidDate, resolveSourceAccount, textLengthError } from './common';

export interface DebtFormInput {
  type: DebtType;
  name: string;
  counterpartyName: string;
  totalAmount: number | null;
  paymentType: DebtPaymentType;
  dueDate?: Date | null;
  startDate?: Date | null;
  count?: number | null;
  frequency?: DebtFrequency;
}

/** Name and counterparty: required (the counterparty's label depends on the type), <= 200 characters. */
function namesError(input: DebtFormInput): string | null {
  if (isBlank(input.name)) return V.debtNameRequired;
  const nameLength = textLengthError(input.name, 'Debt name');
  if (nameLength) return nameLength;
  const owe = input.type === 'owe';
  if (isBlank(input.counterpartyName)) return owe ? V.lenderNameRequired : V.borrowerNameRequired;
  return textLengthError(input.counterpartyName, owe ? 'Lender name' : 'Borrower name');
}

/** Called once the total is positive and within MAX_AMOUNT. */
function scheduleError(input: DebtFormInput, total: number): string | null {
  if (input.paymentType === 'single') {
    return isValidDate(input.dueDate) ? null : V.dueDateRequired;
  }
  const { count } = input;
  const validFrequency = input.frequency === undefined || input.frequency === 'weekly' || input.frequency === 'monthly';
  if (
    typeof count !== 'number' ||
    !Number.isInteger(count) ||
    count < DEBT_MIN_PAYMENTS ||
    !isValidDate(input.startDate) ||
    !validFrequency
  ) {
    return V.validMultiplePayments;
  }
  if (count > DEBT_MAX_PAYMENTS) return V.debtPaymentsMax;
  // Every payment at least one centavo: total / count >= 0.01.
  if (toCentavos(total) < count) return V.debtPaymentTooSmall;
  return null;
}

/**
 * Debt create, first failing rule in form order: name, counterparty (required, <= 200
 * characters), total > 0 ('Please enter a valid total amount') and <= MAX_AMOUNT, due date
 * (single) or start date + 2..360 payments of at least ₱0.01 each (multiple).
 * The form's min=2 makes "at least 2" the effective rule, so we enforce it here too.
 */
export function validateDebtCreate(input: DebtFormInput): string | null {
  const names = namesError(input);
  if (names) return names;
  if (!isPositiveAmount(input.totalAmount)) return V.validTotalAmount;
  if (!isWithinMaxAmount(input.totalAmount)) return V.totalAmountMax;
  return scheduleError(input, input.totalAmount);
}

/**
 * Edit: like create with 'Total amount must be greater than zero'. Once locked (a payment is
 * marked) only name and counterparty may change: not the schedule, and not the type, whose
 * change would turn the marked payments' reversals around.
 */
export function validateDebtEdit(
  input: DebtFormInput,
  opts: { locked?: boolean; originalType?: DebtFormInput['type'] } = {},
): string | null {
  const names = namesError(input);
  if (names) return names;
  if (opts.locked) return opts.originalType && opts.originalType !== input.type ? D.typeLocked : null;
  if (!isPositiveAmount(input.totalAmount)) return V.totalAmountPositive;
  if (!isWithinMaxAmount(input.totalAmount)) return V.totalAmountMax;
  return scheduleError(input, input.totalAmount);
}

type Schedule = Pick<Debt, 'type' | 'paymentSchedule'>;

/**
 * Mark payments paid/received: all exist and are unpaid; with an account, it must be chosen
 * and exist, and for 'owe' cover the total ('Insufficient funds in {account}. Available: ₱{x}'),
 * for 'owed' keep its balance within MAX_AMOUNT.
 */
export function validateDebtMark(
  debt: Schedule,
  indexes: readonly number[],
  source: PaymentSource,
  accounts: readonly AccountRef[],
): string | null {
  const entries = [...new Set(indexes)].map((i) => debt.paymentSchedule[i]);
  if (entries.length === 0 || entries.some((e) => !e || e.isPaid)) return D.paymentsNotFoundOrPaid;
  if (source.kind === 'markOnly') return null;
  const { account, error } = resolveSourceAccount(source.accountId, accounts);
  if (!account) return error;
  const total = entries.reduce((s, e) => s + toCentavos(e?.amount ?? 0), 0);
  if (debt.type === 'owe' && total > toCentavos(account.balance)) {
    return debtInsufficientFundsMessage(account.name, account.balance);
  }
  if (debt.type === 'owed' && toCentavos(account.balance) + total > MAX_AMOUNT_CENTAVOS) {
    return balanceExceedsMaxMessage(account.name, 'PHP');
  }
  return null;
}

/**
 * Unmark payments: all exist and are paid; each one linked to an account still has it; for
 * 'owed' every reversal (an expense) must be covered, payments taken in schedule order, each
 * one reducing what is available for the next; for 'owe' the reversals (incomes) must keep
 * each balance within MAX_AMOUNT. Payment numbers in messages are 1-based.
 */
export function validateDebtUnmark(
  debt: Schedule,
  indexes: readonly number[],
  accounts: readonly AccountRef[],
): string | null {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  if (sorted.length === 0 || sorted.some((i) => !debt.paymentSchedule[i]?.isPaid)) return D.paymentsNotFoundOrUnpaid;
  const available = new Map(accounts.map((a) => [a.id, toCentavos(a.balance)]));
  for (const i of sorted) {
    const entry = debt.paymentSchedule[i];
    if (!entry.accountId) continue;
    const account = accounts.find((a) => a.id === entry.accountId);
    if (!account) return accountNotFoundForPaymentMessage(i + 1);
    if (debt.type === 'owed') {
      const left = available.get(account.id) ?? 0;
      const amount = toCentavos(entry.amount);
      if (amount > left) return debtReverseInsufficientFundsMessage(account.name, i + 1, fromCentavos(left));
      available.set(account.id, left - amount);
    } else {
      const next = (available.get(account.id) ?? 0) + toCentavos(entry.amount);
      if (next > MAX_AMOUNT_CENTAVOS) return balanceExceedsMaxMessage(account.name, 'PHP');
      available.set(account.id, next);
    }
  }
  return null;
}
