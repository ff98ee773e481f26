import { formatMoney, type Account, type CurrencyCode } from '@pitaka/domain';
import type { AccountOption } from '@pitaka/ui';

/** Account select options: 'GCash (₱1,250.00)', each in its own currency or the books'. */
export function accountOptions(accounts: readonly Account[], currency: CurrencyCode): AccountOption[] {
  return accounts.map((a) => ({ value: a.id, label: `${a.name} (${formatMoney(a.balance, a.currency ?? currency)})` }));
}
