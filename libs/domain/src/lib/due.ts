// What is due when, across paluwagans, debts and recurring items: one list read from the same
// schedule rows the mark and unmark commands use, so a row is due exactly when it can be paid.
import type { AccountRef, Debt, Paluwagan, RecurringItem } from './model';
import { addManilaDays, startOfManilaDay } from './calendar';
import { CATEGORY_DEBT, CATEGORY_PALUWAGAN } from './lookups';
import { ZERO_CENTAVOS, subtractMoney, sumMoney, type Centavos } from './money';
import {
  PALUWAGAN_PAYOUTS,
  PALUWAGAN_WEEKS,
  debtRows,
  debtScheduleKind,
  payoutRows,
  recurringScheduleKind,
  weekRows,
  type ScheduleKind,
  type ScheduleRow,
} from './schedule-rows';
import { manilaDayNumber, recurringRows } from './recurrence';

export type DueKind = 'paluwagan-week' | 'paluwagan-payout' | 'debt-payment' | 'recurring';

export interface DueItem {
  /** Stable across reads and edits of amounts: `${kind}:${sourceId}:${key}` (also the calendar UID). */
  id: string;
  kind: DueKind;
  /** 'out': the user pays; 'in': the user receives. */
  flow: 'out' | 'in';
  /** The paluwagan, debt or recurring item. */
  sourceId: string;
  sourceName: string;
  /** The schedule row key: week number, payout number, 0-based debt position or Manila day number. */
  key: number;
  /** Manila midnight. */
  dueDate: Date;
  /** Null: a 'varies' recurring item, asked when paid. */
  amount: Centavos | null;
  /** 'Paluwagan', 'Debt' or the recurring item's category. */
  category: string;
  /** Recurring items: the account they are usually paid from or into. */
  accountId?: string;
  status: 'overdue' | 'today' | 'upcoming';
}

export interface DueSources {
  paluwagans: readonly Paluwagan[];
  debts: readonly Debt[];
  recurring: readonly RecurringItem[];
}

/** How many days ahead of today the due list looks (through = today + DUE_WINDOW_DAYS). */
export const DUE_WINDOW_DAYS = 30;

/**
 * The last Manila day of "this week": today and the next 6 days. A rolling week rather than the
 * calendar week, so that on a Saturday "this week" still shows the next seven days' bills.
 */
export function thisWeekEnd(today: Date): Date {
  return addManilaDays(startOfManilaDay(today), 6);
}

type Source = Pick<DueItem, 'kind' | 'flow' | 'sourceId' | 'sourceName' | 'category' | 'accountId'>;

/** A due item's paluwagan, debt or recurring item: its id and name, and the category it books. */
const sourceOf = (item: { id: string; name: string }, category: string) => ({
  sourceId: item.id,
  sourceName: item.name,
  category,
});

/**
 * Every unpaid row due through `through`: paluwagan weeks, own payouts not yet received, debt
 * payments (owe: out, owed: in) and recurring occurrences (not skipped, not paused). Rows before
 * today are overdue however old. Ordered by due date, then out before in, then source name,
 * then key (then id, so the order is total).
 */
export function dueItems(sources: DueSources, today: Date, through: Date): DueItem[] {
  const todayNumber = manilaDayNumber(today);
  const throughNumber = manilaDayNumber(through);
  const due = (
    source: Source,
    rows: readonly ScheduleRow[],
    amountOf = (row: ScheduleRow): Centavos | null => row.amount,
  ) =>
    rows
      .filter((row) => !row.isPaid && manilaDayNumber(row.dueDate) <= throughNumber)
      .map((row): DueItem => {
        const day = manilaDayNumber(row.dueDate);
        return {
          ...source,
          id: `${source.kind}:${source.sourceId}:${row.key}`,
          key: row.key,
          dueDate: startOfManilaDay(row.dueDate),
          amount: amountOf(row),
          status: day < todayNumber ? 'overdue' : day === todayNumber ? 'today' : 'upcoming',
        };
      });

  const items = [
    ...sources.paluwagans.flatMap((p) => {
      const common = sourceOf(p, CATEGORY_PALUWAGAN);
      return [
        ...due({ ...common, kind: 'paluwagan-week', flow: 'out' }, weekRows(p)),
        ...due({ ...common, kind: 'paluwagan-payout', flow: 'in' }, payoutRows(p)),
      ];
    }),
    ...sources.debts.flatMap((d) =>
      due({ ...sourceOf(d, CATEGORY_DEBT), kind: 'debt-payment', flow: d.type === 'owe' ? 'out' : 'in' }, debtRows(d)),
    ),
    ...sources.recurring.flatMap((r) =>
      due(
        {
          ...sourceOf(r, r.category),
          kind: 'recurring',
          flow: r.type === 'expense' ? 'out' : 'in',
          accountId: r.accountId,
        },
        recurringRows(r, through),
        // Unpaid rows carry the item's amount, but as ZERO_CENTAVOS when it varies: keep it null.
        () => r.amount,
      ),
    ),
  ];
  return items.sort(dueOrder);
}

/** The schedule a due item is a row of: its kind's rules and rows, to pay it through the engine. */
export interface DueSchedule {
  kind: ScheduleKind;
  rows: ScheduleRow[];
  /** A recurring item whose amount varies: asked at payment. */
  asksAmount: boolean;
}

/**
 * Null when the item's paluwagan, debt or recurring item is no longer among `sources`. A recurring
 * item's rows reach `through` (default: the item's own day; the latest of several paid together).
 */
