// The padala report (#39): per sending account, Manila month and destination currency, how many
// padala went, what was sent, the fees paid, what arrived, and the effective rate over them, with
// the fees and without. Read from the padala's own parts: the out part names what was received
// (`transfer.counter`), the fee part shares its transfer id.
import type { IsoCurrency, Transaction } from '../model';
import { ZERO_CENTAVOS, addMoney, type Centavos } from '../money';
import { monthKeyOf, type MonthKey } from '../summaries';
import { minorAmount } from './minor-amounts';
import { effectiveRates } from './rates';

export interface PadalaMonth {
  month: MonthKey;
  /** The sending account. */
  accountId: string;
  accountName: string;
  /** Its currency, and the destination's. */
  from: IsoCurrency;
  to: IsoCurrency;
  count: number;
  /** In `from`'s minor units. */
  sent: Centavos;
  fees: Centavos;
  /** In `to`'s minor units. */
  received: Centavos;
  /** One unit of `from` bought this much of `to`, over the month's padala (6 decimals). */
  rates: { withoutFee: string; withFee: string };
}

/**
 * The report over `transactions` (any: only a padala's out and fee parts count), newest month
 * first, then by account name and destination currency. `booksCurrency` is the currency of an
 * account that has none of its own.
 */
export function padalaReport(transactions: readonly Transaction[], booksCurrency: IsoCurrency): PadalaMonth[] {
  const fees = new Map<string, Centavos>();
  for (const t of transactions) {
    if (t.transfer?.role === 'fee' && t.transfer.counter) fees.set(t.transfer.id, t.amount);
  }
  const months = new Map<string, PadalaMonth>();
  for (const t of transactions) {
    const counter = t.transfer?.role === 'out' ? t.transfer.counter : undefined;
    if (!t.transfer || !counter || Number.isNaN(t.date.getTime())) continue;
    const month = monthKeyOf(t.date);
    const key = JSON.stringify([month, t.accountId, counter.currency]);
    const entry = months.get(key) ?? {
      month,
      accountId: t.accountId,
      accountName: t.accountName,
      from: t.currency ?? booksCurrency,
      to: counter.currency,
      count: 0,
      sent: ZERO_CENTAVOS,
      fees: ZERO_CENTAVOS,
      received: ZERO_CENTAVOS,
      rates: { withoutFee: '', withFee: '' },
    };
    entry.count += 1;
    entry.sent = addMoney(entry.sent, t.amount);
    entry.fees = addMoney(entry.fees, fees.get(t.transfer.id) ?? ZERO_CENTAVOS);
    entry.received = addMoney(entry.received, counter.amount);
    months.set(key, entry);
  }
  return [...months.values()]
    .map((m) => ({
      ...m,
      rates: effectiveRates(minorAmount(m.sent), minorAmount(m.fees), minorAmount(m.received), m.from, m.to),
    }))
    .sort(
      (a, b) =>
        b.month.localeCompare(a.month) || a.accountName.localeCompare(b.accountName) || a.to.localeCompare(b.to),
    );
}
