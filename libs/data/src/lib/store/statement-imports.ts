// Statement imports: the rows a user chose from a bank or e-wallet CSV, written by a server job in
// commits of at most FIRESTORE_MAX_WRITES documents, each atomic with its balance and summaries;
// and their undo. The pure rules (plan, checks, fingerprint) are @pitaka/domain's statement/*.
import { documentId, getCount, orderBy, query, Timestamp, where, type QueryConstraint } from 'firebase/firestore/lite';
import {
  IMPORT,
  importDuplicateKey,
  type ImportProgress,
  type ImportRow,
  type SavedColumnMapping,
  type Transaction,
} from '@pitaka/domain';
import type * as ledger from '@pitaka/ledger';
import { randomId, savedMappingFromDoc } from '@pitaka/ledger';
import { DataError } from '@pitaka/platform';
import { callLedger, stopError, withProgress } from './ledger-calls';
import { getOrNull, paths, plainRefOf, runQuery, type DataScope } from './scope';
import { readValidDocs } from './malformed';
import { readAll } from './paging';
import { userCollection } from './collection';

export type { ImportPlan } from '@pitaka/ledger';

const imports = userCollection(paths.imports);

/** Documents per read when an import's or an account's transactions are listed whole. */
const READ_PAGE = 1000;

// ---------------------------------------------------------------------------------------------
// Queries

/** Every import, newest first. */
export const listStatementImports = imports.list;
export const getStatementImport = imports.get;

/** How the last statement imported into this account was read, or null. */
export function getImportMapping(scope: DataScope, accountId: string): Promise<SavedColumnMapping | null> {
  return runQuery(async () => {
    const snap = await getOrNull(accountId ? plainRefOf(scope, (at) => at.importMapping(accountId)) : null);
    return snap ? savedMappingFromDoc(accountId, snap) : null;
  });
}

/** The user's transactions that `constraints` choose and order, READ_PAGE at a time. */
function readTransactions(scope: DataScope, ...constraints: QueryConstraint[]): Promise<Transaction[]> {
  return readAll(query(paths.transactions(scope), ...constraints), READ_PAGE, readValidDocs);
}

/**
 * The duplicate keys (`importDuplicateKey`) of the account's transactions dated `from`..`to`
 * (inclusive): what a statement's rows are compared with in the preview.
 */
export function listImportDuplicateKeys(
  scope: DataScope,
  input: { accountId: string; from: Date; to: Date },
): Promise<string[]> {
  return runQuery(async () => {
    const existing = await readTransactions(
      scope,
      where('accountId', '==', input.accountId),
      where('date', '>=', Timestamp.fromDate(input.from)),
      where('date', '<=', Timestamp.fromDate(input.to)),
      orderBy('date', 'desc'),
    );
    return existing.map(importDuplicateKey);
  });
}

/** Every transaction an import wrote that still exists. */
export function listImportTransactions(scope: DataScope, importId: string): Promise<Transaction[]> {
  return runQuery(() => readTransactions(scope, where('import.id', '==', importId), orderBy(documentId())));
}

// ---------------------------------------------------------------------------------------------
// Whole imports and undos: server jobs (the ledger's jobs/statement-imports.ts), commit by commit

/** How a run of commits ended: every row done, or stopped at a commit that failed (those before it stay). */
export interface ImportOutcome extends ImportProgress {
  stopped: DataError | null;
}

export interface ImportStatementInput {
  accountId: string;
  fileName: string;
  rows: readonly ImportRow[];
  mapping: SavedColumnMapping;
  /** To finish an import that stopped: the same rows again, and its id. */
  importId?: string;
  onProgress?: (progress: ImportProgress) => void;
}

function outcomeOf(outcome: ledger.ImportOutcome): ImportOutcome {
  return { ...outcome, stopped: outcome.stopped && stopError(outcome.stopped) };
}

/**
 * Imports the rows commit by commit on the server. A refused first commit throws and leaves
 * nothing; a later commit that fails ends the run with the commits before it kept and `stopped`
 * saying why, and the same call with the `importId` finishes it. Progress is the import's
 * record, read while the job runs.
 */
export async function importStatement(scope: DataScope, input: ImportStatementInput): Promise<ImportOutcome> {
  const { accountId, fileName, rows, mapping, onProgress } = input;
  // Made here, so that the same rows sent again (after the job stopped) finish this import.
  const importId = input.importId ?? randomId();
  const total = rows.length;
  const read = async () => ({ importId, done: (await getStatementImport(scope, importId))?.imported ?? 0, total });
  const job = callLedger(scope, 'importStatement', { importId, accountId, fileName, rows, mapping });
  const outcome = outcomeOf(await withProgress(job, read, (p) => onProgress?.(p)));
  onProgress?.({ importId, done: outcome.done, total });
  return outcome;
}

export interface UndoStatementImportInput {
  importId: string;
  onProgress?: (progress: ImportProgress) => void;
}

/**
 * Undoes an import commit by commit on the server, after checking the whole of it first: a row
 * edited or linked since, or a balance that would go below zero, refuses it before anything
 * changes. A commit that fails ends the run (those before it stay undone); running it again
 * goes on from there.
 */
export async function undoStatementImport(scope: DataScope, input: UndoStatementImportInput): Promise<ImportOutcome> {
  const { importId, onProgress } = input;
  const [record, left] = await Promise.all([
    getStatementImport(scope, importId),
    runQuery(
      async () => (await getCount(query(paths.transactions(scope), where('import.id', '==', importId)))).data().count,
    ),
  ]);
  if (!record) throw new DataError('not-found', IMPORT.importNotFound);
  const total = record.undone + left;
  const read = async () => ({
    importId,
    done: (await getStatementImport(scope, importId))?.undone ?? record.undone,
    total,
  });
  const job = callLedger(scope, 'undoStatementImport', { importId });
  const outcome = outcomeOf(await withProgress(job, read, (p) => onProgress?.(p)));
  onProgress?.({ importId, done: outcome.done, total });
  return outcome;
}
