// Statement imports: one commit of the rows a user chose from a bank or e-wallet CSV (at most
// FIRESTORE_MAX_WRITES documents, atomic with its balance and summaries), and one commit of
// an undo. Running a whole import commit by commit is the adapter's (it reads and pages).
import {
  ACCOUNT,
  FIRESTORE_MAX_WRITES,
  IMPORT_FIXED_WRITES,
  IMPORT,
  IMPORT_MAX_ROWS,
  TEXT_MAX_LENGTH,
  assertValid,
  importCheck,
  monthKeyOf,
  validateImportDraft,
  validateUndo,
  type ImportRow,
  type SavedColumnMapping,
  type StatementImport,
  type Transaction,
} from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import { paths } from '../port/paths';
import type { Command } from '../port/port';
import { Ledger, readAccounts, readCurrency, readOrRefuse } from './ledger';

/** What an import records with its first commit, and what every commit of it is checked against. */
export interface ImportPlan {
  accountId: string;
  fileName: string;
  /** The rows chosen, and the commits `planImport` makes of them. */
  rows: number;
  batches: number;
  /** Remembered for the account's next statement. */
  mapping: SavedColumnMapping;
}

/** The record of an import whose first commit this is; a refusal when the plan is not one. */
function newRecord(id: string, plan: ImportPlan, account: { id: string; name: string }, now: Date): StatementImport {
  const valid = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  if (!valid(plan.rows, IMPORT_MAX_ROWS) || !valid(plan.batches, plan.rows)) {
    throw new CommandError('refused', IMPORT.noRowsChosen);
  }
  return {
    id,
    accountId: account.id,
    accountName: account.name,
    fileName: plan.fileName.trim().slice(0, TEXT_MAX_LENGTH) || 'statement.csv',
    rows: plan.rows,
    batches: plan.batches,
    committedBatches: 0,
    imported: 0,
    undone: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The document id of an imported row: the same row of the same import can only be written once. */
export function importedTransactionId(importId: string, row: number): string {
  return `${importId}-${row}`;
}

export interface ImportBatchInput {
  importId: string;
  plan: ImportPlan;
  /** Which commit of the plan, from 0: commits land in order, each once. */
  index: number;
  rows: readonly ImportRow[];
}

/**
 * One commit of an import: its rows as ordinary incomes and expenses of the account, marked with
 * the import, with the balance and the summaries, and the import's record (created by the first
 * commit, with the mapping remembered for the account), in one transaction. A refused first
 * commit leaves nothing at all; a commit already made (its answer lost, then sent again) is not
 * made twice.
 */
export const importStatementBatch: Command<ImportBatchInput, StatementImport> = async (tx, ctx, input) => {
  const at = paths(ctx.space);
  const ref = at.statementImport(input.importId);
  const [stored, [account]] = await Promise.all([tx.get(ref), readAccounts(tx, ctx, [input.plan.accountId])]);
  if (stored && stored.committedBatches > input.index) return stored;
  if (!account) throw new CommandError('not-found', ACCOUNT.accountNotFound);
  const record = stored ?? newRecord(input.importId, input.plan, account, ctx.now);
  const samePlan =
    record.accountId === account.id && record.rows === input.plan.rows && record.batches === input.plan.batches;
  if (!samePlan || record.undone > 0 || record.committedBatches !== input.index || input.index >= record.batches) {
    throw new CommandError('refused', IMPORT.importStale);
  }
  const rows = input.rows.map(({ row, draft }) => {
    if (!Number.isInteger(row) || row < 1 || row > IMPORT_MAX_ROWS) {
      throw new CommandError('refused', IMPORT.importStale);
    }
    return { row, draft: assertValid(validateImportDraft(draft)) };
  });
  const months = new Set(rows.map(({ draft }) => monthKeyOf(draft.date)));
  if (rows.length === 0 || rows.length + months.size + IMPORT_FIXED_WRITES > FIRESTORE_MAX_WRITES) {
    throw new CommandError('refused', IMPORT.importStale);
  }
  const ledger = await Ledger.open(
    tx,
    ctx,
    rows.map(({ draft }) => draft.date),
  );
  for (const { row, draft } of rows) {
    const check = importCheck({ ...draft, accountId: account.id });
    ledger.post(
      { ...draft, account, id: importedTransactionId(record.id, row), import: { id: record.id, row, check } },
      draft.date,
    );
  }
  const next: StatementImport = {
    ...record,
    committedBatches: input.index + 1,
    imported: record.imported + rows.length,
    updatedAt: ctx.now,
  };
  if (!stored) tx.set(at.importMapping(account.id), { ...input.plan.mapping, updatedAt: ctx.now });
  tx.set(ref, next);
  ledger.close();
  return next;
};

export interface UndoBatchInput {
  importId: string;
  transactionIds: readonly string[];
}

/**
 * One commit of an undo: deletes those of the import's transactions that still exist, moves the
 * balance back and takes them out of the summaries, in one transaction; refused when one of them
 * was edited or linked since the import, or the balance would go below zero.
 */
export const undoStatementImportBatch: Command<UndoBatchInput, StatementImport> = async (tx, ctx, input) => {
  const at = paths(ctx.space);
  const ref = at.statementImport(input.importId);
  const record = await readOrRefuse(tx, ref, IMPORT.importNotFound);
  const [found, [account], currency] = await Promise.all([
    Promise.all(input.transactionIds.map((id) => tx.get(at.transaction(id)))),
    readAccounts(tx, ctx, [record.accountId]),
    readCurrency(tx, ctx),
  ]);
  const existing = found.filter((t): t is Transaction => t?.import?.id === record.id);
  assertValid(validateUndo(existing, account ?? null, currency));
  const ledger = await Ledger.open(
    tx,
    ctx,
    existing.map((t) => t.date),
  );
  for (const t of existing) {
    tx.delete(at.transaction(t.id));
    ledger.unbook(t, account);
  }
  const next = { ...record, undone: record.undone + existing.length, updatedAt: ctx.now };
  tx.update(ref, { undone: next.undone, updatedAt: ctx.now });
  ledger.close();
  return next;
};
