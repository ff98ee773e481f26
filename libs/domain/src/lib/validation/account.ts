import type { AccountType, CurrencyCode } from '../model';
import { isAccountType, isCurrencyCode } from '../lookups';
import { toCentavos } from '../money';
import { isWithinMaxAmount } from '../limits';
import { VALIDATION_MESSAGES as V, amountExceedsMaxMessage } from '../errors/messages';
import { isBlank, textLengthError } from './common';

export interface AccountFormInput {
  name: string;
  /** Checked when given (the form's select always gives one). */
  type?: AccountType | string;
  /** Defaults to 0. */
  initialBalance?: number | null;
}

const ACCOUNT_NAME = 'Account name';

/**
 * Add account: name required after trimming and at most 200 characters; a negative or
 * non-numeric initial balance is refused (spec silent), and one above MAX_AMOUNT ('Initial
 * balance cannot exceed ₱9,999,999,999.99', in `currency`).
 */
export function validateAccountForm(input: AccountFormInput, currency: CurrencyCode = 'PHP'): string | null {
  if (isBlank(input.name)) return V.accountNameRequired;
  const nameLength = textLengthError(input.name, ACCOUNT_NAME);
  if (nameLength) return nameLength;
  if (input.type !== undefined && !isAccountType(input.type)) return V.accountTypeRequired;
  const balance = input.initialBalance ?? 0;
  if (typeof balance !== 'number' || !Number.isFinite(balance)) return V.validAmount;
  if (balance > 0 && !isWithinMaxAmount(balance)) return amountExceedsMaxMessage(currency, 'Initial balance');
  if (!isWithinMaxAmount(balance) || toCentavos(balance) < 0) return V.validAmount;
  return null;
}

/** Account setup: the add-account rules plus a known currency. */
export function validateAccountSetup(input: AccountFormInput & { currency: CurrencyCode | string }): string | null {
  if (!isCurrencyCode(input.currency)) return V.selectCurrency;
  return validateAccountForm(input, input.currency);
}

/** Edit account: 'Account name is required' (and its length), then 'Account type is required'. */
export function validateEditAccount(input: {
  name: string;
  type: AccountType | string | null | undefined;
}): string | null {
  if (isBlank(input.name)) return V.accountNameRequired;
  const nameLength = textLengthError(input.name, ACCOUNT_NAME);
  if (nameLength) return nameLength;
  if (!isAccountType(input.type)) return V.accountTypeRequired;
  return null;
}
