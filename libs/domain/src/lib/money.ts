import { currencySymbol, isCurrencyCode } from './lookups';
import { isIsoCurrency, minorUnitsOf } from './currency/iso-4217';
import { decimalOf, minorAmount, parseAmountIn } from './currency/minor-amounts';

declare const CENTAVOS: unique symbol;

/**
 * A whole number of centavos (signed): every amount and balance inside the app. Pesos exist only
 * at the edges: the Firestore documents keep the original product's float-peso fields (the
 * converters call `toCentavos`/`toPesos`), forms read text (`parseAmount`) and screens show text
 * (`formatMoney`). The brand makes the compiler refuse a bare number where money is meant, so a
 * peso value can never be taken for centavos; arithmetic goes through the functions below.
 */
export type Centavos = number & { readonly [CENTAVOS]: true };

/** A whole number as Centavos; a RangeError for anything else (a fraction, NaN, beyond 2^53). */
export function centavos(value: number): Centavos {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Not a whole number of centavos: ${value}`);
  }
  return (value === 0 ? 0 : value) as Centavos; // no -0
}

/**
 * A peso amount as stored in Firestore or written in a fixture: any number but Centavos, so
 * converting a value that is already in centavos is a compile error.
 */
export type Pesos = number & { readonly [CENTAVOS]?: never };

export const ZERO_CENTAVOS = centavos(0);

/**
 * What a form sends for an optional amount whose text is not an amount (blank is null there):
 * every validator refuses it with its 'valid amount' text, so it never reaches a command.
 */
export const NOT_AN_AMOUNT = Number.NaN as Centavos;

/**
 * The exact range of peso values: every amount with at most two decimals and
 * |amount| < 10^13 pesos (fewer than 10^15 centavos, i.e. at most 15 significant digits) converts
 * to exactly its centavos. Beyond it a double can no longer tell neighbouring centavos apart
 * (12,345,678,901,234.56 would come back as ...234.60), so `toCentavos` refuses it with a
 * RangeError instead of rounding silently, and `parseAmount` returns null for it.
 * The business limit MAX_AMOUNT (₱9,999,999,999.99, constants.ts) is far inside this range.
 */
export const EXACT_AMOUNT_LIMIT = 1e13;

/**
 * Pesos (a stored field, a fixture) -> Centavos, half away from zero. `toPrecision(15)` first
 * strips the binary noise of the multiplication, so 1.005 -> 101 and (0.1 + 0.2) -> 30. Throws a
 * RangeError for a value that is not finite or outside the exact range (|amount| >= EXACT_AMOUNT_LIMIT).
 */
export function toCentavos(pesos: Pesos): Centavos {
  if (!Number.isFinite(pesos)) {
    throw new RangeError(`Not a finite amount: ${pesos}`);
  }
  if (Math.abs(pesos) >= EXACT_AMOUNT_LIMIT) {
    throw new RangeError(`Amount outside the exact range (below 10^13): ${pesos}`);
  }
  const scaled = Number((Math.abs(pesos) * 100).toPrecision(15));
  return centavos(Math.round(scaled) * Math.sign(pesos));
}

/** Centavos -> pesos with two decimals: only for what is written to Firestore. */
export function toPesos(amount: Centavos): Pesos {
  const pesos = centavos(amount) / 100;
  return pesos === 0 ? 0 : pesos;
}

export function addMoney(a: Centavos, b: Centavos): Centavos {
  return centavos(a + b);
}

export function subtractMoney(a: Centavos, b: Centavos): Centavos {
  return centavos(a - b);
}

export function negateMoney(amount: Centavos): Centavos {
  return centavos(-amount);
}

export function sumMoney(amounts: readonly Centavos[]): Centavos {
  return centavos(amounts.reduce((sum: number, a) => sum + a, 0));
}

/** amount × a whole count (e.g. amountPerNumber × totalNumbers). */
export function multiplyMoney(amount: Centavos, count: number): Centavos {
  if (!Number.isInteger(count)) {
    throw new RangeError(`Count must be a whole number: ${count}`);
  }
  return centavos(amount * count);
}

/**
 * Splits a total into `count` whole-centavo parts that add up exactly to the total; the
 * remainder centavos go to the first parts (₱100 in 3 -> ₱33.34, ₱33.33, ₱33.33).
 */
export function splitMoney(total: Centavos, count: number): Centavos[] {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`Count must be a positive whole number: ${count}`);
  }
  if (total < 0) {
    throw new RangeError(`Cannot split a negative total: ${total}`);
  }
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, i) => centavos(base + (i < remainder ? 1 : 0)));
}

const AMOUNT_PATTERN = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

/**
 * Parses user input such as '1234.56', '1,234.56', ' 12 ', '.5' into centavos.
 * Returns null for empty text, garbage, misplaced grouping commas, exponents and for more than
 * two decimals: such input is refused rather than silently rounded, so what the user typed is
 * exactly what is stored. Sign is kept; positivity is the validators' business.
 * Size: an amount above MAX_AMOUNT but inside the exact range (up to 13 whole digits, e.g.
 * '99,999,999,999') is returned as typed, so the validator can answer 'Amount cannot exceed
 * ₱9,999,999,999.99'; from 10^13 on (e.g. '12,345,678,901,234.56', which a double cannot hold to
 * the centavo) it returns null ('Please enter a valid amount'). So every number it returns is
 * exact and safe for every money function (formatting, stepping, previews never throw).
 */
export function parseAmount(text: string): Centavos | null {
  const trimmed = text.trim();
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (!match || !/\d/.test(trimmed)) return null;
  const decimals = match[1] ?? '';
  if (decimals.length > 2) return null;
  const value = Number(trimmed.replace(/,/g, ''));
  if (!Number.isFinite(value) || Math.abs(value) >= EXACT_AMOUNT_LIMIT) return null;
  return toCentavos(value);
}

const GROUPED_2DP = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const groupedByDigits = new Map<number, Intl.NumberFormat>();

/**
 * Currency symbol + en-US grouping + 2 decimals: '₱1,234.56', negative '-₱5.00'. An account's
 * own currency other than the books' three is shown by its code with its own decimals (`amount`
 * is in its minor units): 'AED 1,234.50', 'JPY 1,500', 'KWD 12.345'.
 */
export function formatMoney(amount: Centavos, currency = 'PHP'): string {
  const sign = amount < 0 ? '-' : '';
  if (isCurrencyCode(currency) || !isIsoCurrency(currency)) {
    return `${sign}${currencySymbol(isCurrencyCode(currency) ? currency : 'PHP')}${GROUPED_2DP.format(Math.abs(toPesos(amount)))}`;
  }
  const digits = minorUnitsOf(currency);
  let grouped = groupedByDigits.get(digits);
  if (!grouped) {
    grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    groupedByDigits.set(digits, grouped);
  }
  // A decimal string is formatted exactly; a number could lose a large amount's last digits.
  const decimal = decimalOf(minorAmount(Math.abs(amount)), currency);
  return `${sign}${currency} ${grouped.format(decimal as unknown as number)}`;
}

const PESO = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });

/** Philippine currency format (Intl en-PH), used on paluwagan and debt screens. */
export function formatPeso(amount: Centavos): string {
  return PESO.format(toPesos(amount));
}

const COMPACT_PESOS = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * A chart axis label: '₱4.2K', '₱1.3M', '-₱500'. Chart scales count in pesos (what the screen
 * shows), so this takes pesos; exact amounts are always formatted from Centavos.
 */
export function formatCompactPesos(pesos: Pesos): string {
  return COMPACT_PESOS.format(pesos);
}

const compactIn = new Map<string, Intl.NumberFormat>();

/** The same in any currency, in major units: '₱4.2K', 'AED 1.3K', 'JPY 150K'. */
export function formatCompactIn(major: Pesos, currency: string): string {
  if (currency === 'PHP' || !isIsoCurrency(currency)) return formatCompactPesos(major);
  let format = compactIn.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-PH', {
      style: 'currency',
      currency,
      currencyDisplay: isCurrencyCode(currency) ? 'narrowSymbol' : 'code',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compactIn.set(currency, format);
  }
  return format.format(major);
}

/** Value for an amount input: always two decimals ('12.50'). */
export function toAmountInputValue(amount: Centavos): string {
  return toPesos(amount).toFixed(2);
}

/** More decimals than a currency has, as a form reads them: a fraction, which validators refuse in its words. */
export const FRACTION_OF_A_MINOR_UNIT = 0.5 as Centavos;

const hasOwnDecimals = (currency: string) => isIsoCurrency(currency) && minorUnitsOf(currency) !== 2;

/**
 * An amount typed for an account in `currency`, in its minor units: two-decimal currencies read as
 * `parseAmount` ('12.50' pesos); others by their own decimals ('1,500' yen, '12.345' dinars). Too
 * many decimals give FRACTION_OF_A_MINOR_UNIT ('JPY amounts have no decimals'), never a rounding.
 */
export function parseAmountFor(text: string, currency: string): Centavos | null {
  if (!hasOwnDecimals(currency)) return parseAmount(text);
  const parsed = parseAmountIn(text, currency);
  if (parsed.ok) return centavos(parsed.amount);
  return parsed.reason === 'tooManyDecimals' ? FRACTION_OF_A_MINOR_UNIT : null;
}

/** An amount input's value in `currency`'s own decimals: '12.50', '1500' (yen), '12.345' (dinars). */
export function amountInputValueFor(amount: Centavos, currency: string): string {
  return hasOwnDecimals(currency) ? decimalOf(minorAmount(amount), currency) : toAmountInputValue(amount);
}

/** What an amount field shows before the number: '₱' for the books' currencies, the code otherwise ('AED'). */
export function amountPrefix(currency: string): string {
  return isCurrencyCode(currency) || !isIsoCurrency(currency)
    ? currencySymbol(isCurrencyCode(currency) ? currency : 'PHP')
    : currency;
}
