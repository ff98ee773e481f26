import { accountOptionLabel, type Account } from '@pitaka/domain';
import type { AccountOption } from '@pitaka/ui';

/** Options 'name (₱balance)'. */
export function accountOptions(accounts: readonly Account[] | undefined): AccountOption[] {
  return (accounts ?? []).map((a) => ({ value: a.id, label: accountOptionLabel(a) }));
}

/** What the empty select says while accounts load. */
export function accountPlaceholder(accounts: readonly Account[] | undefined): string {
  return accounts ? 'Select an account' : 'Loading accounts...';
}
