// /recurring: every item with when it is next due and its account's name, bills apart from income.
import { useAccounts, useRecurringItems } from '@pitaka/data';
import type { RecurringItem } from '@pitaka/domain';
import { useLoggedError, useToday } from '@pitaka/remote-kit';
import { nextDue, type NextDue } from './next-due';

export interface RecurringRow {
  item: RecurringItem;
  next: NextDue;
  /** Null when the account was deleted. */
  accountName: string | null;
}

export type RecurringListState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; bills: RecurringRow[]; income: RecurringRow[] };

const GROUP: Record<NextDue['kind'], number> = { date: 0, paused: 1, ended: 2 };
const dueTime = (row: RecurringRow) => (row.next.kind === 'date' ? row.next.date.getTime() : 0);

/** Soonest first; then the paused, then the ended. */
function bySoonest(a: RecurringRow, b: RecurringRow): number {
  return GROUP[a.next.kind] - GROUP[b.next.kind] || dueTime(a) - dueTime(b);
}

export function useRecurringList(): RecurringListState {
  const items = useRecurringItems();
  const accounts = useAccounts();
  const today = useToday();
  useLoggedError(items.error ?? accounts.error, 'Failed to load recurring items');
  if (items.isLoadingError || accounts.isLoadingError) {
    return {
      status: 'failed',
      retry: () => {
        if (items.isLoadingError) void items.refetch();
        if (accounts.isLoadingError) void accounts.refetch();
      },
    };
  }
  if (!items.data || !accounts.data) return { status: 'loading' };
  const names = new Map(accounts.data.map((account) => [account.id, account.name]));
  const rows = items.data
    .map((item) => ({ item, next: nextDue(item, today), accountName: names.get(item.accountId) ?? null }))
    .sort(bySoonest);
  return {
    status: 'ready',
    bills: rows.filter((row) => row.item.type !== 'income'),
    income: rows.filter((row) => row.item.type === 'income'),
  };
}
