import { formatMoney, type Account, type CurrencyCode } from '@pitaka/domain';
import type { AccountOption } from '@pitaka/ui';

/** Account select options: 'GCash (₱1,250.00)', each in its own currency or the books', which it carries. */
export function accountOptions(accounts: readonly Account[], currency: CurrencyCode): AccountOption[] {
  return accounts.map((a) => {
    const own = a.currency ?? currency;
    return { value: a.id, label: `${a.name} (${formatMoney(a.balance, own)})`, currency: own };
  });
}

/** The currency amounts are typed in for the chosen account: its own, or the books' while none is chosen. */
export function currencyOfChoice(options: readonly AccountOption[], accountId: string, books: string): string {
  return options.find((o) => o.value === accountId)?.currency ?? books;
}
