import type { AccountType, CurrencyCode } from '../model';
import { isAccountType, isCurrencyCode } from '../lookups';
import { toCentavos } from '../money';
import { VALIDATION_MESSAGES as V } from '../errors/messages';
import { isBlank } from './common';

export interface AccountFormInput {
  name: string;
  /** Checked when given (the form's select always gives one). */
  type?: AccountType | string;
  /** Defaults to 0. */
  initialBalance?: number | null;
}

/** Add account: name required after trimming; a negative or non-numeric initial balance is refused (spec silent). */
export function validateAccountForm(input: AccountFormInput): string | null {
  if (isBlank(input.name)) return V.accountNameRequired;
  if (input.type !== undefined && !isAccountType(input.type)) return V.accountTypeRequired;
  const balance = input.initialBalance ?? 0;
  if (!Number.isFinite(balance) || toCentavos(balance) < 0) return V.validAmount;
  return null;
}

/** Account setup: the add-account rules plus a known currency. */
export function validateAccountSetup(
  input: AccountFormInput & { currency: CurrencyCode | string },
): string | null {
  if (!isCurrencyCode(input.currency)) return V.selectCurrency;
  return validateAccountForm(input);
}

/** Edit account: 'Account name is required', then 'Account type is required'. */
export function validateEditAccount(input: { name: string; type: AccountType | string | null | undefined }): string | null {
  if (isBlank(input.name)) return V.accountNameRequired;
  if (!isAccountType(input.type)) return V.accountTypeRequired;
  return null;
}
