import type { CurrencyCode } from './model';
import { currencySymbol } from './lookups';

/**
 * The exact range of the money functions: every amount with at most two decimals and
 * |amount| < 10^13 pesos (fewer than 10^15 centavos, i.e. at most 15 significant digits) converts
 * to exactly its centavos. Beyond it a double can no longer tell neighbouring centavos apart
 * (12,345,678,901,234.56 would come back as ...234.60), so `toCentavos` refuses it with a
 * RangeError instead of rounding silently, and `parseAmount` returns null for it.
 * The business limit MAX_AMOUNT (₱9,999,999,999.99, constants.ts) is far inside this range:
 * validators refuse larger amounts with a message before any arithmetic, and a balance or a sum
 * of a few such amounts stays exact.
 */
export const EXACT_AMOUNT_LIMIT = 1e13;

/**
 * Pesos -> integer centavos, half away from zero. `toPrecision(15)` first strips the binary
 * noise of the multiplication, so 1.005 -> 101 and (0.1 + 0.2) -> 30. Throws a RangeError for a
 * value that is not finite or outside the exact range (|amount| >= EXACT_AMOUNT_LIMIT).
 */
export function toCentavos(amount: number): number {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Not a finite amount: ${amount}`);
  }
  if (Math.abs(amount) >= EXACT_AMOUNT_LIMIT) {
    throw new RangeError(`Amount outside the exact range (below 10^13): ${amount}`);
  }
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
  const centavos = Math.round(scaled) * Math.sign(amount);
  return centavos === 0 ? 0 : centavos; // no -0
}

export function fromCentavos(centavos: number): number {
  if (!Number.isSafeInteger(centavos)) {
    throw new RangeError(`Not a whole number of centavos: ${centavos}`);
  }
  const amount = centavos / 100;
  return amount === 0 ? 0 : amount;
}

/** Rounds to the nearest centavo (half away from zero). */
export function roundMoney(amount: number): number {
  return fromCentavos(toCentavos(amount));
}

export function addMoney(a: number, b: number): number {
  return fromCentavos(toCentavos(a) + toCentavos(b));
}

export function subtractMoney(a: number, b: number): number {
  return fromCentavos(toCentavos(a) - toCentavos(b));
}

export function sumMoney(amounts: readonly number[]): number {
  return fromCentavos(amounts.reduce((sum, a) => sum + toCentavos(a), 0));
}

/** amount × a whole count (e.g. amountPerNumber × totalNumbers). */
export function multiplyMoney(amount: number, count: number): number {
  if (!Number.isInteger(count)) {
    throw new RangeError(`Count must be a whole number: ${count}`);
  }
  return fromCentavos(toCentavos(amount) * count);
}

/** Compares two amounts to the centavo: negative, 0 or positive. */
export function compareMoney(a: number, b: number): number {
  return toCentavos(a) - toCentavos(b);
}

/**
 * Splits a total into `count` whole-centavo parts that add up exactly to the total; the
 * remainder centavos go to the first parts (100 in 3 -> 33.34, 33.33, 33.33).
 */
export function splitMoney(total: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`Count must be a positive whole number: ${count}`);
  }
  const totalCentavos = toCentavos(total);
  if (totalCentavos < 0) {
    throw new RangeError(`Cannot split a negative total: ${total}`);
  }
  const base = Math.floor(totalCentavos / count);
  const remainder = totalCentavos - base * count;
  return Array.from({ length: count }, (_, i) => fromCentavos(base + (i < remainder ? 1 : 0)));
}

const AMOUNT_PATTERN = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

/**
 * Parses user input such as '1234.56', '1,234.56', ' 12 ', '.5' into pesos.
 * Returns null for empty text, garbage, misplaced grouping commas, exponents and for more than
 * two decimals: such input is refused rather than silently rounded, so what the user typed is
 * exactly what is stored. Sign is kept; positivity is the validators' business.
 * Size: an amount above MAX_AMOUNT but inside the exact range (up to 13 whole digits, e.g.
 * '99,999,999,999') is returned as typed, so the validator can answer 'Amount cannot exceed
 * ₱9,999,999,999.99'; from 10^13 on (e.g. '12,345,678,901,234.56', which a double cannot hold to
 * the centavo) it returns null ('Please enter a valid amount'). So every number it returns is
 * exact and safe for every money function (formatting, stepping, previews never throw).
 */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (!match || !/\d/.test(trimmed)) return null;
  const decimals = match[1] ?? '';
  if (decimals.length > 2) return null;
  const value = Number(trimmed.replace(/,/g, ''));
  if (!Number.isFinite(value) || Math.abs(value) >= EXACT_AMOUNT_LIMIT) return null;
  return roundMoney(value);
}

const GROUPED_2DP = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Currency symbol + en-US grouping + 2 decimals: '₱1,234.56', negative '-₱5.00'. */
export function formatMoney(amount: number, currency: CurrencyCode = 'PHP'): string {
  const centavos = toCentavos(amount);
  const sign = centavos < 0 ? '-' : '';
  return `${sign}${currencySymbol(currency)}${GROUPED_2DP.format(Math.abs(centavos) / 100)}`;
}

const PESO = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });

/** Philippine currency format (Intl en-PH), used on paluwagan and debt screens. */
export function formatPeso(amount: number): string {
  // Round through centavos first so Intl never rounds a value like 1.005 differently from us.
  return PESO.format(roundMoney(amount));
}

/** The -1/+1 buttons: adds delta, keeps two decimals, never goes below `min`. */
export function stepAmount(amount: number, delta: number, min?: number): number {
  const base = Number.isFinite(amount) ? amount : 0;
  const next = addMoney(base, delta);
  return min !== undefined && next < min ? roundMoney(min) : next;
}

/** Value for an amount input: always two decimals ('12.50'). */
export function toAmountInputValue(amount: number): string {
  return (toCentavos(amount) / 100).toFixed(2);
}
