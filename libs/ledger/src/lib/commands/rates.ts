// The rates a person keeps per currency (issue #39): set for a day (replacing that day's), or
// removed. Never fetched: the person's rate is the truth, and it works offline.
import {
  RATES_MAX_KEPT,
  TRANSFER,
  assertValid,
  rateKeptFor,
  transferMessage,
  validateRate,
  withRate,
  type RateInput,
} from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import { paths } from '../port/paths';
import type { Command } from '../port/port';
import { readCurrency } from './ledger';

/** Keeps `rate` for `currency` on the Manila day of `day` (the day's earlier rate is replaced). */
export const setRate: Command<RateInput, void> = async (tx, ctx, input) => {
  const checked = assertValid(validateRate(input, await readCurrency(tx, ctx)));
  const ref = paths(ctx.space).currencyRates(checked.currency);
  const kept = (await tx.get(ref))?.rates ?? [];
  const rates = withRate(kept, { rate: checked.rate, day: checked.day });
  if (rates.length > RATES_MAX_KEPT) {
    throw new CommandError('refused', transferMessage('ratesMax', { currency: checked.currency, max: RATES_MAX_KEPT }));
  }
  tx.set(ref, { id: checked.currency, rates, updatedAt: ctx.now });
};

/** Removes the rate kept for `currency` on the Manila day of `day` (any instant of it). */
export const removeRate: Command<{ currency: string; day: Date }, void> = async (tx, ctx, input) => {
  const ref = paths(ctx.space).currencyRates(input.currency);
  const record = await tx.get(ref);
  const day = record && rateKeptFor(record.rates, input.day);
  if (!record || !day) throw new CommandError('not-found', TRANSFER.rateNotFound);
  tx.set(ref, { ...record, rates: record.rates.filter((r) => r !== day), updatedAt: ctx.now });
};
