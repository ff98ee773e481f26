import type { AccountRef, CurrencyCode, Transaction, TransactionType } from '../model';
import { isCategoryValidFor } from '../lookups';
import { fromCentavos, toCentavos } from '../money';
import { balanceEffects, signedCentavos } from '../transactions';
import {
  ACCOUNT_MESSAGES,
  VALIDATION_MESSAGES as V,
  expenseExceedsAccountBalanceMessage,
  expenseExceedsCurrentBalanceMessage,
  insufficientFundsMessage,
} from '../errors/messages';
import { isBlank, isPositiveAmount } from './common';

export interface TransactionInput {
  type: TransactionType;
  amount: number | null;
  description: string;
  category: string;
  accountId: string;
}

/**
 * Add transaction, first failing rule: description, amount (> 0), account, category (one of
 * the type's categories; the spec leaves the text to the form, we reuse 'Please select a
 * category'), account exists, and an expense no larger than the balance.
 */
export function validateAddTransaction(
  input: TransactionInput,
  ctx: { account: AccountRef | null | undefined; currency?: CurrencyCode },
): string | null {
  if (isBlank(input.description)) return V.descriptionRequired;
  if (!isPositiveAmount(input.amount)) return V.validAmount;
  if (isBlank(input.accountId)) return V.selectAccount;
  if (!isCategoryValidFor(input.type, input.category)) return V.selectCategory;
  const account = ctx.account;
  if (!account) return ACCOUNT_MESSAGES.accountNotFound;
  if (input.type === 'expense' && toCentavos(input.amount) > toCentavos(account.balance)) {
    return insufficientFundsMessage(account.name, account.balance, ctx.currency);
  }
  return null;
}

type Original = Pick<Transaction, 'type' | 'amount' | 'category' | 'accountId'>;

/**
 * Edit transaction. 'No transaction to edit' comes first (nothing else makes sense without
 * one), then the field rules in the spec's order, then funds:
 * - an expense on the same account may use the balance plus what the old transaction took;
 *   the message quotes that available amount as "the current balance";
 * - an expense moved to another account may use that account's balance;
 * - any other edit that would leave an affected account negative (an income lowered or moved
 *   away) is refused with the add-transaction insufficient-funds text (spec silent).
 * A system category ('Paluwagan', 'Debt', 'Initial') may be kept as long as the type is unchanged.
 */
export function validateEditTransaction(
  input: TransactionInput,
  ctx: {
    original: Original | null | undefined;
    accounts: readonly AccountRef[];
    currency?: CurrencyCode;
  },
): string | null {
  const { original, currency } = ctx;
  if (!original) return V.noTransactionToEdit;
  if (isBlank(input.description)) return V.descriptionRequired;
  if (!isPositiveAmount(input.amount)) return V.validAmount;
  const keepsSystemCategory = input.category === original.category && input.type === original.type;
  if (isBlank(input.category) || !(isCategoryValidFor(input.type, input.category) || keepsSystemCategory)) {
    return V.selectCategory;
  }
  if (isBlank(input.accountId)) return V.selectAccount;
  const target = ctx.accounts.find((a) => a.id === input.accountId);
  if (!target) return ACCOUNT_MESSAGES.accountNotFound;

  const after = { type: input.type, amount: input.amount, accountId: input.accountId };
  if (input.type === 'expense') {
    const amount = toCentavos(input.amount);
    if (input.accountId === original.accountId) {
      const available = toCentavos(target.balance) - signedCentavos(original);
      if (amount > available) return expenseExceedsCurrentBalanceMessage(fromCentavos(available), currency);
    } else if (amount > toCentavos(target.balance)) {
      return expenseExceedsAccountBalanceMessage(target.name, target.balance, currency);
    }
  }
  const effects = balanceEffects({ kind: 'edit', before: original, after });
  for (const [accountId, delta] of Object.entries(effects)) {
    // An account that no longer exists has no balance to protect.
    const account = ctx.accounts.find((a) => a.id === accountId);
    if (account && toCentavos(account.balance) + delta < 0) {
      return insufficientFundsMessage(account.name, account.balance, currency);
    }
  }
  return null;
}

/**
 * Revert: undoing an income must not drive the balance negative. A transaction whose account
 * no longer exists can be reverted (no balance to protect).
 */
export function validateRevertTransaction(
  tx: Pick<Transaction, 'type' | 'amount'>,
  account: Pick<AccountRef, 'balance'> | null | undefined,
): string | null {
  if (account && toCentavos(account.balance) - signedCentavos(tx) < 0) return ACCOUNT_MESSAGES.revertNegative;
  return null;
}
