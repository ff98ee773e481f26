// The monthly summaries a command updates, read at its start and written at its end by the
// Ledger (ledger.ts), in the command's Firestore transaction.
import type { Transaction as FirestoreTransaction } from 'firebase/firestore/lite';
import {
  applyToSummaries,
  copyMonthSummary,
  emptyLedgerSummary,
  emptyMonthSummary,
  hasDate,
  monthKeyOf,
  type Centavos,
  type MonthKey,
  type MonthSummary,
  type SummarizedTransaction,
} from '@pitaka/domain';
import { readDocOrFail } from './malformed';
import { refs, type DataScope } from './scope';
import type { StoredLedgerSummary } from './converters';

export interface SummariesInCommand {
  apply(t: SummarizedTransaction, sign: 1 | -1): void;
  setBalance(accountId: string, balance: Centavos): void;
  nameAccount(accountId: string, name: string): void;
  forgetAccount(accountId: string): void;
  write(tx: FirestoreTransaction, scope: DataScope): void;
}

/**
 * Reads the ledger summary and the months of `dates` (in parallel: one round trip). A user
 * without a ledger summary gets one: complete for a new user (nothing to rebuild), otherwise
 * waiting for the rebuild of the older transactions.
 */
/**
 * Stages a renamed account's name in the ledger summary once it is complete (before that the
 * rebuild reads the names when it finishes). No money moves, so `writes` stays and a running
 * rebuild goes on. Reads, then writes: call it after the command's other reads.
 */
export async function renameInSummaries(
  tx: FirestoreTransaction,
  scope: DataScope,
  accountId: string,
  name: string,
): Promise<void> {
  const snap = await tx.get(refs.ledgerSummary(scope));
  const ledger = snap.exists() ? readDocOrFail(snap) : null;
  if (!ledger?.complete) return;
  tx.set(refs.ledgerSummary(scope), { ...ledger, names: { ...ledger.names, [accountId]: name } });
}

export async function readSummaries(
  tx: FirestoreTransaction,
  scope: DataScope,
  dates: readonly Date[],
  newUser: boolean,
): Promise<SummariesInCommand> {
  const months = [...new Set(dates.filter((date) => hasDate({ date })).map(monthKeyOf))];
  const [ledgerSnap, ...monthSnaps] = await Promise.all([
    tx.get(refs.ledgerSummary(scope)),
    ...months.map((month) => tx.get(refs.monthSummary(scope, month))),
  ]);
  const ledger: StoredLedgerSummary = ledgerSnap.exists() ? readDocOrFail(ledgerSnap) : emptyLedgerSummary(newUser);
  const stored = new Map<MonthKey, MonthSummary | null>(
    months.map((month, i) => [month, monthSnaps[i].exists() ? readDocOrFail(monthSnaps[i]) : null]),
  );
  const work = {
    ledger,
    months: new Map(months.map((month) => [month, copyMonthSummary(stored.get(month) ?? emptyMonthSummary(month))])),
  };
  return {
    apply(t, sign) {
      if (ledger.complete && hasDate(t)) applyToSummaries(work, t, sign);
    },
    setBalance(accountId, balance) {
      if (!ledger.complete) return;
      ledger.balances[accountId] = balance;
    },
    nameAccount(accountId, name) {
      if (!ledger.complete) return;
      ledger.names[accountId] = name;
    },
    forgetAccount(accountId) {
      delete ledger.balances[accountId];
      delete ledger.names[accountId];
    },
    write(tx, scope) {
      tx.set(refs.ledgerSummary(scope), { ...ledger, writes: ledger.writes + 1 });
      if (!ledger.complete) return;
      for (const [month, summary] of work.months) {
        const empty = Object.keys(summary.accounts).length === 0;
        if (!empty) tx.set(refs.monthSummary(scope, month), summary);
        else if (stored.get(month)) tx.delete(refs.monthSummary(scope, month));
      }
    },
  };
}
