import type { AccountRef, CurrencyCode, Transaction, TransactionType } from '../model';
import { isCategoryValidFor } from '../lookups';
import { MAX_AMOUNT_CENTAVOS } from '../constants';
import { fromCentavos, toCentavos } from '../money';
import { balanceLimitError, isWithinMaxAmount } from '../limits';
import { balanceEffects, signedCentavos } from '../transactions';
import {
  ACCOUNT_MESSAGES,
  VALIDATION_MESSAGES as V,
  amountExceedsMaxMessage,
  balanceExceedsMaxMessage,
  expenseExceedsAccountBalanceMessage,
  expenseExceedsCurrentBalanceMessage,
  insufficientFundsMessage,
} from '../errors/messages';
import { isBlank, isPositiveAmount, textLengthError } from './common';

export interface TransactionInput {
  type: TransactionType;
  amount: number | null;
  description: string;
  category: string;
  accountId: string;
}

/**
 * A transaction description: required, and at most TEXT_MAX_LENGTH characters once trimmed.
 * Also the whole check when only the description of a linked transaction is edited.
 */
export function validateTransactionDescription(description: string | null | undefined): string | null {
  if (isBlank(description)) return V.descriptionRequired;
  return textLengthError(description, 'Description');
}

/**
 * Add transaction, first failing rule: description (required, length), amount (> 0, at most
 * MAX_AMOUNT), account, category (one of the type's categories; the spec leaves the text to the
 * form, we reuse 'Please select a category'), account exists, an expense no larger than the
 * balance, an income that keeps the balance within MAX_AMOUNT.
 */
export function validateAddTransaction(
  input: TransactionInput,
  ctx: { account: AccountRef | null | undefined; currency?: CurrencyCode },
): string | null {
  const description = validateTransactionDescription(input.description);
  if (description) return description;
  if (!isPositiveAmount(input.amount)) return V.validAmount;
  if (!isWithinMaxAmount(input.amount)) return amountExceedsMaxMessage(ctx.currency);
  if (isBlank(input.accountId)) return V.selectAccount;
  if (!isCategoryValidFor(input.type, input.category)) return V.selectCategory;
  const account = ctx.account;
  if (!account) return ACCOUNT_MESSAGES.accountNotFound;
  if (input.type === 'expense' && toCentavos(input.amount) > toCentavos(account.balance)) {
    return insufficientFundsMessage(account.name, account.balance, ctx.currency);
  }
  return balanceLimitError(account, signedCentavos({ type: input.type, amount: input.amount }), ctx.currency);
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
  const description = validateTransactionDescription(input.description);
  if (description) return description;
  if (!isPositiveAmount(input.amount)) return V.validAmount;
  if (!isWithinMaxAmount(input.amount)) return amountExceedsMaxMessage(currency);
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
    // An account that no longer exists has no balance to protect. Below zero: the
    // insufficient-funds text; above MAX_AMOUNT (an income added or moved onto it): the limit's.
    const account = ctx.accounts.find((a) => a.id === accountId);
    const refusal = account ? balanceLimitError(account, delta, currency) : null;
    if (refusal) return refusal;
  }
  return null;
}

/**
 * Revert: undoing an income must not drive the balance negative, undoing an expense must not
 * push it over MAX_AMOUNT. A transaction whose account no longer exists can be reverted (no
 * balance to protect).
 */
export function validateRevertTransaction(
  tx: Pick<Transaction, 'type' | 'amount'> & { accountName?: string },
  account: (Pick<AccountRef, 'balance'> & { name?: string }) | null | undefined,
  currency: CurrencyCode = 'PHP',
): string | null {
  if (!account) return null;
  const next = toCentavos(account.balance) - signedCentavos(tx);
  if (next < 0) return ACCOUNT_MESSAGES.revertNegative;
  if (next > MAX_AMOUNT_CENTAVOS) {
    return balanceExceedsMaxMessage(account.name ?? tx.accountName ?? 'this account', currency);
  }
  return null;
}