export function dueSchedule(
  item: Pick<DueItem, 'kind' | 'sourceId' | 'dueDate'>,
  sources: DueSources,
  through: Date = item.dueDate,
): DueSchedule | null {
  const fixed = (kind: ScheduleKind, rows: ScheduleRow[]) => ({ kind, rows, asksAmount: false });
  switch (item.kind) {
    case 'paluwagan-week':
    case 'paluwagan-payout': {
      const p = sources.paluwagans.find((x) => x.id === item.sourceId);
      if (!p) return null;
      return item.kind === 'paluwagan-week'
        ? fixed(PALUWAGAN_WEEKS, weekRows(p))
        : fixed(PALUWAGAN_PAYOUTS, payoutRows(p));
    }
    case 'debt-payment': {
      const d = sources.debts.find((x) => x.id === item.sourceId);
      return d ? fixed(debtScheduleKind(d.type), debtRows(d)) : null;
    }
    case 'recurring': {
      const r = sources.recurring.find((x) => x.id === item.sourceId);
      if (!r) return null;
      return {
        kind: recurringScheduleKind(r.type),
        rows: recurringRows(r, through),
        asksAmount: r.amount === null,
      };
    }
  }
}

const NAMES = new Intl.Collator('en');

function dueOrder(a: DueItem, b: DueItem): number {
  return (
    a.dueDate.getTime() - b.dueDate.getTime() ||
    (a.flow === b.flow ? 0 : a.flow === 'out' ? -1 : 1) ||
    NAMES.compare(a.sourceName, b.sourceName) ||
    a.key - b.key ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export interface DueTotals {
  /** What the user pays, overdue or due through this week's end. */
  dueThisWeek: Centavos;
  /** What the user receives, overdue or due through this week's end. */
  expectedInThisWeek: Centavos;
  /** How many of those have no amount yet ('varies'), left out of the sums. */
  varies: number;
}

export function dueTotals(items: readonly DueItem[], today: Date): DueTotals {
  const weekEnd = thisWeekEnd(today).getTime();
  const thisWeek = items.filter((item) => startOfManilaDay(item.dueDate).getTime() <= weekEnd);
  const sumOf = (flow: DueItem['flow']) =>
    sumMoney(thisWeek.flatMap((item) => (item.flow === flow && item.amount !== null ? [item.amount] : [])));
  return {
    dueThisWeek: sumOf('out'),
    expectedInThisWeek: sumOf('in'),
    varies: thisWeek.filter((item) => item.amount === null).length,
  };
}

export interface Coverage {
  /** Accounts charged more than their balance, in the order given, with the difference. */
  shortfalls: { account: AccountRef; short: Centavos }[];
  /** How much the items without a known account exceed what the accounts have left. */
  unassignedShort: Centavos;
}

/**
 * Whether the balances cover the 'out' items given (the caller picks the window). Items with one
 * of the accounts are charged to it; the others (paluwagan weeks, debt payments, an unknown
 * account) may be paid from whatever the accounts have left after their own charges. Money
 * expected in is not counted: it cannot pay anything until it arrives. A 'varies' amount counts 0.
 */
export function coverage(items: readonly DueItem[], accounts: readonly AccountRef[]): Coverage {
  const charged = new Map<string, Centavos[]>(accounts.map((a) => [a.id, []]));
  const unassigned: Centavos[] = [];
  for (const item of items) {
    if (item.flow !== 'out' || item.amount === null) continue;
    const account = item.accountId === undefined ? undefined : charged.get(item.accountId);
    (account ?? unassigned).push(item.amount);
  }
  const shortfalls: Coverage['shortfalls'] = [];
  const left: Centavos[] = [];
  for (const account of accounts) {
    const total = sumMoney(charged.get(account.id) ?? []);
    const after = subtractMoney(account.balance, total);
    // An account nothing is charged to is never short, even with a negative balance.
    if (total > ZERO_CENTAVOS && after < ZERO_CENTAVOS)
      shortfalls.push({ account, short: subtractMoney(total, account.balance) });
    if (after > ZERO_CENTAVOS) left.push(after);
  }
  const unassignedShort = subtractMoney(sumMoney(unassigned), sumMoney(left));
  return { shortfalls, unassignedShort: unassignedShort > ZERO_CENTAVOS ? unassignedShort : ZERO_CENTAVOS };
}

/**
 * Items ticked on /upcoming to pay or receive together: one schedule at a time (the engine pays
 * the rows of one paluwagan's weeks, one debt or one recurring item in one command), fixed by the
 * first ticked item; the others cannot be ticked until the selection is empty again.
 */
export interface DueSelection {
  schedule: { kind: DueKind; sourceId: string } | null;
  ids: readonly string[];
}

export const EMPTY_DUE_SELECTION: DueSelection = { schedule: null, ids: [] };

export function canSelectDue(selection: DueSelection, item: Pick<DueItem, 'kind' | 'sourceId'>): boolean {
  return (
    selection.schedule === null ||
    (selection.schedule.kind === item.kind && selection.schedule.sourceId === item.sourceId)
  );
}

/** Ticks or unticks `item`; an item of another schedule leaves the selection as it is. */
export function toggleDueSelection(
  selection: DueSelection,
  item: Pick<DueItem, 'id' | 'kind' | 'sourceId'>,
): DueSelection {
  if (selection.ids.includes(item.id)) {
    const ids = selection.ids.filter((id) => id !== item.id);
    return ids.length === 0 ? EMPTY_DUE_SELECTION : { ...selection, ids };
  }
  if (!canSelectDue(selection, item)) return selection;
  return { schedule: { kind: item.kind, sourceId: item.sourceId }, ids: [...selection.ids, item.id] };
}
