import type { AccountRef } from '../model';
import { TEXT_MAX_LENGTH } from '../constants';
import type { Centavos } from '../money';
import {
  PALUWAGAN as P,
  VALIDATION as V,
  textTooLong,
  type DomainMessage,
  type LimitedTextField,
} from '../errors/messages';

export function isBlank(text: string | null | undefined): boolean {
  return !text || text.trim() === '';
}

/**
 * At least one whole centavo (of any size: whether it is within the maximum is the validators'
 * next question (isWithinMaxAmount), so a huge amount gets the "cannot exceed" text). A value
 * that is not a whole number (NOT_AN_AMOUNT, or a caller's cast) is refused here, never later.
 */
export function isPositiveAmount(amount: Centavos | null | undefined): amount is Centavos {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0;
}

/** '{field} must be {max} characters or fewer' when the trimmed text (what is stored) is longer. */
export function textLengthError(
  text: string | null | undefined,
  field: LimitedTextField,
  max: number = TEXT_MAX_LENGTH,
): DomainMessage | null {
  return (text ?? '').trim().length > max ? textTooLong(field, max) : null;
}

export function isValidDate(d: Date | null | undefined): d is Date {
  return d instanceof Date && !Number.isNaN(d.getTime());
}

/** Where a payment's money comes from: a chosen account, or nowhere ('Mark as Paid Only'). */
export type PaymentSource = { kind: 'account'; accountId: string } | { kind: 'markOnly' };

/**
 * Resolves the chosen account: 'Please select an account' when none is chosen, 'Selected
 * account not found' when it no longer exists.
 */
export function resolveSourceAccount(
  accountId: string,
  accounts: readonly AccountRef[],
): { account: AccountRef; error: null } | { account: null; error: string | DomainMessage } {
  if (isBlank(accountId)) return { account: null, error: V.selectAccount };
  const account = accounts.find((a) => a.id === accountId);
  return account ? { account, error: null } : { account: null, error: P.selectedAccountNotFound };
}
