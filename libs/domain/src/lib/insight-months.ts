// Which months /insights can show, read from the ledger summary alone (no extra documents).
import { shortMonthLabel } from './insights';
import type { Language } from './language';
import { monthsEnding, type LedgerSummary, type MonthKey } from './summaries';

function monthIndex(key: MonthKey): number {
  const [year, month] = key.split('-').map(Number);
  return year * 12 + month - 1;
}

/** Every month from `first` to `last`, newest first; none when `first` is after `last`. */
export function monthsNewestFirst(first: MonthKey, last: MonthKey): MonthKey[] {
  const count = monthIndex(last) - monthIndex(first) + 1;
  return count > 0 ? monthsEnding(last, count).reverse() : [];
}

/** True once any money has moved (an opening balance counts): before that there is nothing to chart. */
export function hasMoneyHistory(ledger: LedgerSummary): boolean {
  return Object.keys(ledger.net).length > 0;
}

/**
 * The months a user can pick, newest first: from the first month in which money moved up to this
 * month (or to a later month a transaction is dated in).
 */
export function insightMonths(ledger: LedgerSummary, thisMonth: MonthKey): MonthKey[] {
  const moved = Object.keys(ledger.net).sort();
  const first = moved[0] && moved[0] < thisMonth ? moved[0] : thisMonth;
  const latest = moved[moved.length - 1];
  return monthsNewestFirst(first, latest && latest > thisMonth ? latest : thisMonth);
}

/** 'Oct 2026' ('Okt 2026'): a month in a narrow table row. */
export function shortMonthYearLabel(key: MonthKey, language: Language = 'en'): string {
  return `${shortMonthLabel(key, language)} ${key.slice(0, 4)}`;
}
