import type { CurrencyCode, DebtType } from '../model';
import { DEBT_MAX_PAYMENTS, MAX_AMOUNT, TEXT_MAX_LENGTH } from '../constants';
import { formatMoney } from '../money';

// Every user-visible message text, verbatim from the spec (sections 2, 4, 5, 8). Texts the spec
// does not give are marked "spec silent". Templated money uses formatMoney (₱1,234.56).

export const AUTH_MESSAGES = {
  loading: 'Wait langgg...',
  loginFailed: 'Failed to log in. Please check your credentials.',
  googleCancelledToast: 'Google sign-in was cancelled',
  googleCancelledBanner: 'Sign-in cancelled. Please try again if you want to sign in with Google.',
  popupBlockedBanner: 'Popup was blocked by the browser. Please enable popups or try again.',
  popupBlockedToast: 'Popup blocked. Please enable popups and try again.',
  googleFailed: 'Failed to log in with Google.',
  signupFailed: 'Failed to create an account. Email may already be in use.',
  resetFailedBanner: 'Failed to reset password. Please check your email address.',
  resetFailedToast: 'Failed to reset password',
  loginSuccess: 'Successfully logged in!',
  googleLoginSuccess: 'Successfully logged in with Google!',
  signupSuccess: 'Account created successfully! Please log in.',
  resetSent: 'Password reset email sent!',
  resetSentBanner: 'Check your email for password reset instructions',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordRequirementsNotMet: 'Password does not meet all requirements',
  checklistLength: 'At least 6 characters',
  checklistUppercase: 'Contains an uppercase letter',
  checklistNumber: 'Contains a number',
  checklistMatch: 'Passwords match',
  checklistAllMet: 'Password meets requirements',
} as const;

export const ACCOUNT_MESSAGES = {
  loadDashboardFailed: 'Failed to load data',
  loadTransactionsFailed: 'Failed to load transactions',
  loadAccountDataFailed: 'Failed to load account data',
  loadAccountDetailsFailed: 'Failed to load account details',
  accountNotFound: 'Account not found',
  // spec silent: reverting or editing a transaction that no longer exists.
  transactionNotFound: 'Transaction not found',
  // spec silent: a second setup (e.g. from another tab) is refused.
  setupAlreadyComplete: 'Account setup is already complete',
  setupFailed: 'Failed to setup account',
  createFailed: 'Failed to create account',
  addTransactionFailed: 'Failed to add transaction',
  updateTransactionFailed: 'Failed to update transaction',
  updateFailed: 'Failed to update account',
  deleteFailed: 'Failed to delete account',
  revertFailed: 'Failed to revert transaction',
  noAccounts: 'No accounts found. Please create an account first.',
  insufficientFunds: 'Insufficient funds',
  revertNegative: 'Cannot revert this transaction: it would result in a negative balance',
  confirmRevert: 'Are you sure you want to revert this transaction?',
  setupComplete: 'Account setup complete!',
  created: 'Account created successfully!',
  transactionAdded: 'Transaction added successfully!',
  transactionUpdated: 'Transaction updated successfully',
  transactionReverted: 'Transaction reverted successfully',
  updated: 'Account updated successfully',
  deleted: 'Account deleted successfully',
  noRecentTransactions: 'No recent transactions',
} as const;

