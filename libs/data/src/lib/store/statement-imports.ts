// Statement imports: the rows a user chose from a bank or e-wallet CSV, written in commits of at
// most FIRESTORE_MAX_WRITES documents, each atomic with its balance and summaries; and their undo.
// The pure rules (plan, checks, fingerprint) are @pitaka/domain's statement/*.
import { documentId, orderBy, query, Timestamp, where, type QueryConstraint } from 'firebase/firestore/lite';
import {
  IMPORT,
  assertValid,
  importDuplicateKey,
  planImport,
  planUndo,
  validateUndo,
  type ImportProgress,
  type ImportRow,
  type SavedColumnMapping,
  type Transaction,
} from '@pitaka/domain';
import * as ledger from '@pitaka/ledger';
import { randomId, savedMappingFromDoc, type ImportPlan } from '@pitaka/ledger';
import { DataError, toDataError } from '@pitaka/platform';
import { getAccount, getUserProfile } from './accounts';
import { getOrNull, paths, plainRefOf, runCommand, runQuery, type DataScope } from './scope';
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
// Commands (the ledger's, each one Firestore transaction)

/** A new import's id, made here so that its first commit can create it. */
function newImportId(): string {
  return randomId();
}

/** One commit of an import (see the ledger's importStatementBatch). */
export const importStatementBatch = (scope: DataScope, input: ledger.ImportBatchInput, now?: Date) =>
  runCommand(scope, ledger.importStatementBatch, input, now);

/** One commit of an undo (see the ledger's undoStatementImportBatch). */
export const undoStatementImportBatch = (scope: DataScope, input: ledger.UndoBatchInput, now?: Date) =>
  runCommand(scope, ledger.undoStatementImportBatch, input, now);

// ---------------------------------------------------------------------------------------------
// Whole imports and undos, commit by commit

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

/**
 * Imports the rows commit by commit (`planImport`). A refused first commit throws and leaves
 * nothing; a later commit that fails ends the run with the commits before it kept and `stopped`
 * saying why, and the same call with the `importId` finishes it.
 */
export async function importStatement(scope: DataScope, input: ImportStatementInput): Promise<ImportOutcome> {
  const batches = planImport(input.rows);
  const total = input.rows.length;
  const plan: ImportPlan = {
    accountId: input.accountId,
    fileName: input.fileName,
    rows: total,
    batches: batches.length,
    mapping: input.mapping,
  };
  const importId = input.importId ?? newImportId();
  const record = input.importId ? await getStatementImport(scope, importId) : null;
  let done = record?.imported ?? 0;
  for (let index = record?.committedBatches ?? 0; index < batches.length; index++) {
    try {
      done = (await importStatementBatch(scope, { importId, plan, index, rows: batches[index] })).imported;
    } catch (error) {
      // Before anything was written the import does not exist: a refusal like any other command's.
      if (index === 0) throw toDataError(error);
      return { importId, done, total, stopped: toDataError(error) };
    }
    input.onProgress?.({ importId, done, total });
  }
  return { importId, done, total, stopped: null };
}

export interface UndoStatementImportInput {
  importId: string;
  onProgress?: (progress: ImportProgress) => void;
}

/**
 * Undoes an import commit by commit (`planUndo`), after checking the whole of it first: a row
 * edited or linked since, or a balance that would go below zero, refuses it before anything
 * changes. A commit that fails ends the run (those before it stay undone); running it again
 * goes on from there.
 */
export async function undoStatementImport(scope: DataScope, input: UndoStatementImportInput): Promise<ImportOutcome> {
  const { importId } = input;
  const record = await getStatementImport(scope, importId);
  if (!record) throw new DataError('not-found', IMPORT.importNotFound);
  const [transactions, account, profile] = await Promise.all([
    listImportTransactions(scope, importId),
    getAccount(scope, record.accountId),
    getUserProfile(scope),
  ]);
  await runQuery(async () => assertValid(validateUndo(transactions, account, profile?.currency)));
  const total = record.undone + transactions.length;
  let done = record.undone;
  for (const batch of planUndo(transactions)) {
    try {
      done = (await undoStatementImportBatch(scope, { importId, transactionIds: batch.map((t) => t.id) })).undone;
    } catch (error) {
      return { importId, done, total, stopped: toDataError(error) };
    }
    input.onProgress?.({ importId, done, total });
  }
  return { importId, done, total, stopped: null };
}
