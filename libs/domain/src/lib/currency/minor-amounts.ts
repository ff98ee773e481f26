// Amounts in any currency (issue #39): a whole number of the currency's minor unit (yen, fils,
// centavos), never a float of its major unit. Parsed from what a person types only when it has no
// more decimals than the currency allows, and formatted from an exact decimal string, so no
// amount is ever rounded on its way in or out.
import type { Language } from '../language';
import { minorUnitsOf } from './iso-4217';

/** Whole units of a currency's minor unit; which currency is the caller's to keep beside it. */
export type MinorAmount = number & { readonly __minor: true };

/** Larger than this a double no longer holds every whole number exactly (2^53). */
const SAFE = Number.MAX_SAFE_INTEGER;

export function minorAmount(value: number): MinorAmount {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of minor units: ${value}`);
  return value as MinorAmount;
}

export type ParsedAmount =
  { ok: true; amount: MinorAmount } | { ok: false; reason: 'notAnAmount' | 'tooManyDecimals' | 'tooLarge' };

const AMOUNT = /^([+-]?)(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

/**
 * '1,234.5' in KWD is 1234500 fils; '1,234' in JPY is 1234 yen ('1,234.00' too: zeros past the
 * currency's decimals change nothing). Refused, with the reason: no digits or misplaced grouping
 * ('notAnAmount'), more decimals than the currency has ('tooManyDecimals': '1.5' yen, '1.2345'
 * dinars), more than a double holds exactly ('tooLarge').
 */
export function parseAmountIn(text: string, currency: string): ParsedAmount {
  const digits = minorUnitsOf(currency);
  const match = AMOUNT.exec(text.trim());
  if (!match || !/\d/.test(text)) return { ok: false, reason: 'notAnAmount' };
  const [, sign, whole = '', typed = ''] = match;
  const fraction = /^0*$/.test(typed.slice(digits)) ? typed.slice(0, digits) : typed;
  if (fraction.length > digits) return { ok: false, reason: 'tooManyDecimals' };
  const units = BigInt(`${whole.replace(/,/g, '') || '0'}${fraction.padEnd(digits, '0')}`);
  if (units > BigInt(SAFE)) return { ok: false, reason: 'tooLarge' };
  const value = Number(units);
  return { ok: true, amount: minorAmount(sign === '-' && value !== 0 ? -value : value) };
}

/** The amount as an exact decimal string in major units: 1234500 KWD → '1234.500', 1234 JPY → '1234'. */
export function decimalOf(amount: MinorAmount, currency: string): string {
  const digits = minorUnitsOf(currency);
  const sign = amount < 0 ? '-' : '';
  const units = String(Math.abs(amount)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${units}`;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

const LOCALES: Record<Language, string> = { en: 'en-PH', fil: 'fil-PH' };
const formats = new Map<string, Intl.NumberFormat>();

/**
 * 'AED 1,234.50', '¥1,234', 'KWD 12.345' (Intl, in the language's Philippine locale), always
 * with the currency's own decimals, from the exact decimal string.
 */
export function formatAmountIn(amount: MinorAmount, currency: string, language: Language = 'en'): string {
  const digits = minorUnitsOf(currency);
  const key = `${language}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  // A decimal string is formatted exactly (Intl.NumberFormat v3); a number could be off in its last digits.
  return format.format(decimalOf(amount, currency) as unknown as number);
}