export const VALIDATION_MESSAGES = {
  accountNameRequired: 'Account name is required',
  accountTypeRequired: 'Account type is required',
  descriptionRequired: 'Description is required',
  validAmount: 'Please enter a valid amount',
  // spec silent: a transaction date that does not parse.
  validDate: 'Please enter a valid date',
  selectAccount: 'Please select an account',
  selectCategory: 'Please select a category',
  noTransactionToEdit: 'No transaction to edit',
  paluwaganNameRequired: 'Paluwagan name is required',
  selectAtLeastOneNumber: 'Please select at least one number',
  mustBeLoggedInPaluwagan: 'You must be logged in to create a Paluwagan',
  // spec silent: the spec only says these paluwagan fields are required / bounded.
  organizerRequired: 'Organizer is required',
  startDateRequired: 'Start date is required',
  totalNumbersRange: 'Total numbers must be between 1 and 100',
  amountPerNumberMin: 'Amount per number must be at least ₱1.00',
  payoutBeforeDate: 'Cannot mark as received before the payout date',
  validTotalAmount: 'Please enter a valid total amount',
  dueDateRequired: 'Please enter a due date',
  validMultiplePayments: 'Please enter valid multiple payment details',
  debtNameRequired: 'Debt name is required',
  totalAmountPositive: 'Total amount must be greater than zero',
  // spec silent: counterparty is required, its label depends on the debt type.
  lenderNameRequired: 'Lender name is required',
  borrowerNameRequired: 'Borrower name is required',
  // spec silent: the currency comes from a select, but stored data must be one of the three.
  selectCurrency: 'Please select a currency',
  // spec silent: limits (issue 7). Paluwagan and debt screens are in pesos.
  amountPerNumberMax: `Amount per number cannot exceed ${formatMoney(MAX_AMOUNT, 'PHP')}`,
  payoutPerNumberMax: `Payout per number (amount × total numbers) cannot exceed ${formatMoney(MAX_AMOUNT, 'PHP')}`,
  totalAmountMax: `Total amount cannot exceed ${formatMoney(MAX_AMOUNT, 'PHP')}`,
  debtPaymentsMax: `Number of payments cannot exceed ${DEBT_MAX_PAYMENTS}`,
  debtPaymentTooSmall: 'Each payment must be at least ₱0.01: lower the number of payments',
} as const;

export const PALUWAGAN_MESSAGES = {
  loadFailed: 'Failed to load data',
  notFound: 'Paluwagan not found',
  actionFailed: 'Failed to perform action',
  unmarkPaymentsFailed: 'Failed to unmark payments',
  unmarkPayoutFailed: 'Failed to unmark payout',
  createAccountFirst: 'Please create an account first',
  selectedAccountNotFound: 'Selected account not found',
  numberNotFound: 'Number not found',
  paymentsNotFoundOrUnpaid: 'Some payments not found or already unpaid',
  // spec silent: refusals a concurrent or stale action can hit.
  paymentsNotFoundOrPaid: 'Some payments not found or already paid',
  payoutAlreadyReceived: 'This payout is already marked as received',
  payoutNotReceived: 'This payout is not marked as received',
  createFailed: 'Failed to create paluwagan. Please try again.',
  createFailedToast: 'Failed to create paluwagan',
  updateFailed: 'Failed to update paluwagan',
  deleteFailed: 'Failed to delete paluwagan',
  loadDetailsFailed: 'Failed to load paluwagan details',
  paymentsMarkedPaid: 'Payments marked as paid',
  payoutReceived: 'Payout marked as received',
  payoutUnreceived: 'Payout marked as unreceived',
  created: 'Paluwagan created successfully!',
  updated: 'Paluwagan updated successfully',
  deleted: 'Paluwagan deleted successfully',
  confirmUnpayout:
    'This will create a reversal transaction to subtract the amount from the account. Continue?',
  completed: 'Paluwagan Completed',
  allPayoutsReceived: 'All payouts received',
  allPaymentsUpToDate: 'All payments up to date',
  lockedNotice:
    // spec silent on the exact notice text.
    'Some payments or payouts are already marked. Only the name, organizer and description can be changed; unmark them first to change the schedule.',
} as const;

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

/** Add transaction / paluwagan payment: 'Insufficient funds in {account}. Available balance: {symbol}{balance}'. */
export function insufficientFundsMessage(
  accountName: string,
  balance: number,
  currency: CurrencyCode = 'PHP',
): string {
  return `Insufficient funds in ${accountName}. Available balance: ${formatMoney(balance, currency)}`;
}

// Limits (spec silent, issue 7): the maximum amount is MAX_AMOUNT, shown in the screen's currency.

/** Any amount input above the maximum: 'Amount cannot exceed ₱9,999,999,999.99'. */
export function amountExceedsMaxMessage(currency: CurrencyCode = 'PHP', field = 'Amount'): string {
  return `${field} cannot exceed ${formatMoney(MAX_AMOUNT, currency)}`;
}

/** An income, reversal or edit that would push a balance over the maximum. */
export function balanceExceedsMaxMessage(accountName: string, currency: CurrencyCode = 'PHP'): string {
  return `This would make the balance of ${accountName} exceed ${formatMoney(MAX_AMOUNT, currency)}`;
}

