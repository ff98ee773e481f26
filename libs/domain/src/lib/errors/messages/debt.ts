// Debt (spec sections 4, 5 and 8).
import type { DebtType } from '../../model';
import { formatMoney, type Centavos } from '../../money';

export const DEBT_MESSAGES = {
  loadFailed: 'Failed to load data',
  notFound: 'Debt not found',
  markFailed: 'Failed to mark payments',
  unmarkFailed: 'Failed to unmark payments',
  createAccountFirst: 'Please create an account first',
  selectedAccountNotFound: 'Selected account not found',
  paymentsNotFoundOrUnpaid: 'Some payments not found or already unpaid',
  // spec silent: refusal a concurrent or stale action can hit.
  paymentsNotFoundOrPaid: 'Some payments not found or already paid',
  createFailed: 'Failed to create debt',
  updateFailed: 'Failed to update debt',
  deleteFailed: 'Failed to delete debt',
  loadDetailsFailed: 'Failed to load debt details',
  created: 'Debt created successfully!',
  updated: 'Debt updated successfully',
  deleted: 'Debt deleted successfully',
  // spec silent: changing owe <-> owed while payments are marked would reverse them the wrong way.
  typeLocked: 'The debt type cannot change while payments are marked. Unmark them first.',
  // spec silent: "a notice says payments must be unmarked first".
  lockedNotice:
    'Some payments are already marked. Unmark all payments first to change the amount, payment type or schedule.',
} as const;

/** Debt payment: 'Insufficient funds in {account}. Available: ₱{x}'. */
export function debtInsufficientFundsMessage(accountName: string, balance: Centavos): string {
  return `Insufficient funds in ${accountName}. Available: ${formatMoney(balance, 'PHP')}`;
}

/** Unmarking an owed debt payment; `paymentNumber` is 1-based. */
export function debtReverseInsufficientFundsMessage(
  accountName: string,
  paymentNumber: number,
  balance: Centavos,
): string {
  return `Insufficient funds in ${accountName} to reverse payment ${paymentNumber}. Available: ${formatMoney(balance, 'PHP')}`;
}

/** `paymentNumber` is 1-based. */
export function accountNotFoundForPaymentMessage(paymentNumber: number): string {
  return `Account not found for payment ${paymentNumber}`;
}

/** Debt bulk success: '{n} payment(s) marked as paid' (owe) or '... as received' (owed). */
export function debtPaymentsMarkedMessage(count: number, type: DebtType): string {
  return `${count} payment(s) marked as ${type === 'owe' ? 'paid' : 'received'}`;
}

/** spec silent ("a similar question"): modelled on the paluwagan text. */
export function confirmUnmarkDebtPaymentsMessage(count: number): string {
  return `This will set ${count} payment(s) as unpaid. If any were linked to an account, reversal transactions will be created. Continue?`;
}
