import type { AccountRef, IsoCurrency, Transaction, TransactionType } from '../model';
import { isCategoryValidFor } from '../lookups';
import { MAX_AMOUNT } from '../constants';
import { subtractMoney, type Centavos } from '../money';
import { balanceLimitRefusal, isWithinMaxAmount, type BalanceLimitReason } from '../limits';
import { balanceEffects, signedAmount } from '../transactions';
import {
  ACCOUNT,
  VALIDATION as V,
  amountExceedsMax,
  balanceExceedsMax,
  decimalsIn,
  expenseExceedsAccountBalance,
  expenseExceedsCurrentBalance,
  insufficientFunds,
} from '../errors/messages';
import { isBlank, isPositiveAmount, textLengthError } from './common';
import { isIsoCurrency, minorUnitsOf } from '../currency/iso-4217';
import { invalid, valid, type Invalid, type Validation } from './result';

export interface TransactionInput {
  type: TransactionType;
  amount: Centavos | null;
  description: string;
  category: string;
  accountId: string;
}

/** The transaction form's fields (add form and Modify Transaction modal). */
export type TransactionField = 'description' | 'amount' | 'accountId' | 'category';

/** Why a transaction is refused, where a screen reacts to it: the add form toasts 'Insufficient funds'. */
export type TransactionRefusal = BalanceLimitReason;

/** A transaction that passed: the description trimmed and the amount a number. */
export interface ValidTransactionInput extends Omit<TransactionInput, 'amount'> {
  amount: Centavos;
}

/**
 * A transaction description: required, and at most TEXT_MAX_LENGTH characters once trimmed.
 * Also the whole check when only the description of a linked transaction is edited. The value is
 * the trimmed description.
 */
export function validateTransactionDescription(
  description: string | null | undefined,
): Validation<string, 'description'> {
  if (isBlank(description)) return invalid('description', V.descriptionRequired);
  const tooLong = textLengthError(description, 'description');
  return tooLong ? invalid('description', tooLong) : valid((description ?? '').trim());
}

/** A fraction of a minor unit (a yen's half a form read): 'JPY amounts have no decimals'. */
function fractionInvalid(amount: Centavos | null, currency: IsoCurrency | undefined): Invalid<'amount'> | null {
  if (amount === null || !Number.isFinite(amount) || Number.isInteger(amount)) return null;
  const code = currency && isIsoCurrency(currency) ? currency : 'PHP';
  return invalid('amount', decimalsIn(code, minorUnitsOf(code)));
}

/** The refusal of a balance move, on the amount (the field that would change it). */
function balanceInvalid(
  account: Pick<AccountRef, 'name' | 'balance'>,
  delta: Centavos,
  currency: IsoCurrency | undefined,
): Invalid<'amount', TransactionRefusal> | null {
  const refusal = balanceLimitRefusal(account, delta, currency);
  return refusal ? invalid('amount', refusal, refusal.reason) : null;
}

/**
 * Add transaction, first failing rule: description (required, length), amount (> 0, at most
 * MAX_AMOUNT), account, category (one of the type's categories; the spec leaves the text to the
 * form, we reuse 'Please select a category'), account exists, an expense no larger than the
 * balance ('insufficientFunds'), an income that keeps the balance within MAX_AMOUNT.
 */
export function validateAddTransaction(
  input: TransactionInput,
  ctx: { account: AccountRef | null | undefined; currency?: IsoCurrency },
): Validation<ValidTransactionInput, TransactionField, TransactionRefusal> {
  const description = validateTransactionDescription(input.description);
  if (!description.ok) return description;
  const { amount } = input;
  const fraction = fractionInvalid(amount, ctx.currency);
  if (fraction) return fraction;
  if (!isPositiveAmount(amount)) return invalid('amount', V.validAmount);
  if (!isWithinMaxAmount(amount)) return invalid('amount', amountExceedsMax(ctx.currency));
  if (isBlank(input.accountId)) return invalid('accountId', V.selectAccount);
  if (!isCategoryValidFor(input.type, input.category)) return invalid('category', V.selectCategory);
  const account = ctx.account;
  if (!account) return invalid('accountId', ACCOUNT.accountNotFound);
  if (input.type === 'expense' && amount > account.balance) {
    return invalid('amount', insufficientFunds(account.name, account.balance, ctx.currency), 'insufficientFunds');
  }
  const refusal = balanceInvalid(account, signedAmount({ type: input.type, amount }), ctx.currency);
  return refusal ?? valid({ ...input, description: description.value, amount });
}

