// Accounts and transactions (spec sections 5 and 8).
import type { CurrencyCode } from '../../model';
import { formatMoney, type Centavos } from '../../money';

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

/** Add transaction / paluwagan payment: 'Insufficient funds in {account}. Available balance: {symbol}{balance}'. */
export function insufficientFundsMessage(
  accountName: string,
  balance: Centavos,
  currency: CurrencyCode = 'PHP',
): string {
  return `Insufficient funds in ${accountName}. Available balance: ${formatMoney(balance, currency)}`;
}

export function expenseExceedsCurrentBalanceMessage(amount: Centavos, currency: CurrencyCode = 'PHP'): string {
  return `This expense would exceed the current balance of ${formatMoney(amount, currency)}. Please reduce the amount or choose a different account.`;
}

export function expenseExceedsAccountBalanceMessage(
  accountName: string,
  amount: Centavos,
  currency: CurrencyCode = 'PHP',
): string {
  return `This expense would exceed the balance of ${accountName} (${formatMoney(amount, currency)}). Please reduce the amount or choose a different account.`;
}

/** 'Across N accounts'; one account reads 'Across 1 account' (the spec's text is plural only). */
export function accountsCountText(count: number): string {
  return `Across ${count} ${count === 1 ? 'account' : 'accounts'}`;
}

export function createdOnText(date: string): string {
  return `Created ${date}`;
}
