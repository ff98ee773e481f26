// The amount and balance limit (MAX_AMOUNT) as pure checks, shared by the validators and by the
// data layer's Ledger, which re-checks every balance it writes.
import type { AccountRef, CurrencyCode } from './model';
import { MAX_AMOUNT_CENTAVOS } from './constants';
import { EXACT_AMOUNT_LIMIT, toCentavos } from './money';
import { balanceExceedsMaxMessage, insufficientFundsMessage } from './errors/messages';
import { DomainError } from './errors/domain-error';

/**
 * |amount| <= MAX_AMOUNT, to the centavo. Safe for any number: false (never a throw) for a
 * value that is not finite or too large for centavo arithmetic.
 */
export function isWithinMaxAmount(amount: number): boolean {
  return (
    Number.isFinite(amount) &&
    Math.abs(amount) < EXACT_AMOUNT_LIMIT &&
    Math.abs(toCentavos(amount)) <= MAX_AMOUNT_CENTAVOS
  );
}

/** A balance the ledger may store: a whole number of centavos in 0..MAX_AMOUNT_CENTAVOS. */
export function balanceWithinLimit(balanceCentavos: number): boolean {
  return Number.isSafeInteger(balanceCentavos) && balanceCentavos >= 0 && balanceCentavos <= MAX_AMOUNT_CENTAVOS;
}

/** Why a balance move is refused: it would pass MAX_AMOUNT, or go below zero. */
export type BalanceLimitReason = 'balanceLimit' | 'insufficientFunds';

/**
 * The refusal for moving `account`'s balance by `deltaCentavos`: over the maximum -> 'This would
 * make the balance of {account} exceed ₱9,999,999,999.99' ('balanceLimit'); below zero -> the
 * insufficient-funds text ('insufficientFunds'); otherwise null.
 */
export function balanceLimitRefusal(
  account: Pick<AccountRef, 'name' | 'balance'>,
  deltaCentavos: number,
  currency: CurrencyCode = 'PHP',
): { reason: BalanceLimitReason; message: string } | null {
  const next = toCentavos(account.balance) + deltaCentavos;
  if (next > MAX_AMOUNT_CENTAVOS) {
    return { reason: 'balanceLimit', message: balanceExceedsMaxMessage(account.name, currency) };
  }
  if (next < 0) {
    return { reason: 'insufficientFunds', message: insufficientFundsMessage(account.name, account.balance, currency) };
  }
  return null;
}

/** `balanceLimitRefusal`'s text, or null. */
export function balanceLimitError(
  account: Pick<AccountRef, 'name' | 'balance'>,
  deltaCentavos: number,
  currency: CurrencyCode = 'PHP',
): string | null {
  return balanceLimitRefusal(account, deltaCentavos, currency)?.message ?? null;
}

/**
 * Throws a DomainError (data: 'refused') with `balanceLimitError`'s text when the new balance
 * would leave 0..MAX_AMOUNT. The last guard of a command before it writes a balance.
 */
export function assertBalanceWithinLimit(
  account: Pick<AccountRef, 'name' | 'balance'>,
  deltaCentavos: number,
  currency: CurrencyCode = 'PHP',
): void {
  const refusal = balanceLimitRefusal(account, deltaCentavos, currency);
  if (refusal) throw new DomainError(refusal.message);
}
