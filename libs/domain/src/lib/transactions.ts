import type { CurrencyCode, Transaction, TransactionType } from './model';
import { formatMoney, fromCentavos, toCentavos } from './money';
import type { DateRange } from './dates';
import { dateRangeStart } from './dates';

type Signed = Pick<Transaction, 'type' | 'amount'>;
type Booked = Pick<Transaction, 'type' | 'amount' | 'accountId'>;

/** Income counts +, expense − (in pesos). */
export function signedAmount(tx: Signed): number {
  return fromCentavos(signedCentavos(tx));
}

export function signedCentavos(tx: Signed): number {
  const c = toCentavos(tx.amount);
  return tx.type === 'income' || c === 0 ? c : -c;
}

/** Per-account balance change in centavos; accounts with no change are left out. */
export type BalanceEffects = Record<string, number>;

export type BalanceChange =
  { kind: 'add'; tx: Booked } | { kind: 'edit'; before: Booked; after: Booked } | { kind: 'revert'; tx: Booked };

/**
 * What a transaction change does to account balances. An edit takes the old transaction off
 * its account and puts the new one on its (possibly different) account.
 */
export function balanceEffects(change: BalanceChange): BalanceEffects {
  const effects: BalanceEffects = {};
  const apply = (accountId: string, centavos: number) => {
    effects[accountId] = (effects[accountId] ?? 0) + centavos;
  };
  switch (change.kind) {
    case 'add':
      apply(change.tx.accountId, signedCentavos(change.tx));
      break;
    case 'revert':
      apply(change.tx.accountId, -signedCentavos(change.tx));
      break;
    case 'edit':
      apply(change.before.accountId, -signedCentavos(change.before));
      apply(change.after.accountId, signedCentavos(change.after));
      break;
  }
  for (const id of Object.keys(effects)) {
    if (effects[id] === 0) delete effects[id];
  }
  return effects;
}

/** A balance moved by a centavo delta, rounded to 2 decimals. */
export function applyBalanceDelta(balance: number, deltaCentavos: number): number {
  return fromCentavos(toCentavos(balance) + deltaCentavos);
}

/** Fills the display defaults for missing values: 'Unnamed transaction', 'Unknown account', 0. */
export function displayTransaction<T extends Partial<Transaction>>(
  tx: T,
): T & { description: string; accountName: string; amount: number } {
  return {
    ...tx,
    description: tx.description || 'Unnamed transaction',
    accountName: tx.accountName || 'Unknown account',
    amount: typeof tx.amount === 'number' && Number.isFinite(tx.amount) ? tx.amount : 0,
  };
}

/** Amount as shown in a list: '-₱5.00' for an expense, '₱5.00' for an income. */
export function formatTransactionAmount(tx: Signed, currency: CurrencyCode = 'PHP'): string {
  return formatMoney(signedAmount(tx), currency);
}

export interface TransactionFilter {
  /** 'transfer': only the parts of transfers (both halves and fees). */
  type: 'all' | TransactionType | 'transfer';
  accountId: 'all' | string;
  range: DateRange;
}

export const DEFAULT_TRANSACTION_FILTER: TransactionFilter = {
  type: 'all',
  accountId: 'all',
  range: 'all',
};

/** True when the transaction passes every filter at once (type, account and date range). */
export function matchesTransactionFilter(
  tx: Pick<Transaction, 'type' | 'accountId' | 'date' | 'transfer'>,
  filter: TransactionFilter,
  now: Date,
): boolean {
  if (filter.type === 'transfer' ? !tx.transfer : filter.type !== 'all' && tx.type !== filter.type) return false;
  if (filter.accountId !== 'all' && tx.accountId !== filter.accountId) return false;
  const start = dateRangeStart(filter.range, now);
  return start === null || tx.date.getTime() >= start.getTime();
}
