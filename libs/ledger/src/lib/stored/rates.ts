// {space}/rates/{currency}: the rates a person keeps for one currency, by Manila day. A rate is
// kept as the decimal text typed (never a float: '15.3125' stays exact).
import { parseRate, type CurrencyRates, type KeptRate } from '@pitaka/domain';
import type { StoredDoc, StoredDate } from './stored-doc';
import { docCodec, withDate } from './document';
import { readArray, readDate, readRequiredDate, ts } from './fields';
import { MalformedDocumentError } from './malformed';

export interface RatesDoc {
  rates: { rate: string; day: StoredDate }[];
  updatedAt?: StoredDate;
}

function rateFromDoc(e: Record<string, unknown>): KeptRate {
  const parsed = typeof e['rate'] === 'string' ? parseRate(e['rate']) : null;
  if (!parsed?.ok) throw new MalformedDocumentError(`rate ${JSON.stringify(e['rate'])} is not a rate above zero`);
  return { rate: parsed.rate, day: readRequiredDate(e['day']) };
}

export const ratesCodec = docCodec<CurrencyRates, RatesDoc>(
  (r) => withDate({ rates: r.rates.map((k) => ({ rate: k.rate, day: ts(k.day) })) }, 'updatedAt', r.updatedAt),
  (id, d: StoredDoc) => {
    const updatedAt = readDate(d['updatedAt']);
    return { id, rates: readArray(d['rates']).map(rateFromDoc), ...(updatedAt ? { updatedAt } : {}) };
  },
);
