// Monthly summaries: what insights read instead of scanning transactions. Every command that
// books or removes a transaction applies it here, in the same Firestore transaction, so the
// summaries are exact at any history size (the ledger property test recomputes them after every
// step). Months are Asia/Manila calendar months of the transaction's date.
import type { IsoCurrency, Transaction } from './model';
import { FIRST_KINSENA_LAST_DAY, manilaDate } from './calendar';
import { ZERO_CENTAVOS, addMoney, negateMoney, type Centavos } from './money';
import { signedAmount } from './transactions';

/** 'YYYY-MM', a Manila calendar month: the id of its summary document. */
export type MonthKey = string;

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthKey(value: string): boolean {
  return MONTH_KEY.test(value);
}

/** The Manila month of an instant. */
export function monthKeyOf(date: Date): MonthKey {
  const { year, month } = manilaDate(date);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month `delta` months after (or before, when negative) `key`. */
export function shiftMonth(key: MonthKey, delta: number): MonthKey {
  const match = MONTH_KEY.exec(key);
  if (!match) throw new RangeError(`Not a month: ${key}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + delta;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `count` months ending with `end`, oldest first. */
export function monthsEnding(end: MonthKey, count: number): MonthKey[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(end, i - count + 1));
}

export interface CategoryTotals {
  income: Centavos;
  expense: Centavos;
}

/** What one account did in one month. Transfer halves are kept apart from the categories. */
export interface AccountMonth {
  categories: Record<string, CategoryTotals>;
  transfersIn: Centavos;
  transfersOut: Centavos;
  /**
   * An account in its own currency (not the books'): its figures are in that currency's minor
   * units and count in no figure across accounts (all accounts' spending, by member, the second
   * kinsena, a budget's spent) until they are converted (#39).
   */
  currency?: IsoCurrency;
}

/**
 * `users/{uid}/summaries/{YYYY-MM}`: per account, income and expense per category and transfers.
 * In a household, also per member who added them (transfers apart): spending by member.
 */
export interface MonthSummary {
  month: MonthKey;
  accounts: Record<string, AccountMonth>;
  /** A household's: income and expense per member (uid) who made the transactions; absent when none. */
  members?: Record<string, CategoryTotals>;
  /**
   * Spending per category in the month's second kinsena (the 16th to its last day, Manila days),
   * all accounts together, transfer halves apart; the first kinsena's is the month's less this.
   * Absent when none.
   */
  secondHalf?: Record<string, Centavos>;
}

/**
 * The shape of the summaries: a ledger summary of an older version is not complete (its months
 * lack what was added since), so the one-time rebuild writes them again. 2: `secondHalf`.
 */
export const SUMMARIES_VERSION = 2;

/**
 * `users/{uid}/summaries/ledger`: the net change of every account in every month (all moves,
 * transfers and opening balances included) and the balances they lead to, so net worth at the
 * end of any month is `balance − the nets of the months after it`, read from this one document.
 * `complete` is false until every transaction that predates the summaries is in them (the
 * one-time rebuild); `writes` counts the commands that moved money, so a rebuild can tell that
 * nothing changed while it read.
 */
export interface LedgerSummary {
  complete: boolean;
  writes: number;
  balances: Record<string, Centavos>;
  /** Every open account's name, kept with its balance: insights list the accounts from here. */
  names: Record<string, string>;
  /**
   * The open accounts in a currency of their own (#39), by id: their balances and nets are in
   * its minor units, so net worth in the books' currency leaves them out. Absent when none.
   */
  currencies?: Record<string, IsoCurrency>;
  net: Record<MonthKey, Record<string, Centavos>>;
}

export const LEDGER_SUMMARY_ID = 'ledger';

export function emptyMonthSummary(month: MonthKey): MonthSummary {
  return { month, accounts: {} };
}

/** A copy `applyToSummaries` may change without touching `s` (it replaces category totals, never mutates them). */
export function copyMonthSummary(s: MonthSummary): MonthSummary {
  return {
    month: s.month,
    accounts: Object.fromEntries(
      Object.entries(s.accounts).map(([id, entry]) => [id, { ...entry, categories: { ...entry.categories } }]),
    ),
    ...(s.members ? { members: { ...s.members } } : {}),
    ...(s.secondHalf ? { secondHalf: { ...s.secondHalf } } : {}),
  };
}

export function emptyLedgerSummary(complete: boolean): LedgerSummary {
  return { complete, writes: 0, balances: {}, names: {}, net: {} };
}

/** What a summary needs to know of a transaction. */
export type SummarizedTransaction = Pick<Transaction, 'type' | 'amount' | 'category' | 'accountId' | 'date'> &
  Partial<Pick<Transaction, 'transfer' | 'createdBy' | 'currency'>>;

/** A transaction without a valid date (data of the original product) has no month: it is left out. */
export function hasDate(tx: Pick<SummarizedTransaction, 'date'>): boolean {
  return tx.date instanceof Date && !Number.isNaN(tx.date.getTime());
}

function isTransferHalf(tx: SummarizedTransaction): boolean {
  return tx.transfer?.role === 'out' || tx.transfer?.role === 'in';
}

/** The summaries being updated by one command (copies: the caller writes them back). */
export interface SummaryWork {
  months: Map<MonthKey, MonthSummary>;
  ledger: LedgerSummary;
}

function accountMonth(summary: MonthSummary, accountId: string): AccountMonth {
  const existing = summary.accounts[accountId];
  if (existing) return existing;
  const created: AccountMonth = { categories: {}, transfersIn: ZERO_CENTAVOS, transfersOut: ZERO_CENTAVOS };
  summary.accounts[accountId] = created;
  return created;
}

/**
 * Adds a transaction to the summaries (`sign` 1: booked) or takes it off (−1: reverted, deleted,
 * or the old side of an edit). Entries that come back to zero are removed, so booking and then
 * removing a transaction leaves the documents exactly as they were.
 */
export function applyToSummaries(work: SummaryWork, tx: SummarizedTransaction, sign: 1 | -1): void {
  const month = monthKeyOf(tx.date);
  const summary = work.months.get(month);
  if (!summary) throw new Error(`Summary of ${month} was not read before the command wrote`);
  const amount = sign === 1 ? tx.amount : negateMoney(tx.amount);
  const entry = accountMonth(summary, tx.accountId);
  if (tx.currency) entry.currency = tx.currency;
  if (isTransferHalf(tx)) {
    if (tx.type === 'income') entry.transfersIn = addMoney(entry.transfersIn, amount);
    else entry.transfersOut = addMoney(entry.transfersOut, amount);
  } else {
    const totals = entry.categories[tx.category] ?? { income: ZERO_CENTAVOS, expense: ZERO_CENTAVOS };
    entry.categories[tx.category] =
      tx.type === 'income'
        ? { ...totals, income: addMoney(totals.income, amount) }
        : { ...totals, expense: addMoney(totals.expense, amount) };
    if (entry.categories[tx.category].income === 0 && entry.categories[tx.category].expense === 0) {
      delete entry.categories[tx.category];
    }
    if (tx.createdBy && !tx.currency) addToMember(summary, tx.createdBy, tx.type, amount);
    if (!tx.currency && tx.type === 'expense' && manilaDate(tx.date).day > FIRST_KINSENA_LAST_DAY) {
      addToSecondHalf(summary, tx.category, amount);
    }
  }
  if (Object.keys(entry.categories).length === 0 && entry.transfersIn === 0 && entry.transfersOut === 0) {
    delete summary.accounts[tx.accountId];
  }
  const nets = { ...(work.ledger.net[month] ?? {}) };
  const net = addMoney(
    nets[tx.accountId] ?? ZERO_CENTAVOS,
    sign === 1 ? signedAmount(tx) : negateMoney(signedAmount(tx)),
  );
  if (net === 0) delete nets[tx.accountId];
  else nets[tx.accountId] = net;
  if (Object.keys(nets).length === 0) delete work.ledger.net[month];
  else work.ledger.net[month] = nets;
}

function addToSecondHalf(summary: MonthSummary, category: string, amount: Centavos): void {
  const half = { ...(summary.secondHalf ?? {}) };
  const spent = addMoney(half[category] ?? ZERO_CENTAVOS, amount);
  if (spent === 0) delete half[category];
  else half[category] = spent;
  if (Object.keys(half).length === 0) delete summary.secondHalf;
  else summary.secondHalf = half;
}

function addToMember(summary: MonthSummary, member: string, type: Transaction['type'], amount: Centavos): void {
  const members = { ...(summary.members ?? {}) };
  const totals = members[member] ?? { income: ZERO_CENTAVOS, expense: ZERO_CENTAVOS };
  const next =
    type === 'income'
      ? { ...totals, income: addMoney(totals.income, amount) }
      : { ...totals, expense: addMoney(totals.expense, amount) };
  if (next.income === 0 && next.expense === 0) delete members[member];
  else members[member] = next;
  if (Object.keys(members).length === 0) delete summary.members;
  else summary.members = members;
}

/**
 * The summaries recomputed from scratch: what live maintenance must always equal, and what the
 * one-time rebuild writes. `balances` are every open account's stored balance, ₱0 included (the
 * anchor of net worth: an account missing from it was deleted); `names` their names;
 * `currencies` those in a currency of their own.
 */
export function summariesFromTransactions(
  transactions: readonly SummarizedTransaction[],
  balances: Readonly<Record<string, Centavos>>,
  names: Readonly<Record<string, string>> = {},
  currencies: Readonly<Record<string, IsoCurrency>> = {},
): SummaryWork {
  const work: SummaryWork = { months: new Map(), ledger: emptyLedgerSummary(true) };
  for (const tx of transactions) {
    if (!hasDate(tx)) continue;
    const month = monthKeyOf(tx.date);
    if (!work.months.has(month)) work.months.set(month, emptyMonthSummary(month));
    applyToSummaries(work, tx, 1);
  }
  for (const [month, summary] of work.months) {
    if (Object.keys(summary.accounts).length === 0) work.months.delete(month);
  }
  work.ledger.balances = { ...balances };
  work.ledger.names = { ...names };
  if (Object.keys(currencies).length > 0) work.ledger.currencies = { ...currencies };
  return work;
}
