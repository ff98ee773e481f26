import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  DEBT_MESSAGES,
  GENERATED_DESCRIPTIONS,
  PALUWAGAN_MESSAGES,
  VALIDATION_MESSAGES,
  accountNotFoundForPaymentMessage,
  accountNotFoundForWeekMessage,
  accountsCountText,
  amountExceedsMaxMessage,
  balanceExceedsMaxMessage,
  confirmUnmarkDebtPaymentsMessage,
  confirmUnmarkWeeksMessage,
  createdOnText,
  debtInsufficientFundsMessage,
  debtPaymentsMarkedMessage,
  debtReverseInsufficientFundsMessage,
  expenseExceedsAccountBalanceMessage,
  expenseExceedsCurrentBalanceMessage,
  insufficientFundsMessage,
  nextPayoutText,
  noPayoutsAheadText,
  paidFromText,
  paymentDueThisWeekText,
  paymentsMarkedUnpaidMessage,
  payoutsToMarkText,
  startedOnText,
  textTooLongMessage,
} from './messages';
import { toCentavos } from '../money';

describe('templated messages', () => {
  it.each([
    [
      insufficientFundsMessage('GCash', toCentavos(1234.5)),
      'Insufficient funds in GCash. Available balance: ₱1,234.50',
    ],
    [
      insufficientFundsMessage('Chase', toCentavos(20), 'USD'),
      'Insufficient funds in Chase. Available balance: $20.00',
    ],
    [insufficientFundsMessage('N26', toCentavos(0), 'EUR'), 'Insufficient funds in N26. Available balance: €0.00'],
    [debtInsufficientFundsMessage('BDO', toCentavos(99.9)), 'Insufficient funds in BDO. Available: ₱99.90'],
    [
      debtReverseInsufficientFundsMessage('BDO', 2, toCentavos(1000)),
      'Insufficient funds in BDO to reverse payment 2. Available: ₱1,000.00',
    ],
    [
      expenseExceedsCurrentBalanceMessage(toCentavos(150)),
      'This expense would exceed the current balance of ₱150.00. Please reduce the amount or choose a different account.',
    ],
    [
      expenseExceedsAccountBalanceMessage('Wallet', toCentavos(5000), 'USD'),
      'This expense would exceed the balance of Wallet ($5,000.00). Please reduce the amount or choose a different account.',
    ],
    [accountNotFoundForWeekMessage(3), 'Account not found for week 3'],
    [amountExceedsMaxMessage(), 'Amount cannot exceed ₱9,999,999,999.99'],
    [amountExceedsMaxMessage('USD', 'Initial balance'), 'Initial balance cannot exceed $9,999,999,999.99'],
    [balanceExceedsMaxMessage('GCash'), 'This would make the balance of GCash exceed ₱9,999,999,999.99'],
    [balanceExceedsMaxMessage('N26', 'EUR'), 'This would make the balance of N26 exceed €9,999,999,999.99'],
    [textTooLongMessage('Account name'), 'Account name must be 200 characters or fewer'],
    [textTooLongMessage('Description', 1000), 'Description must be 1000 characters or fewer'],
    [VALIDATION_MESSAGES.amountPerNumberMax, 'Amount per number cannot exceed ₱9,999,999,999.99'],
    [
      VALIDATION_MESSAGES.payoutPerNumberMax,
      'Payout per number (amount × total numbers) cannot exceed ₱9,999,999,999.99',
    ],
    [VALIDATION_MESSAGES.totalAmountMax, 'Total amount cannot exceed ₱9,999,999,999.99'],
    [VALIDATION_MESSAGES.debtPaymentsMax, 'Number of payments cannot exceed 360'],
    [VALIDATION_MESSAGES.debtPaymentTooSmall, 'Each payment must be at least ₱0.01: lower the number of payments'],
    [accountNotFoundForPaymentMessage(1), 'Account not found for payment 1'],
    [paymentsMarkedUnpaidMessage(2), '2 payment(s) marked as unpaid'],
    [debtPaymentsMarkedMessage(3, 'owe'), '3 payment(s) marked as paid'],
    [debtPaymentsMarkedMessage(1, 'owed'), '1 payment(s) marked as received'],
    [
      confirmUnmarkWeeksMessage(4),
      'This will set 4 payment(s) as unpaid. If any were deducted from an account, reversal transactions will be created. Continue?',
    ],
    [
      confirmUnmarkDebtPaymentsMessage(2),
      'This will set 2 payment(s) as unpaid. If any were linked to an account, reversal transactions will be created. Continue?',
    ],
    [nextPayoutText('Jan 18, 2026'), 'Next payout Jan 18, 2026'],
    [payoutsToMarkText(1), '1 past payout to mark as received'],
    [payoutsToMarkText(3), '3 past payouts to mark as received'],
    [noPayoutsAheadText(2), 'No payouts ahead. 2 past payout(s) still to mark as received below.'],
    [paymentDueThisWeekText('Jan 11, 2026'), 'Payment due this week Jan 11, 2026'],
    [accountsCountText(3), 'Across 3 accounts'],
    [accountsCountText(1), 'Across 1 account'],
    [accountsCountText(0), 'Across 0 accounts'],
    [createdOnText('Jan 5, 2026'), 'Created Jan 5, 2026'],
    [startedOnText('Jan 5, 2026'), 'Started Jan 5, 2026'],
    [paidFromText('GCash'), 'Paid from GCash'],
    [GENERATED_DESCRIPTIONS.paluwaganPayment('Office', 2), 'Paluwagan payment: Office (Week 2)'],
    [GENERATED_DESCRIPTIONS.paluwaganPaymentReversal('Office', 2), 'Reversal of paluwagan payment: Office (Week 2)'],
    [GENERATED_DESCRIPTIONS.paluwaganPayout('Office', 4), 'Paluwagan payout: Office (Number 4)'],
    [GENERATED_DESCRIPTIONS.paluwaganPayoutReversal('Office', 4), 'Reversal of paluwagan payout: Office (Number 4)'],
    [GENERATED_DESCRIPTIONS.debtPayment('Laptop', 1, 'owe'), 'Debt payment: Laptop (Payment 1)'],
    [GENERATED_DESCRIPTIONS.debtPayment('Laptop', 1, 'owed'), 'Debt received: Laptop (Payment 1)'],
    [GENERATED_DESCRIPTIONS.debtPaymentReversal('Laptop', 1, 'owe'), 'Reversal of debt payment: Laptop (Payment 1)'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

// Names may be 200 characters long; the descriptions they go into are stored with the same limit.
describe('generated descriptions of long names', () => {
  const all = (name: string) => [
    GENERATED_DESCRIPTIONS.paluwaganPayment(name, 52),
    GENERATED_DESCRIPTIONS.paluwaganPaymentReversal(name, 52),
    GENERATED_DESCRIPTIONS.paluwaganPayout(name, 100),
    GENERATED_DESCRIPTIONS.paluwaganPayoutReversal(name, 100),
    GENERATED_DESCRIPTIONS.debtPayment(name, 360, 'owed'),
    GENERATED_DESCRIPTIONS.debtPaymentReversal(name, 360, 'owed'),
  ];

  it('fit in 200 characters, the name cut short with an ellipsis and the rest kept', () => {
    const name = 'P'.repeat(200);
    for (const text of all(name)) expect(text).toHaveLength(200);
    expect(GENERATED_DESCRIPTIONS.paluwaganPayment(name, 52)).toBe(
      `Paluwagan payment: ${'P'.repeat(200 - 'Paluwagan payment:  (Week 52)'.length - 1)}… (Week 52)`,
    );
  });

  it('are left whole when they fit exactly', () => {
    const name = 'N'.repeat(200 - 'Paluwagan payment:  (Week 1)'.length);
    expect(GENERATED_DESCRIPTIONS.paluwaganPayment(name, 1)).toBe(`Paluwagan payment: ${name} (Week 1)`);
  });

  it('never split an emoji in two', () => {
    for (const text of all('👩🏽‍🌾'.repeat(40))) {
      expect(text.length).toBeLessThanOrEqual(200);
      expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/); // no lone high surrogate
      expect(text).toContain('…');
    }
  });
});

// Spot checks of the fixed texts against the spec's wording (sections 2, 4, 5, 8).
describe('fixed texts', () => {
  it.each([
    [AUTH_MESSAGES.loading, 'Wait langgg...'],
    [AUTH_MESSAGES.loginFailed, 'Failed to log in. Please check your credentials.'],
    [AUTH_MESSAGES.googleCancelledToast, 'Google sign-in was cancelled'],
    [AUTH_MESSAGES.googleCancelledBanner, 'Sign-in cancelled. Please try again if you want to sign in with Google.'],
    [AUTH_MESSAGES.popupBlockedBanner, 'Popup was blocked by the browser. Please enable popups or try again.'],
    [AUTH_MESSAGES.popupBlockedToast, 'Popup blocked. Please enable popups and try again.'],
    [AUTH_MESSAGES.googleFailed, 'Failed to log in with Google.'],
    [AUTH_MESSAGES.signupFailed, 'Failed to create an account. Email may already be in use.'],
    [AUTH_MESSAGES.resetFailedBanner, 'Failed to reset password. Please check your email address.'],
    [AUTH_MESSAGES.resetFailedToast, 'Failed to reset password'],
    [AUTH_MESSAGES.signupSuccess, 'Account created successfully! Please log in.'],
    [AUTH_MESSAGES.resetSentBanner, 'Check your email for password reset instructions'],
    [ACCOUNT_MESSAGES.noAccounts, 'No accounts found. Please create an account first.'],
    [ACCOUNT_MESSAGES.revertNegative, 'Cannot revert this transaction: it would result in a negative balance'],
    [ACCOUNT_MESSAGES.confirmRevert, 'Are you sure you want to revert this transaction?'],
    [ACCOUNT_MESSAGES.transactionUpdated, 'Transaction updated successfully'],
    [VALIDATION_MESSAGES.accountNameRequired, 'Account name is required'],
    [VALIDATION_MESSAGES.accountTypeRequired, 'Account type is required'],
    [VALIDATION_MESSAGES.validAmount, 'Please enter a valid amount'],
    [VALIDATION_MESSAGES.noTransactionToEdit, 'No transaction to edit'],
    [VALIDATION_MESSAGES.mustBeLoggedInPaluwagan, 'You must be logged in to create a Paluwagan'],
    [VALIDATION_MESSAGES.payoutBeforeDate, 'Cannot mark as received before the payout date'],
    [VALIDATION_MESSAGES.validMultiplePayments, 'Please enter valid multiple payment details'],
    [VALIDATION_MESSAGES.totalAmountPositive, 'Total amount must be greater than zero'],
    [PALUWAGAN_MESSAGES.createFailed, 'Failed to create paluwagan. Please try again.'],
    [PALUWAGAN_MESSAGES.paymentsNotFoundOrUnpaid, 'Some payments not found or already unpaid'],
    [
      PALUWAGAN_MESSAGES.confirmUnpayout,
      'This will create a reversal transaction to subtract the amount from the account. Continue?',
    ],
    [PALUWAGAN_MESSAGES.completed, 'Paluwagan Completed'],
    [DEBT_MESSAGES.markFailed, 'Failed to mark payments'],
    [DEBT_MESSAGES.created, 'Debt created successfully!'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has no empty or untrimmed text', () => {
    const all = [AUTH_MESSAGES, ACCOUNT_MESSAGES, VALIDATION_MESSAGES, PALUWAGAN_MESSAGES, DEBT_MESSAGES].flatMap((m) =>
      Object.values(m),
    );
    for (const text of all) {
      expect(text.length).toBeGreaterThan(0);
      expect(text.trim()).toBe(text);
    }
  });
});