/** A text field longer than its limit: 'Account name must be 200 characters or fewer'. */
export function textTooLongMessage(field: string, max: number = TEXT_MAX_LENGTH): string {
  return `${field} must be ${max} characters or fewer`;
}

/** Debt payment: 'Insufficient funds in {account}. Available: ₱{x}'. */
export function debtInsufficientFundsMessage(accountName: string, balance: number): string {
  return `Insufficient funds in ${accountName}. Available: ${formatMoney(balance, 'PHP')}`;
}

/** Unmarking an owed debt payment; `paymentNumber` is 1-based. */
export function debtReverseInsufficientFundsMessage(
  accountName: string,
  paymentNumber: number,
  balance: number,
): string {
  return `Insufficient funds in ${accountName} to reverse payment ${paymentNumber}. Available: ${formatMoney(balance, 'PHP')}`;
}

export function expenseExceedsCurrentBalanceMessage(
  amount: number,
  currency: CurrencyCode = 'PHP',
): string {
  return `This expense would exceed the current balance of ${formatMoney(amount, currency)}. Please reduce the amount or choose a different account.`;
}

export function expenseExceedsAccountBalanceMessage(
  accountName: string,
  amount: number,
  currency: CurrencyCode = 'PHP',
): string {
  return `This expense would exceed the balance of ${accountName} (${formatMoney(amount, currency)}). Please reduce the amount or choose a different account.`;
}

export function accountNotFoundForWeekMessage(weekNumber: number): string {
  return `Account not found for week ${weekNumber}`;
}

/** `paymentNumber` is 1-based. */
export function accountNotFoundForPaymentMessage(paymentNumber: number): string {
  return `Account not found for payment ${paymentNumber}`;
}

export function paymentsMarkedUnpaidMessage(count: number): string {
  return `${count} payment(s) marked as unpaid`;
}

/** Debt bulk success: '{n} payment(s) marked as paid' (owe) or '... as received' (owed). */
export function debtPaymentsMarkedMessage(count: number, type: DebtType): string {
  return `${count} payment(s) marked as ${type === 'owe' ? 'paid' : 'received'}`;
}

export function confirmUnmarkWeeksMessage(count: number): string {
  return `This will set ${count} payment(s) as unpaid. If any were deducted from an account, reversal transactions will be created. Continue?`;
}

/** spec silent ("a similar question"): modelled on the paluwagan text. */
export function confirmUnmarkDebtPaymentsMessage(count: number): string {
  return `This will set ${count} payment(s) as unpaid. If any were linked to an account, reversal transactions will be created. Continue?`;
}

export function nextPayoutText(date: string): string {
  return `Next payout ${date}`;
}

export function paymentDueThisWeekText(date: string): string {
  return `Payment due this week ${date}`;
}

export function accountsCountText(count: number): string {
  return `Across ${count} accounts`;
}

export function createdOnText(date: string): string {
  return `Created ${date}`;
}

export function startedOnText(date: string): string {
  return `Started ${date}`;
}

export function paidFromText(accountName: string): string {
  return `Paid from ${accountName}`;
}

// Descriptions of the transactions written by paluwagan and debt actions (spec silent).
export const GENERATED_DESCRIPTIONS = {
  paluwaganPayment: (name: string, week: number) => `Paluwagan payment: ${name} (Week ${week})`,
  paluwaganPaymentReversal: (name: string, week: number) =>
    `Reversal of paluwagan payment: ${name} (Week ${week})`,
  paluwaganPayout: (name: string, num: number) => `Paluwagan payout: ${name} (Number ${num})`,
  paluwaganPayoutReversal: (name: string, num: number) =>
    `Reversal of paluwagan payout: ${name} (Number ${num})`,
  debtPayment: (name: string, n: number, type: DebtType) =>
    `${type === 'owe' ? 'Debt payment' : 'Debt received'}: ${name} (Payment ${n})`,
  debtPaymentReversal: (name: string, n: number, type: DebtType) =>
    `Reversal of ${type === 'owe' ? 'debt payment' : 'debt received'}: ${name} (Payment ${n})`,
} as const;
