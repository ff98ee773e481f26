// The monthly summaries a command updates, read at its start and written at its end by the
// Ledger (ledger.ts), in the command's transaction.
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
import { paths, type Space } from '../port/paths';
import type { LedgerTx } from '../port/port';
import type { StoredLedgerSummary } from '../stored';

export interface SummariesInCommand {
  apply(t: SummarizedTransaction, sign: 1 | -1): void;
  setBalance(accountId: string, balance: Centavos): void;
  nameAccount(accountId: string, name: string): void;
  /** An account opened in a currency of its own: net worth leaves it out. */
  markCurrency(accountId: string, currency: string): void;
  forgetAccount(accountId: string): void;
  write(tx: LedgerTx, space: Space): void;
}

/**
 * Stages a renamed account's name in the ledger summary once it is complete (before that the
 * rebuild reads the names when it finishes). No money moves, so `writes` stays and a running
 * rebuild goes on. Reads, then writes: call it after the command's other reads.
 */
export async function renameInSummaries(tx: LedgerTx, space: Space, accountId: string, name: string): Promise<void> {
  const ref = paths(space).ledgerSummary();
  const ledger = await tx.get(ref);
  if (!ledger?.complete) return;
  tx.set(ref, { ...ledger, names: { ...ledger.names, [accountId]: name } });
}

/**
 * Reads the ledger summary and the months of `dates` (in parallel: one round trip). A user
 * without a ledger summary gets one: complete for a new user (nothing to rebuild), otherwise
 * waiting for the rebuild of the older transactions.
 */
export async function readSummaries(
  tx: LedgerTx,
  space: Space,
  dates: readonly Date[],
  newUser: boolean,
): Promise<SummariesInCommand> {
  const at = paths(space);
  const months = [...new Set(dates.filter((date) => hasDate({ date })).map(monthKeyOf))];
  const [storedLedger, ...storedMonths] = await Promise.all([
    tx.get(at.ledgerSummary()),
    ...months.map((month) => tx.get(at.monthSummary(month))),
  ]);
  const ledger: StoredLedgerSummary = storedLedger ?? emptyLedgerSummary(newUser);
  const stored = new Map<MonthKey, MonthSummary | undefined>(months.map((month, i) => [month, storedMonths[i]]));
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
    markCurrency(accountId, currency) {
      if (!ledger.complete) return;
      ledger.currencies = { ...ledger.currencies, [accountId]: currency };
    },
    forgetAccount(accountId) {
      delete ledger.balances[accountId];
      delete ledger.names[accountId];
      if (ledger.currencies?.[accountId] === undefined) return;
      const rest = { ...ledger.currencies };
      delete rest[accountId];
      if (Object.keys(rest).length > 0) ledger.currencies = rest;
      else delete ledger.currencies;
    },
    write(tx, space) {
      const at = paths(space);
      tx.set(at.ledgerSummary(), { ...ledger, writes: ledger.writes + 1 });
      if (!ledger.complete) return;
      for (const [month, summary] of work.months) {
        const empty = Object.keys(summary.accounts).length === 0;
        if (!empty) tx.set(at.monthSummary(month), summary);
        else if (stored.get(month)) tx.delete(at.monthSummary(month));
      }
    },
  };
}
