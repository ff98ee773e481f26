import { useAccounts, useDebts, usePaluwagans, useRecurringItems } from '@pitaka/data';
import {
  DUE_WINDOW_DAYS,
  coverage,
  inBooksCurrency,
  dayOfNumber,
  type Account,
  dueItems,
  dueTotals,
  manilaDayNumber,
  thisWeekEnd,
  type Coverage,
  type DueItem,
  type DueSources,
  type DueTotals,
} from '@pitaka/domain';
import { useLoggedError, useToday } from '@pitaka/remote-kit';
import { useMemo } from 'react';

export interface UpcomingGroups {
  overdue: DueItem[];
  /** Today and the next 6 days. */
  thisWeek: DueItem[];
  /** The rest of the next 30 days. */
  later: DueItem[];
}

export type Upcoming =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | {
      status: 'ready';
      today: Date;
      sources: DueSources;
      accounts: Account[];
      groups: UpcomingGroups;
      totals: DueTotals;
      /** Whether the accounts cover what is due through this week. */
      cover: Coverage;
    };

export type ReadyUpcoming = Extract<Upcoming, { status: 'ready' }>;

/** Every item due, soonest first: the overdue, this week's, then the rest. */
export function allDue({ groups }: ReadyUpcoming): DueItem[] {
  return [...groups.overdue, ...groups.thisWeek, ...groups.later];
}

/** Everything due through the next 30 Manila days, from every source, with this week's totals. */
export function useUpcoming(): Upcoming {
  const today = useToday();
  const paluwagans = usePaluwagans();
  const debts = useDebts();
  const recurring = useRecurringItems();
  const accounts = useAccounts();
  const queries = [paluwagans, debts, recurring, accounts];
  const failed = queries.find((q) => q.isLoadingError);
  useLoggedError(failed?.error, 'Failed to load what is due');

  const computed = useMemo(() => {
    if (!paluwagans.data || !debts.data || !recurring.data || !accounts.data) return null;
    const sources: DueSources = { paluwagans: paluwagans.data, debts: debts.data, recurring: recurring.data };
    const through = dayOfNumber(manilaDayNumber(today) + DUE_WINDOW_DAYS);
    const items = dueItems(sources, today, through);
    const weekEnd = manilaDayNumber(thisWeekEnd(today));
    const day = (item: DueItem) => manilaDayNumber(item.dueDate);
    const groups: UpcomingGroups = {
      overdue: items.filter((i) => i.status === 'overdue'),
      thisWeek: items.filter((i) => i.status !== 'overdue' && day(i) <= weekEnd),
      later: items.filter((i) => day(i) > weekEnd),
    };
    const dueNow = [...groups.overdue, ...groups.thisWeek];
    return {
      sources,
      accounts: accounts.data,
      groups,
      totals: dueTotals(items, today),
      // What is due is in the books' currency: an account in its own currency cannot cover it.
      cover: coverage(
        dueNow.filter((i) => i.flow === 'out'),
        inBooksCurrency(accounts.data),
      ),
    };
  }, [paluwagans.data, debts.data, recurring.data, accounts.data, today]);

  if (computed) return { status: 'ready', today, ...computed };
  if (failed) return { status: 'failed', retry: () => queries.forEach((q) => q.isLoadingError && void q.refetch()) };
  return { status: 'loading' };
}
