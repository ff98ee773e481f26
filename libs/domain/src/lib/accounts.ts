import type { Account, CurrencyCode } from './model';
import { formatMoney, sumMoney, type Centavos } from './money';
import { DASHBOARD_TOP_COUNT } from './constants';

/**
 * Sum of the balances in the books' currency, exact to the centavo. An account in its own
 * currency (#39) is not added to pesos: `inBooksCurrency` says which count.
 */
export function totalBalance(accounts: readonly Pick<Account, 'balance' | 'currency'>[]): Centavos {
  return sumMoney(inBooksCurrency(accounts).map((a) => a.balance));
}

/** The accounts kept in the books' currency (those without a currency of their own). */
export function inBooksCurrency<T extends Pick<Account, 'currency'>>(accounts: readonly T[]): T[] {
  return accounts.filter((a) => a.currency === undefined);
}

/**
 * The accounts with the highest balances, highest first (dashboard). Balances in different
 * currencies do not compare (150,000 yen is not more than ₱10,000): the books' currency ranks
 * first, then each account in its own currency, highest first within its currency.
 */
export function topAccountsByBalance<T extends Pick<Account, 'balance' | 'currency'>>(
  accounts: readonly T[],
  count: number = DASHBOARD_TOP_COUNT,
): T[] {
  const own = (a: T) => (a.currency === undefined ? '' : a.currency);
  return [...accounts].sort((a, b) => own(a).localeCompare(own(b)) || b.balance - a.balance).slice(0, count);
}

/** Account select option on paluwagan and debt screens: 'name (₱balance)'. */
export function accountOptionLabel(
  account: Pick<Account, 'name' | 'balance' | 'currency'>,
  currency: CurrencyCode = 'PHP',
): string {
  return `${account.name} (${formatMoney(account.balance, account.currency ?? currency)})`;
}

export function findAccount<T extends Pick<Account, 'id'>>(
  accounts: readonly T[],
  id: string | undefined | null,
): T | undefined {
  return id ? accounts.find((a) => a.id === id) : undefined;
}
