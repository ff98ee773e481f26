// The amount and balance limit (MAX_AMOUNT) as pure checks, shared by the validators and by the
// data layer's Ledger, which re-checks every balance it writes.
import type { AccountRef, IsoCurrency } from './model';
import { MAX_AMOUNT } from './constants';
import { addMoney, type Centavos } from './money';
import { balanceExceedsMax, insufficientFunds, type DomainMessage } from './errors/messages';
import { DomainError } from './errors/domain-error';

/** |amount| <= MAX_AMOUNT. */
export function isWithinMaxAmount(amount: Centavos): boolean {
  return Math.abs(amount) <= MAX_AMOUNT;
}

/** A balance the ledger may store: a whole number of centavos in 0..MAX_AMOUNT. */
export function balanceWithinLimit(balance: Centavos): boolean {
  return Number.isSafeInteger(balance) && balance >= 0 && balance <= MAX_AMOUNT;
}

/** Why a balance move is refused: it would pass MAX_AMOUNT, or go below zero. */
export type BalanceLimitReason = 'balanceLimit' | 'insufficientFunds';

/**
 * The refusal for moving `account`'s balance by `delta`: over the maximum -> 'This would
 * make the balance of {account} exceed ₱9,999,999,999.99' ('balanceLimit'); below zero -> the
 * insufficient-funds text ('insufficientFunds'); otherwise null.
 */
export function balanceLimitRefusal(
  account: Pick<AccountRef, 'name' | 'balance'>,
  delta: Centavos,
  currency: IsoCurrency = 'PHP',
): (DomainMessage & { reason: BalanceLimitReason }) | null {
  const next = addMoney(account.balance, delta);
  if (next > MAX_AMOUNT) {
    return { reason: 'balanceLimit', ...balanceExceedsMax(account.name, currency) };
  }
  if (next < 0) {
    return { reason: 'insufficientFunds', ...insufficientFunds(account.name, account.balance, currency) };
  }
  return null;
}

/** `balanceLimitRefusal`'s text, or null. */
export function balanceLimitError(
  account: Pick<AccountRef, 'name' | 'balance'>,
  delta: Centavos,
  currency: IsoCurrency = 'PHP',
): string | null {
  return balanceLimitRefusal(account, delta, currency)?.message ?? null;
}

/**
 * Throws a DomainError (data: 'refused') with `balanceLimitError`'s text when the new balance
 * would leave 0..MAX_AMOUNT. The last guard of a command before it writes a balance.
 */
export function assertBalanceWithinLimit(
  account: Pick<AccountRef, 'name' | 'balance'>,
  delta: Centavos,
  currency: IsoCurrency = 'PHP',
): void {
  const refusal = balanceLimitRefusal(account, delta, currency);
  if (refusal) throw new DomainError(refusal);
}
