// The rates a person keeps per currency (issue #39): dated, their own, never fetched. Each
// currency other than the books' has one record of its rates by Manila day; the last one on or
// before a day is the one used for it ("the last one used by default").
import type { Attribution, CurrencyCode, IsoCurrency } from '../model';
import { startOfManilaDay } from '../calendar';
import { VALIDATION as V, transferMessage, type DomainMessage } from '../errors/messages';
import { invalid, valid, type Validation } from '../validation/result';
import { isIsoCurrency } from './iso-4217';
import { parseRate, RATE_MAX_DECIMALS } from './rates';

/** One kept rate: 1 unit of the currency buys `rate` of the books' currency on `day` (a Manila midnight). */
export interface KeptRate {
  rate: string;
  day: Date;
}

/** `{space}/rates/{currency}`: a currency's kept rates, newest day first. */
export interface CurrencyRates extends Attribution {
  /** The ISO 4217 code, also the document's id. */
  id: IsoCurrency;
  rates: KeptRate[];
  updatedAt?: Date;
}

/** A year of daily rates and more: a record stays one small document. */
export const RATES_MAX_KEPT = 400;

export interface RateInput {
  currency: string;
  rate: string;
  day: Date;
}

export type RateField = 'currency' | 'rate' | 'day';

/**
 * A rate as the person types it: a currency that is ISO's and not the books' own, a rate above
 * zero with at most eight decimals (kept as typed, trailing zeros aside), a valid day (its Manila
 * day is kept).
 */
export function validateRate(input: RateInput, books: CurrencyCode): Validation<RateInput, RateField> {
  if (!isIsoCurrency(input.currency)) return invalid('currency', V.selectCurrency);
  if (input.currency === books) return invalid('currency', transferMessage('rateOwnCurrency', { currency: books }));
  const parsed = parseRate(input.rate);
  if (!parsed.ok) return invalid('rate', rateRefusal(parsed.reason));
  if (!(input.day instanceof Date) || Number.isNaN(input.day.getTime())) return invalid('day', V.validDate);
  return valid({ currency: input.currency, rate: parsed.rate, day: startOfManilaDay(input.day) });
}

function rateRefusal(reason: 'notARate' | 'notPositive' | 'tooManyDecimals'): DomainMessage {
  if (reason === 'tooManyDecimals') return transferMessage('rateDecimals', { max: RATE_MAX_DECIMALS });
  return transferMessage(reason === 'notPositive' ? 'rateNotPositive' : 'rateNotARate');
}

/** The kept rates with `rate` for its day (replacing one kept for that day), newest day first. */
export function withRate(rates: readonly KeptRate[], rate: KeptRate): KeptRate[] {
  const others = rates.filter((r) => r.day.getTime() !== rate.day.getTime());
  return [...others, rate].sort((a, b) => b.day.getTime() - a.day.getTime());
}

/** The rate kept for the Manila day of `day` (any instant of it), if one is. */
export function rateKeptFor(rates: readonly KeptRate[], day: Date): KeptRate | undefined {
  const wanted = startOfManilaDay(day).getTime();
  return rates.find((r) => r.day.getTime() === wanted);
}

/** The rate used on `day`: the last one kept on or before it; null when none is that old. */
export function rateOn(rates: readonly KeptRate[], day: Date): KeptRate | null {
  const last = startOfManilaDay(day).getTime();
  return rates.find((r) => r.day.getTime() <= last) ?? null;
}
