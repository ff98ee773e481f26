import type { AccountRef, Debt, DebtFrequency, DebtPaymentType, DebtType } from '../model';
import { DEBT_MIN_PAYMENTS } from '../constants';
import { fromCentavos, toCentavos } from '../money';
import {
  DEBT_MESSAGES as D,
  VALIDATION_MESSAGES as V,
  accountNotFoundForPaymentMessage,
  debtInsufficientFundsMessage,
  debtReverseInsufficientFundsMessage,
} from '../errors/messages';
import type { PaymentSource } from './common';
import { isBlank, isPositiveAmount, isValidDate, resolveSourceAccount } from './common';

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

function counterpartyRequired(type: DebtType): string {
  return type === 'owe' ? V.lenderNameRequired : V.borrowerNameRequired;
}

function scheduleError(input: DebtFormInput): string | null {
  if (input.paymentType === 'single') {
    return isValidDate(input.dueDate) ? null : V.dueDateRequired;
  }
  const { count } = input;
  const validCount = typeof count === 'number' && Number.isInteger(count) && count >= DEBT_MIN_PAYMENTS;
  const validFrequency = input.frequency === undefined || input.frequency === 'weekly' || input.frequency === 'monthly';
  return isValidDate(input.startDate) && validCount && validFrequency ? null : V.validMultiplePayments;
}

/**
 * Debt create, first failing rule in form order: name, counterparty, total > 0 ('Please enter
 * a valid total amount'), due date (single) or start date + at least 2 payments (multiple).
 * The form's min=2 makes "at least 2" the effective rule, so we enforce it here too.
 */
export function validateDebtCreate(input: DebtFormInput): string | null {
  if (isBlank(input.name)) return V.debtNameRequired;
  if (isBlank(input.counterpartyName)) return counterpartyRequired(input.type);
  if (!isPositiveAmount(input.totalAmount)) return V.validTotalAmount;
  return scheduleError(input);
}

/** Debt edit: like create with 'Total amount must be greater than zero'; when locked only name and counterparty. */
/**
 * Edit. Once locked (a payment is marked) only name and counterparty may change: not the
 * schedule, and not the type, whose change would turn the marked payments' reversals around.
 */
export function validateDebtEdit(
  input: DebtFormInput,
  opts: { locked?: boolean; originalType?: DebtFormInput['type'] } = {},
): string | null {
  if (isBlank(input.name)) return V.debtNameRequired;
  if (isBlank(input.counterpartyName)) return counterpartyRequired(input.type);
  if (opts.locked) return opts.originalType && opts.originalType !== input.type ? D.typeLocked : null;
  if (!isPositiveAmount(input.totalAmount)) return V.totalAmountPositive;
  return scheduleError(input);
}

type Schedule = Pick<Debt, 'type' | 'paymentSchedule'>;

/**
 * Mark payments paid/received: all exist and are unpaid; with an account, it must be chosen
 * and exist, and for 'owe' cover the total ('Insufficient funds in {account}. Available: ₱{x}').
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
  return null;
}

/**
 * Unmark payments: all exist and are paid; each one linked to an account still has it; for
 * 'owed' every reversal (an expense) must be covered, payments taken in schedule order, each
 * one reducing what is available for the next. Payment numbers in messages are 1-based.
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
    }
  }
  return null;
}
