// Form validation (spec section 5) and the limits (spec silent). Texts the spec does not give:
// validDate, the paluwagan fields' bounds and requirements, counterparty names, selectCurrency,
// and the limits (issue 7; paluwagan and debt screens are in pesos).
import type { IsoCurrency } from '../../model';
import { DEBT_MAX_PAYMENTS, MAX_AMOUNT, TEXT_MAX_LENGTH } from '../../constants';
import { formatMoney } from '../../money';
import english from './validation.en.messages.json';
import { englishOf, messageGroup, type DomainMessage } from './catalogue';

export type ValidationMessageKey = keyof typeof english;

const validation = messageGroup('validation', { en: english, fil: () => import('./validation.fil.messages.json') }, [
  'amountPerNumberMax',
  'payoutPerNumberMax',
  'totalAmountMax',
  'debtPaymentsMax',
  'amountExceedsMax',
  'balanceExceedsMax',
  'textTooLong',
  'decimalsIn',
]);

/** Form validation's messages in every language. */
export const VALIDATION_CATALOGUE = validation.catalogue;

/** A validation message by key, with its values: `validationMessage('textTooLong', …)`. */
export const validationMessage = validation.message;

const MAX_PESOS = { max: formatMoney(MAX_AMOUNT, 'PHP') };

/** The messages with a reference for the screens: `invalid('amount', VALIDATION.validAmount)`. */
export const VALIDATION = {
  ...validation.plain,
  amountPerNumberMax: validationMessage('amountPerNumberMax', MAX_PESOS),
  payoutPerNumberMax: validationMessage('payoutPerNumberMax', MAX_PESOS),
  totalAmountMax: validationMessage('totalAmountMax', MAX_PESOS),
  debtPaymentsMax: validationMessage('debtPaymentsMax', { max: String(DEBT_MAX_PAYMENTS) }),
};

/** The English texts (the spec's words), for the rules and the tests. */
export const VALIDATION_MESSAGES = {
  ...validation.texts,
  amountPerNumberMax: VALIDATION.amountPerNumberMax.message,
  payoutPerNumberMax: VALIDATION.payoutPerNumberMax.message,
  totalAmountMax: VALIDATION.totalAmountMax.message,
  debtPaymentsMax: VALIDATION.debtPaymentsMax.message,
};

/** The amount inputs a "cannot exceed" message names. */
export type AmountField = 'amount' | 'initialBalance';

/** Any amount input above the maximum: 'Amount cannot exceed ₱9,999,999,999.99'. */
export function amountExceedsMax(currency: IsoCurrency = 'PHP', field: AmountField = 'amount'): DomainMessage {
  return validationMessage('amountExceedsMax', { field, max: formatMoney(MAX_AMOUNT, currency) });
}

/** The English text of amountExceedsMax, `field` named in words (e.g. 'Initial balance'). */
export function amountExceedsMaxMessage(currency: IsoCurrency = 'PHP', field = 'Amount'): string {
  return validationMessage('amountExceedsMax', { field, max: formatMoney(MAX_AMOUNT, currency) }).message;
}

/** An income, reversal or edit that would push a balance over the maximum. */
export function balanceExceedsMax(accountName: string | DomainMessage, currency: IsoCurrency = 'PHP'): DomainMessage {
  return validationMessage('balanceExceedsMax', { account: accountName, max: formatMoney(MAX_AMOUNT, currency) });
}

export const balanceExceedsMaxMessage = englishOf(balanceExceedsMax);

/** The text inputs a "too long" message names. */
export type LimitedTextField =
  | 'accountName'
  | 'description'
  | 'name'
  | 'note'
  | 'debtName'
  | 'lenderName'
  | 'borrowerName'
  | 'paluwaganName'
  | 'organizer';

/** A text field longer than its limit: 'Account name must be 200 characters or fewer'. */
export function textTooLong(field: LimitedTextField, max: number = TEXT_MAX_LENGTH): DomainMessage {
  return validationMessage('textTooLong', { field, max: String(max) });
}

/** The English text of textTooLong, `field` named in words. */
export function textTooLongMessage(field: string, max: number = TEXT_MAX_LENGTH): string {
  return validationMessage('textTooLong', { field, max: String(max) }).message;
}

/** An amount with more decimals than its currency has: 'JPY amounts have no decimals'. */
export function decimalsIn(currency: IsoCurrency, digits: number): DomainMessage {
  return validationMessage('decimalsIn', { currency, digits });
}

export const decimalsInMessage = englishOf(decimalsIn);
