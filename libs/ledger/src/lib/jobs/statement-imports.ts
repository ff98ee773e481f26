// A whole statement import, and its undo, commit by commit (each one the ledger's command in its
// own transaction). Both are resumable: the import's record says how many commits are done, and
// running the job again with the same id and rows goes on from there.
import {
  IMPORT,
  assertValid,
  planImport,
  planUndo,
  validateUndo,
  type ImportRow,
  type SavedColumnMapping,
  type StatementImport,
} from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import { readWhole, type JobPort } from '../port/job';
import { paths } from '../port/paths';
import type { Command } from '../port/port';
import { importStatementBatch, undoStatementImportBatch, type ImportPlan } from '../commands/statement-imports';
import { readAccounts, readCurrency } from '../commands/ledger';

/** Why a job stopped part-way: the refusal or failure of the commit it stopped at. */
export interface JobStop {
  code: CommandError['code'];
  message: string;
  ref?: CommandError['ref'];
}

/** How a run of commits ended: every row done, or stopped at a commit (those before it stay). */
export interface ImportOutcome {
  importId: string;
  done: number;
  total: number;
  stopped: JobStop | null;
}

export interface ImportStatementInput {
  /** Made by the client, so that running the job again (the same rows) finishes it. */
  importId: string;
  accountId: string;
  fileName: string;
  rows: readonly ImportRow[];
  mapping: SavedColumnMapping;
}

const readImport: Command<string, StatementImport | undefined> = (tx, ctx, id) =>
  tx.get(paths(ctx.space).statementImport(id));

function stopOf(error: unknown): JobStop {
  if (error instanceof CommandError) return { code: error.code, message: error.message, ref: error.ref };
  return { code: 'unexpected', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Imports the rows commit by commit (`planImport`). A refused first commit throws and leaves
 * nothing; a later commit that fails ends the run with the commits before it kept and `stopped`
 * saying why; the same input again finishes it.
 */
export async function importStatement(port: JobPort, input: ImportStatementInput): Promise<ImportOutcome> {
  const batches = planImport(input.rows);
  const total = input.rows.length;
  const { importId } = input;
  const plan: ImportPlan = {
    accountId: input.accountId,
    fileName: input.fileName,
    rows: total,
    batches: batches.length,
    mapping: input.mapping,
  };
  const record = await port.run(readImport, importId);
  let done = record?.imported ?? 0;
  for (let index = record?.committedBatches ?? 0; index < batches.length; index++) {
    try {
      done = (await port.run(importStatementBatch, { importId, plan, index, rows: batches[index] })).imported;
    } catch (error) {
      // Before anything was written the import does not exist: a refusal like any other command's.
      if (index === 0) throw error;
      return { importId, done, total, stopped: stopOf(error) };
    }
  }
  return { importId, done, total, stopped: null };
}

/**
 * Undoes an import commit by commit (`planUndo`), after checking the whole of it first: a row
 * edited or linked since, or a balance that would go below zero, refuses it before anything
 * changes. A commit that fails ends the run (those before it stay undone); running it again goes
 * on from there.
 */
export async function undoStatementImport(port: JobPort, { importId }: { importId: string }): Promise<ImportOutcome> {
  const record = await port.run(readImport, importId);
  if (!record) throw new CommandError('not-found', IMPORT.importNotFound);
  const at = paths(port.space);
  const [transactions, [account, currency]] = await Promise.all([
    readWhole(port, at.transactions, { field: 'import.id', value: importId }),
    port.run(async (tx, ctx) => {
      const [found] = await readAccounts(tx, ctx, [record.accountId]);
      return [found ?? null, await readCurrency(tx, ctx)] as const;
    }, undefined),
  ]);
  assertValid(validateUndo(transactions, account, currency));
  const total = record.undone + transactions.length;
  let done = record.undone;
  for (const batch of planUndo(transactions)) {
    try {
      done = (await port.run(undoStatementImportBatch, { importId, transactionIds: batch.map((t) => t.id) })).undone;
    } catch (error) {
      return { importId, done, total, stopped: stopOf(error) };
    }
  }
  return { importId, done, total, stopped: null };
}
