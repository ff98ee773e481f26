import type { CurrencyCode, Transaction, TransactionType } from './model';
import { ZERO_CENTAVOS, addMoney, formatMoney, negateMoney, type Centavos } from './money';
import type { DateRange } from './dates';
import { dateRangeStart } from './dates';

type Signed = Pick<Transaction, 'type' | 'amount'>;
type Booked = Pick<Transaction, 'type' | 'amount' | 'accountId'>;

/** Income counts +, expense −. */
export function signedAmount(tx: Signed): Centavos {
  return tx.type === 'income' ? tx.amount : negateMoney(tx.amount);
}

/** Per-account balance change; accounts with no change are left out. */
export type BalanceEffects = Record<string, Centavos>;

export type BalanceChange =
  { kind: 'add'; tx: Booked } | { kind: 'edit'; before: Booked; after: Booked } | { kind: 'revert'; tx: Booked };

/**
 * What a transaction change does to account balances. An edit takes the old transaction off
 * its account and puts the new one on its (possibly different) account.
 */
export function balanceEffects(change: BalanceChange): BalanceEffects {
  const effects: BalanceEffects = {};
  const apply = (accountId: string, delta: Centavos) => {
    effects[accountId] = addMoney(effects[accountId] ?? ZERO_CENTAVOS, delta);
  };
  switch (change.kind) {
    case 'add':
      apply(change.tx.accountId, signedAmount(change.tx));
      break;
    case 'revert':
      apply(change.tx.accountId, negateMoney(signedAmount(change.tx)));
      break;
    case 'edit':
      apply(change.before.accountId, negateMoney(signedAmount(change.before)));
      apply(change.after.accountId, signedAmount(change.after));
      break;
  }
  for (const id of Object.keys(effects)) {
    if (effects[id] === 0) delete effects[id];
  }
  return effects;
}

/** A balance moved by a delta. */
export function applyBalanceDelta(balance: Centavos, delta: Centavos): Centavos {
  return addMoney(balance, delta);
}

/** Fills the display defaults for missing values: 'Unnamed transaction', 'Unknown account', 0. */
export function displayTransaction<T extends Partial<Transaction>>(
  tx: T,
): T & { description: string; accountName: string; amount: Centavos } {
  return {
    ...tx,
    description: tx.description || 'Unnamed transaction',
    accountName: tx.accountName || 'Unknown account',
    amount: typeof tx.amount === 'number' && Number.isSafeInteger(tx.amount) ? tx.amount : ZERO_CENTAVOS,
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
  /** In a household: only what this member (a uid) added; absent, everyone's. */
  member?: string;
}

export const DEFAULT_TRANSACTION_FILTER: TransactionFilter = {
  type: 'all',
  accountId: 'all',
  range: 'all',
};

/** True when the transaction passes every filter at once (type, account, member and date range). */
export function matchesTransactionFilter(
  tx: Pick<Transaction, 'type' | 'accountId' | 'date' | 'transfer' | 'createdBy'>,
  filter: TransactionFilter,
  now: Date,
): boolean {
  if (filter.type === 'transfer' ? !tx.transfer : filter.type !== 'all' && tx.type !== filter.type) return false;
  if (filter.accountId !== 'all' && tx.accountId !== filter.accountId) return false;
  if (filter.member && tx.createdBy !== filter.member) return false;
  const start = dateRangeStart(filter.range, now);
  return start === null || tx.date.getTime() >= start.getTime();
}
