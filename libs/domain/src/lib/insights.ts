// What insights show, computed from the monthly summaries (summaries.ts) only: a month's income,
// expense and spending by category, the change from the month before in words, and net worth
// over time. Transfers between own accounts are neither income nor expense (their fees are
// expense); an account's opening balance ('Initial') is not income.
import { CATEGORY_INITIAL } from './lookups';
import { ZERO_CENTAVOS, addMoney, negateMoney, subtractMoney, sumMoney, type Centavos } from './money';
import { manilaDay } from './calendar';
import { monthNames, shortMonthNames } from './date-names';
import type { Language } from './language';
import { type LedgerSummary, type MonthKey, type MonthSummary } from './summaries';

function monthParts(key: MonthKey): { year: number; month: number } {
  const [year, month] = key.split('-').map(Number);
  return { year, month };
}

/** 'October' ('Oktubre'). */
export function monthName(key: MonthKey, language: Language = 'en'): string {
  return monthNames(language)[monthParts(key).month - 1];
}

/** 'October 2026' ('Oktubre 2026'). */
export function monthLabel(key: MonthKey, language: Language = 'en'): string {
  return `${monthName(key, language)} ${monthParts(key).year}`;
}

/** 'Oct' ('Okt'; chart axes). */
export function shortMonthLabel(key: MonthKey, language: Language = 'en'): string {
  return shortMonthNames(language)[monthParts(key).month - 1];
}

/** Manila midnight of the month's first day. */
export function monthStart(key: MonthKey): Date {
  const { year, month } = monthParts(key);
  return manilaDay(year, month, 1);
}

export interface CategorySpending {
  category: string;
  amount: Centavos;
  /** Share of the month's expense, 0..100 with one decimal. */
  percent: number;
}

export interface MonthFigures {
  month: MonthKey;
  income: Centavos;
  expense: Centavos;
  net: Centavos;
  /** Expense per category, largest first; categories with nothing spent are left out. */
  spending: CategorySpending[];
  /** Income per category, largest first. */
  earning: { category: string; amount: Centavos }[];
}

/** Which accounts a view covers: all of them, or one. */
export type AccountFilter = string | null;

export interface MemberSpending {
  /** The member's uid. */
  member: string;
  amount: Centavos;
  /** Share of what the household spent that month, 0..100 with one decimal. */
  percent: number;
}

/**
 * A household's month: what each member spent (the expenses they added, transfers apart), largest
 * first; members who spent nothing are left out. Empty in a person's own books.
 */
export function spendingByMember(summary: MonthSummary | null | undefined): MemberSpending[] {
  const spent = Object.entries(summary?.members ?? {}).filter(([, totals]) => totals.expense > 0);
  const total = sumMoney(spent.map(([, totals]) => totals.expense));
  return spent
    .map(([member, totals]) => ({
      member,
      amount: totals.expense,
      percent: Math.round((totals.expense / total) * 1000) / 10,
    }))
    .sort((a, b) => b.amount - a.amount || a.member.localeCompare(b.member));
}

/** A month's figures for every account or for one (`accountId`). A missing summary is an empty month. */
export function monthFigures(
  summary: MonthSummary | null | undefined,
  month: MonthKey,
  accountId: AccountFilter = null,
): MonthFigures {
  const expenseBy = new Map<string, Centavos>();
  const incomeBy = new Map<string, Centavos>();
  for (const [id, entry] of Object.entries(summary?.accounts ?? {})) {
    if (accountId !== null && id !== accountId) continue;
    // An account in its own currency is shown alone, never added to the books' currency.
    if (accountId === null && entry.currency) continue;
    for (const [category, totals] of Object.entries(entry.categories)) {
      if (category === CATEGORY_INITIAL) continue;
      expenseBy.set(category, addMoney(expenseBy.get(category) ?? ZERO_CENTAVOS, totals.expense));
      incomeBy.set(category, addMoney(incomeBy.get(category) ?? ZERO_CENTAVOS, totals.income));
    }
  }
  const income = sumMoney([...incomeBy.values()]);
  const expense = sumMoney([...expenseBy.values()]);
  const spending = [...expenseBy]
    .filter(([, amount]) => amount > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([category, amount]) => ({
      category,
      amount,
      percent: expense > 0 ? Math.round((amount / expense) * 1000) / 10 : 0,
    }));
  const earning = [...incomeBy]
    .filter(([, amount]) => amount > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([category, amount]) => ({ category, amount }));
  return { month, income, expense, net: subtractMoney(income, expense), spending, earning };
}

/** How a month's figure compares with the month before's: up, down or the same, by how much. */
export interface MonthChange {
  direction: 'up' | 'down' | 'same';
  /** The difference, never negative. */
  size: Centavos;
  /** The difference in percent of the month before's figure, rounded; null when that was not positive. */
  percent: number | null;
}

export function monthChange(amount: Centavos, previous: Centavos): MonthChange {
  const delta = subtractMoney(amount, previous);
  const size = delta < 0 ? negateMoney(delta) : delta;
  const direction = delta === 0 ? 'same' : delta > 0 ? 'up' : 'down';
  const percent = delta !== 0 && previous > 0 ? Math.round((size / previous) * 100) : null;
  return { direction, size, percent };
}

export interface NetWorthPoint {
  month: MonthKey;
  /** The balance at the end of the month. */
  balance: Centavos;
}

/**
 * Net worth (or one account's balance) at the end of each month: today's balance minus what
 * every later month moved. Accounts that were deleted are not in `ledger.balances` and count
 * for nothing, as in the Total Balance.
 */
export function netWorthSeries(
  ledger: LedgerSummary,
  months: readonly MonthKey[],
  accountId: AccountFilter = null,
): NetWorthPoint[] {
  // An account in its own currency is shown alone, never added to the books' net worth.
  const accounts = Object.keys(ledger.balances).filter((id) =>
    accountId === null ? ledger.currencies?.[id] === undefined : id === accountId,
  );
  const current = sumMoney(accounts.map((id) => ledger.balances[id]));
  const laterMoves = (month: MonthKey) =>
    sumMoney(
      Object.entries(ledger.net)
        .filter(([key]) => key > month)
        .flatMap(([, nets]) => accounts.map((id) => nets[id] ?? ZERO_CENTAVOS)),
    );
  return months.map((month) => ({ month, balance: subtractMoney(current, laterMoves(month)) }));
}
