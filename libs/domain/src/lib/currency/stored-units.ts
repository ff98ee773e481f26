// The documents keep the original product's float fields in major units (pesos, dirhams, yen);
// inside the app every amount is a whole number of its currency's minor units. These convert at
// the codecs, in the currency the document says (absent: two decimals, as every books' currency
// has), so a KWD balance of 12.345 is 12345 fils and a JPY amount of 1500 is 1500 yen.
import { centavos, toCentavos, toPesos, type Centavos, type Pesos } from '../money';
import type { IsoCurrency } from '../model';
import { minorUnitsOf } from './iso-4217';

/** Fewer minor units than this are exact as a double's major units (as toCentavos' range). */
const EXACT_MINOR_LIMIT = 1e15;

function digitsOf(currency: IsoCurrency | undefined): 0 | 2 | 3 | 4 {
  return currency === undefined ? 2 : minorUnitsOf(currency);
}

/**
 * A stored major-unit number -> whole minor units of `currency`, half away from zero (as
 * `toCentavos`, which it is for two decimals). A RangeError for a value that is not finite or
 * outside the exact range, and for a code that is not ISO 4217's.
 */
export function toMinorUnits(major: Pesos, currency?: IsoCurrency): Centavos {
  const digits = digitsOf(currency);
  if (digits === 2) return toCentavos(major);
  if (!Number.isFinite(major)) throw new RangeError(`Not a finite amount: ${major}`);
  const scaled = Number((Math.abs(major) * 10 ** digits).toPrecision(15));
  if (scaled >= EXACT_MINOR_LIMIT) throw new RangeError(`Amount outside the exact range: ${major}`);
  return centavos(Math.round(scaled) * Math.sign(major));
}

/** Whole minor units of `currency` -> the major-unit number a document stores. */
export function toMajorUnits(amount: Centavos, currency?: IsoCurrency): Pesos {
  const digits = digitsOf(currency);
  if (digits === 2) return toPesos(amount);
  const major = centavos(amount) / 10 ** digits;
  return major === 0 ? 0 : major;
}
