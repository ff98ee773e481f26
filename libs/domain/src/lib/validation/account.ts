import type { AccountType, CurrencyCode, IsoCurrency } from '../model';
import { isIsoCurrency, minorUnitsOf } from '../currency/iso-4217';
import { isAccountType, isCurrencyCode } from '../lookups';
import { ZERO_CENTAVOS, type Centavos } from '../money';
import { isWithinMaxAmount } from '../limits';
import { VALIDATION as V, amountExceedsMax, decimalsIn } from '../errors/messages';
import { isBlank, textLengthError } from './common';
import { invalid, valid, type Invalid, type Validation } from './result';

export interface AccountFormInput {
  name: string;
  /** Checked when given (the form's select always gives one). */
  type?: AccountType | string;
  /** Defaults to 0. */
  initialBalance?: Centavos | null;
}

/** The account forms' fields (setup shows all four; edit only name and type). */
export type AccountField = 'currency' | 'name' | 'type' | 'initialBalance';

/** An account form that passed: the name trimmed, the type known, the balance a number. */
export interface ValidAccountForm {
  name: string;
  /** Absent when the input had none. */
  type?: AccountType;
  initialBalance: Centavos;
}

export interface ValidAccountSetup extends ValidAccountForm {
  currency: CurrencyCode;
}

export interface ValidEditAccount {
  name: string;
  type: AccountType;
}

/** Name required after trimming and at most 200 characters. */
function nameInvalid(name: string): Invalid<'name'> | null {
  if (isBlank(name)) return invalid('name', V.accountNameRequired);
  const nameLength = textLengthError(name, 'accountName');
  return nameLength ? invalid('name', nameLength) : null;
}

/**
 * Add account: name required after trimming and at most 200 characters; a negative or
 * non-numeric initial balance is refused (spec silent), and one above MAX_AMOUNT ('Initial
 * balance cannot exceed ₱9,999,999,999.99', in `currency`).
 */
export function validateAccountForm(
  input: AccountFormInput,
  currency: IsoCurrency = 'PHP',
): Validation<ValidAccountForm, Exclude<AccountField, 'currency'>> {
  const name = nameInvalid(input.name);
  if (name) return name;
  const { type } = input;
  if (type !== undefined && !isAccountType(type)) return invalid('type', V.accountTypeRequired);
  const balance = input.initialBalance ?? ZERO_CENTAVOS;
  if (Number.isFinite(balance) && !Number.isInteger(balance) && isIsoCurrency(currency)) {
    return invalid('initialBalance', decimalsIn(currency, minorUnitsOf(currency)));
  }
  if (!Number.isSafeInteger(balance)) return invalid('initialBalance', V.validAmount);
  if (balance > 0 && !isWithinMaxAmount(balance)) {
    return invalid('initialBalance', amountExceedsMax(currency, 'initialBalance'));
  }
  if (balance < 0) return invalid('initialBalance', V.validAmount);
  return valid({ name: input.name.trim(), ...(type === undefined ? {} : { type }), initialBalance: balance });
}

/** A new account in its own currency (an OFW's AED account), or in the books' when absent. */
export interface ValidNewAccount extends ValidAccountForm {
  /** Absent when it is the books' currency. */
  currency?: IsoCurrency;
}

/**
 * Add account, with a currency of its own when one is given: an active ISO 4217 code ('Please
 * select a currency' otherwise), the initial balance in its minor units ('JPY amounts have no
 * decimals' for a fraction of a yen). The books' currency given is the same as none.
 */
export function validateNewAccount(
  input: AccountFormInput & { currency?: string | null },
  booksCurrency: CurrencyCode = 'PHP',
): Validation<ValidNewAccount, AccountField> {
  const own = input.currency ?? booksCurrency;
  if (!isIsoCurrency(own)) return invalid('currency', V.selectCurrency);
  const form = validateAccountForm(input, own);
  if (!form.ok) return form;
  return valid(own === booksCurrency ? form.value : { ...form.value, currency: own });
}

/** Account setup: the add-account rules plus a known currency. */
export function validateAccountSetup(
  input: AccountFormInput & { currency: CurrencyCode | string },
): Validation<ValidAccountSetup, AccountField> {
  const { currency } = input;
  if (!isCurrencyCode(currency)) return invalid('currency', V.selectCurrency);
  const form = validateAccountForm(input, currency);
  return form.ok ? valid({ ...form.value, currency }) : form;
}

/** Edit account: 'Account name is required' (and its length), then 'Account type is required'. */
export function validateEditAccount(input: {
  name: string;
  type: AccountType | string | null | undefined;
}): Validation<ValidEditAccount, 'name' | 'type'> {
  const name = nameInvalid(input.name);
  if (name) return name;
  const { type } = input;
  if (!isAccountType(type)) return invalid('type', V.accountTypeRequired);
  return valid({ name: input.name.trim(), type });
}
