// The CSV export of transactions: the header and one row of cells per transaction. Pure; the app
// quotes the cells (Papa Parse), adds the UTF-8 BOM and downloads the file.
import { MANILA_OFFSET_MS } from '../calendar';
import { toDateInputValue } from '../dates';
import type { IsoCurrency, Transaction, TransactionSourceKind } from '../model';
import type { Centavos } from '../money';
import { signedAmount, type TransactionFilter } from '../transactions';
import { spreadsheetText } from './spreadsheet-cell';
import { decimalOf, minorAmount } from '../currency/minor-amounts';

export const TRANSACTIONS_CSV_COLUMNS = [
  'Date',
  'Time',
  'Type',
  'Amount',
  'Currency',
  'Account',
  'Category',
  'Description',
  'Source',
] as const;

const SOURCE_NAMES: Record<TransactionSourceKind, string> = {
  'paluwagan-week': 'Paluwagan',
  'paluwagan-payout': 'Paluwagan',
  'debt-payment': 'Debt',
  recurring: 'Recurring',
};

/** The Source of a row a statement import wrote (docs/decisions.md, "CSV export"). */
export const IMPORTED_SOURCE = 'Import';

/** What booked the transaction: Transfer, Paluwagan, Debt, Recurring, Import, or '' for one typed in. */
export function csvSource(t: Pick<Transaction, 'source' | 'transfer' | 'import'>): string {
  if (t.transfer) return 'Transfer';
  if (t.source) return SOURCE_NAMES[t.source.kind];
  return t.import ? IMPORTED_SOURCE : '';
}

/**
 * Minor units as a plain number a spreadsheet reads as one: a '-' for money out, the currency's
 * own decimals (two for pesos, none for yen, three for dinars), a '.' point, no grouping
 * ('-1234.50', '0.05', '1500', '12.345'). Integer arithmetic, so no float ever rounds it.
 */
export function csvAmount(amount: Centavos, currency: IsoCurrency = 'PHP'): string {
  return decimalOf(minorAmount(amount), currency);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' (24 h) of an instant in Manila, whatever the device's zone; seconds are dropped. */
export function manilaTime(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const shifted = new Date(d.getTime() + MANILA_OFFSET_MS);
  return `${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())}`;
}

/**
 * One transaction as the cells of TRANSACTIONS_CSV_COLUMNS, its amount in its own currency (its
 * account's, or the books'). The texts a user typed (account,
 * category, description) are spreadsheet-safe (`spreadsheetText`); the amount is a number and is
 * never touched, so a spreadsheet adds it up.
 */
export function transactionCsvRow(t: Transaction, booksCurrency: IsoCurrency = 'PHP'): string[] {
  const currency = t.currency ?? booksCurrency;
  return [
    toDateInputValue(t.date),
    manilaTime(t.date),
    t.type === 'income' ? 'Income' : 'Expense',
    csvAmount(signedAmount(t), currency),
    currency,
    spreadsheetText(t.accountName),
    spreadsheetText(t.category),
    spreadsheetText(t.description),
    csvSource(t),
  ];
}

const TYPE_WORDS: Record<TransactionFilter['type'], string> = {
  all: '',
  income: 'income',
  expense: 'expense',
  transfer: 'transfers',
};

const RANGE_WORDS: Record<TransactionFilter['range'], string> = {
  all: '',
  today: 'today',
  week: 'last-7-days',
  month: 'last-30-days',
};

/** 'BPI Savings' -> 'bpi-savings', 'Piñata Fund' -> 'pinata-fund' (at most 40 characters). */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}

/**
 * `pitaka-transactions-2026-11-27.csv` for everything; a filter is named in it, e.g.
 * `pitaka-transactions-expense-gcash-last-7-days-2026-11-27.csv`. The day is Manila's.
 */
export function transactionsCsvFileName(filter: TransactionFilter, accountName: string | null, now: Date): string {
  const parts = [
    'pitaka-transactions',
    TYPE_WORDS[filter.type],
    filter.accountId === 'all' ? '' : slug(accountName ?? '') || 'account',
    RANGE_WORDS[filter.range],
    toDateInputValue(now),
  ];
  return `${parts.filter(Boolean).join('-')}.csv`;
}