type Original = Pick<Transaction, 'type' | 'amount' | 'category' | 'accountId'>;

/**
 * Edit transaction. 'No transaction to edit' comes first (nothing else makes sense without
 * one; field 'transaction'), then the field rules in the spec's order, then funds:
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
    currency?: IsoCurrency;
  },
): Validation<ValidTransactionInput, TransactionField | 'transaction', TransactionRefusal> {
  const { original, currency } = ctx;
  if (!original) return invalid('transaction', V.noTransactionToEdit);
  const description = validateTransactionDescription(input.description);
  if (!description.ok) return description;
  const { amount } = input;
  const fraction = fractionInvalid(amount, currency);
  if (fraction) return fraction;
  if (!isPositiveAmount(amount)) return invalid('amount', V.validAmount);
  if (!isWithinMaxAmount(amount)) return invalid('amount', amountExceedsMax(currency));
  const keepsSystemCategory = input.category === original.category && input.type === original.type;
  if (isBlank(input.category) || !(isCategoryValidFor(input.type, input.category) || keepsSystemCategory)) {
    return invalid('category', V.selectCategory);
  }
  if (isBlank(input.accountId)) return invalid('accountId', V.selectAccount);
  const target = ctx.accounts.find((a) => a.id === input.accountId);
  if (!target) return invalid('accountId', ACCOUNT.accountNotFound);

  const after = { type: input.type, amount, accountId: input.accountId };
  if (input.type === 'expense') {
    if (input.accountId === original.accountId) {
      const available = subtractMoney(target.balance, signedAmount(original));
      if (amount > available) {
        return invalid('amount', expenseExceedsCurrentBalance(available, currency), 'insufficientFunds');
      }
    } else if (amount > target.balance) {
      return invalid(
        'amount',
        expenseExceedsAccountBalance(target.name, target.balance, currency),
        'insufficientFunds',
      );
    }
  }
  const effects = balanceEffects({ kind: 'edit', before: original, after });
  for (const [accountId, delta] of Object.entries(effects)) {
    // An account that no longer exists has no balance to protect. Below zero: the
    // insufficient-funds text; above MAX_AMOUNT (an income added or moved onto it): the limit's.
    const account = ctx.accounts.find((a) => a.id === accountId);
    const refusal = account ? balanceInvalid(account, delta, currency) : null;
    if (refusal) return refusal;
  }
  return valid({ ...input, description: description.value, amount });
}

/**
 * Revert: undoing an income must not drive the balance negative, undoing an expense must not
 * push it over MAX_AMOUNT. A transaction whose account no longer exists can be reverted (no
 * balance to protect). Nothing to fill in, so the field is the transaction itself.
 */
export function validateRevertTransaction(
  tx: Pick<Transaction, 'type' | 'amount'> & { accountName?: string },
  account: (Pick<AccountRef, 'balance'> & { name?: string }) | null | undefined,
  currency: IsoCurrency = 'PHP',
): Validation<void, 'transaction', TransactionRefusal> {
  if (!account) return valid(undefined);
  const next = subtractMoney(account.balance, signedAmount(tx));
  if (next < 0) return invalid('transaction', ACCOUNT.revertNegative, 'insufficientFunds');
  if (next > MAX_AMOUNT) {
    return invalid(
      'transaction',
      balanceExceedsMax(account.name ?? tx.accountName ?? V.thisAccount, currency),
      'balanceLimit',
    );
  }
  return valid(undefined);
}
