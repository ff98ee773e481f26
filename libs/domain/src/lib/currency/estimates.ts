// Totals in the home currency across every account (issue #39): an estimate, at the rates the
// person keeps, never a sum of different currencies. Each account in a currency of its own is
// converted at the last rate kept on or before the day; one without such a rate is left out, and
// the estimate says so.
import type { Account, IsoCurrency } from '../model';
import { addMoney, centavos, type Centavos } from '../money';
import { totalBalance } from '../accounts';
import { rateOn, type CurrencyRates, type KeptRate } from './kept-rates';
import { convertAmount } from './rates';
import { minorAmount } from './minor-amounts';

export interface HomeEstimate {
  /** In the books' minor units: their own accounts, plus each rated account converted. */
  total: Centavos;
  /** The rate each converted currency used, in code order. */
  used: { currency: IsoCurrency; rate: KeptRate }[];
  /** The currencies with no rate kept on or before the day: their accounts are left out. */
  unrated: IsoCurrency[];
}

/** null when every account is in the books' currency (the Total Balance is already the whole). */
export function homeEstimate(
  accounts: readonly Pick<Account, 'balance' | 'currency'>[],
  rates: readonly CurrencyRates[],
  books: IsoCurrency,
  day: Date,
): HomeEstimate | null {
  const own = accounts.filter((a): a is typeof a & { currency: IsoCurrency } => a.currency !== undefined);
  if (own.length === 0) return null;
  let total = totalBalance(accounts);
  const used = new Map<IsoCurrency, KeptRate>();
  const unrated = new Set<IsoCurrency>();
  for (const account of own) {
    const kept = rates.find((r) => r.id === account.currency);
    const rate = kept ? rateOn(kept.rates, day) : null;
    if (!rate) {
      unrated.add(account.currency);
      continue;
    }
    used.set(account.currency, rate);
    const converted = convertAmount(minorAmount(account.balance), account.currency, books, rate.rate);
    total = addMoney(total, centavos(converted));
  }
  return {
    total,
    used: [...used]
      .map(([currency, rate]) => ({ currency, rate }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
    unrated: [...unrated].sort(),
  };
}
