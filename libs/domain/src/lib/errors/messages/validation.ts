// Form validation (spec section 5) and the limits (spec silent).
import type { CurrencyCode } from '../../model';
import { DEBT_MAX_PAYMENTS, MAX_AMOUNT, TEXT_MAX_LENGTH } from '../../constants';
import { formatMoney } from '../../money';

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
