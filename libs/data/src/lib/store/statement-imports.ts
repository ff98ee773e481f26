// Statement imports: the rows a user chose from a bank or e-wallet CSV, written in commits of at
// most FIRESTORE_MAX_WRITES documents, each atomic with its balance and summaries; and their undo.
// The pure rules (plan, checks, fingerprint) are @pitaka/domain's statement/*.
import { documentId, orderBy, query, Timestamp, where, type QueryConstraint } from 'firebase/firestore/lite';
import {
  ACCOUNT,
  FIRESTORE_MAX_WRITES,
  IMPORT_FIXED_WRITES,
  IMPORT,
  IMPORT_MAX_ROWS,
  TEXT_MAX_LENGTH,
  assertValid,
  importCheck,
  importDuplicateKey,
  monthKeyOf,
  planImport,
  planUndo,
  validateImportDraft,
  validateUndo,
  type ImportProgress,
  type ImportRow,
  type SavedColumnMapping,
  type StatementImport,
  type Transaction,
} from '@pitaka/domain';
import { DataError, toDataError } from '@pitaka/data/session';
import { savedMappingFromDoc, savedMappingToDoc, statementImportToDoc, ts } from './converters';
import { getAccount, getUserProfile } from './accounts';
import { Ledger, readAccounts, readCurrency } from './ledger';
import { command, getOrNull, paths, readInCommand, refs, runQuery, type DataScope } from './scope';
import { readDocOrFail, readValidDocs } from './malformed';
import { readAll } from './paging';
import { userCollection } from './collection';

const imports = userCollection(paths.imports, IMPORT.importNotFound);

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
    const snap = await getOrNull(accountId ? refs.importMapping(scope, accountId) : null);
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
// Commands

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

/** A new import's id, made here (as Firestore makes ids) so that its first commit can create it. */
export function newImportId(scope: DataScope): string {
  return refs.newIn(paths.imports(scope)).id;
}

/** The record of an import whose first commit this is; a refusal when the plan is not one. */
function newRecord(plan: ImportPlan, account: { id: string; name: string }, now: Date) {
  const valid = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  if (!valid(plan.rows, IMPORT_MAX_ROWS) || !valid(plan.batches, plan.rows)) {
    throw new DataError('refused', IMPORT.noRowsChosen);
  }
  return {
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
 * commit, with the mapping remembered for the account), in one Firestore transaction. A refused
 * first commit leaves nothing at all; a commit already made (its answer lost, then sent again)
 * is not made twice.
 */
export const importStatementBatch = command(
  async (tx, scope, input: ImportBatchInput, now): Promise<StatementImport> => {
    const ref = refs.statementImport(scope, input.importId);
    const [snap, [account]] = await Promise.all([tx.get(ref), readAccounts(tx, scope, [input.plan.accountId])]);
    const stored = snap.exists() ? readDocOrFail(snap) : null;
    if (stored && stored.committedBatches > input.index) return stored;
    if (!account) throw new DataError('not-found', ACCOUNT.accountNotFound);
    const record = stored ?? { id: input.importId, ...newRecord(input.plan, account, now) };
    const samePlan =
      record.accountId === account.id && record.rows === input.plan.rows && record.batches === input.plan.batches;
    if (!samePlan || record.undone > 0 || record.committedBatches !== input.index || input.index >= record.batches) {
      throw new DataError('refused', IMPORT.importStale);
    }
    const rows = input.rows.map(({ row, draft }) => {
      if (!Number.isInteger(row) || row < 1 || row > IMPORT_MAX_ROWS) {
        throw new DataError('refused', IMPORT.importStale);
      }
      return { row, draft: assertValid(validateImportDraft(draft)) };
    });
    const months = new Set(rows.map(({ draft }) => monthKeyOf(draft.date)));
    if (rows.length === 0 || rows.length + months.size + IMPORT_FIXED_WRITES > FIRESTORE_MAX_WRITES) {
      throw new DataError('refused', IMPORT.importStale);
    }
    const ledger = await Ledger.open(
      tx,
      scope,
      now,
      rows.map(({ draft }) => draft.date),
    );
    for (const { row, draft } of rows) {
      const check = importCheck({ ...draft, accountId: account.id });
      ledger.post(
        { ...draft, account, id: importedTransactionId(record.id, row), import: { id: record.id, row, check } },
        draft.date,
      );
    }
    const next = {
      ...record,
      committedBatches: input.index + 1,
      imported: record.imported + rows.length,
      updatedAt: now,
    };
    if (!stored)
      tx.set(refs.importMapping(scope, account.id), savedMappingToDoc({ ...input.plan.mapping, updatedAt: now }));
    tx.set(ref.withConverter(null), statementImportToDoc(next));
    ledger.close();
    return next;
  },
);

export interface UndoBatchInput {
  importId: string;
  transactionIds: readonly string[];
}

/**
 * One commit of an undo: deletes those of the import's transactions that still exist, moves the
 * balance back and takes them out of the summaries, in one Firestore transaction; refused when
 * one of them was edited or linked since the import, or the balance would go below zero.
 */
export const undoStatementImportBatch = command(
  async (tx, scope, input: UndoBatchInput, now): Promise<StatementImport> => {
    const { ref, value: record } = await readInCommand(tx, paths.imports(scope), input.importId, IMPORT.importNotFound);
    const [snaps, [account], currency] = await Promise.all([
      Promise.all(input.transactionIds.map((id) => tx.get(refs.transaction(scope, id)))),
      readAccounts(tx, scope, [record.accountId]),
      readCurrency(tx, scope),
    ]);
    const existing = readValidDocs(snaps.filter((s) => s.exists())).filter((t) => t.import?.id === record.id);
    assertValid(validateUndo(existing, account ?? null, currency));
    const ledger = await Ledger.open(
      tx,
      scope,
      now,
      existing.map((t) => t.date),
    );
    for (const t of existing) {
      tx.delete(refs.transaction(scope, t.id));
      ledger.unbook(t, account);
    }
    const next = { ...record, undone: record.undone + existing.length, updatedAt: now };
    tx.update(ref, { undone: next.undone, updatedAt: ts(now) });
    ledger.close();
    return next;
  },
);

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
  const importId = input.importId ?? newImportId(scope);
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
