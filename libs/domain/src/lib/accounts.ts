import type { Account, CurrencyCode } from './model';
import { formatMoney, sumMoney, type Centavos } from './money';
import { DASHBOARD_TOP_COUNT } from './constants';

/** Sum of all balances, exact to the centavo. */
export function totalBalance(accounts: readonly Pick<Account, 'balance'>[]): Centavos {
  return sumMoney(accounts.map((a) => a.balance));
}

/** The accounts with the highest balances, highest first (dashboard). */
export function topAccountsByBalance<T extends Pick<Account, 'balance'>>(
  accounts: readonly T[],
  count: number = DASHBOARD_TOP_COUNT,
): T[] {
  return [...accounts].sort((a, b) => b.balance - a.balance).slice(0, count);
}

/** Account select option on paluwagan and debt screens: 'name (₱balance)'. */
export function accountOptionLabel(account: Pick<Account, 'name' | 'balance'>, currency: CurrencyCode = 'PHP'): string {
  return `${account.name} (${formatMoney(account.balance, currency)})`;
}

export function findAccount<T extends Pick<Account, 'id'>>(
  accounts: readonly T[],
  id: string | undefined | null,
): T | undefined {
  return id ? accounts.find((a) => a.id === id) : undefined;
}
