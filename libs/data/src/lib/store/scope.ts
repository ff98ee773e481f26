import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type Transaction as FirestoreTransaction,
} from 'firebase/firestore/lite';
import { LEDGER_SUMMARY_ID, type DomainMessage, type UserProfile } from '@pitaka/domain';
import { DataError, toDataError } from '@pitaka/data/session';
import {
  accountConverter,
  debtConverter,
  ledgerSummaryConverter,
  monthSummaryConverter,
  paluwaganConverter,
  recurringConverter,
  statementImportConverter,
  transactionConverter,
  userConverter,
  type StoredLedgerSummary,
} from './converters';
import { readDocOrFail, readValidDocs } from './malformed';

/** Who and where: every query and command works inside users/{uid} of one Firestore instance. */
export interface DataScope {
  db: Firestore;
  uid: string;
}

/** users/{uid}/{name}, read and written through `converter`. */
function underUser<T, D extends DocumentData>(name: string, converter: FirestoreDataConverter<T, D>) {
  return (s: DataScope): CollectionReference<T> => collection(s.db, 'users', s.uid, name).withConverter(converter);
}

// Paths exactly as spec section 7.
export const paths = {
  user: (s: DataScope): DocumentReference<UserProfile> => doc(s.db, 'users', s.uid).withConverter(userConverter),
  accounts: underUser('accounts', accountConverter),
  transactions: underUser('transactions', transactionConverter),
  paluwagans: underUser('paluwagans', paluwaganConverter),
  debts: underUser('debts', debtConverter),
  /** Bills and expected income that repeat. */
  recurring: underUser('recurring', recurringConverter),
  /** Statement imports, kept to finish, list and undo them. */
  imports: underUser('imports', statementImportConverter),
  /** Derived data: users/{uid}/summaries/{YYYY-MM} and users/{uid}/summaries/ledger. */
  summaries: underUser('summaries', monthSummaryConverter),
};

export const refs = {
  account: (s: DataScope, id: string) => doc(paths.accounts(s), id),
  transaction: (s: DataScope, id: string) => doc(paths.transactions(s), id),
  paluwagan: (s: DataScope, id: string) => doc(paths.paluwagans(s), id),
  debt: (s: DataScope, id: string) => doc(paths.debts(s), id),
  recurring: (s: DataScope, id: string) => doc(paths.recurring(s), id),
  monthSummary: (s: DataScope, month: string) => doc(paths.summaries(s), month),
  statementImport: (s: DataScope, id: string) => doc(paths.imports(s), id),
  /** How the last statement imported into an account was read (stored as is: see converters/imports.ts). */
  importMapping: (s: DataScope, accountId: string) => doc(s.db, 'users', s.uid, 'importMappings', accountId),
  ledgerSummary: (s: DataScope): DocumentReference<StoredLedgerSummary> =>
    doc(s.db, 'users', s.uid, 'summaries', LEDGER_SUMMARY_ID).withConverter(ledgerSummaryConverter),
  /** A new document with a Firestore auto id. */
  newIn: <T>(col: CollectionReference<T>) => doc(col),
};

/**
 * One command = one Firestore transaction: read, validate, write everything together. A throw
 * anywhere (a domain refusal included) discards every staged write. Errors come out as DataError.
 */
export async function runCommand<T>(scope: DataScope, body: (tx: FirestoreTransaction) => Promise<T>): Promise<T> {
  try {
    return await runTransaction(scope.db, body);
  } catch (error) {
    throw toDataError(error);
  }
}

/**
 * A command as the data API offers it, `(scope, input, now?)`: `body` runs as one command
 * (runCommand) at `now`, the clock's time unless the caller (a test) gives one.
 */
export function command<I, R>(
  body: (tx: FirestoreTransaction, scope: DataScope, input: I, now: Date) => Promise<R>,
): (scope: DataScope, input: I, now?: Date) => Promise<R> {
  return (scope, input, now = new Date()) => runCommand(scope, (tx) => body(tx, scope, input, now));
}

/** Runs a read and maps its failure to a DataError ('unexpected' for Firestore failures). */
export async function runQuery<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw toDataError(error);
  }
}

/**
 * Whether an id from a URL can name a Firestore document at all: not empty, no '/', not '.' or
 * '..', not `__reserved__`, at most 1,500 bytes. Any other id names nothing: "not found", rather
 * than a request the server refuses and a Retry that can never work.
 */
export function isDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id) &&
    new TextEncoder().encode(id).length <= 1500
  );
}

/**
 * One document, or null when it does not exist (an empty id is "does not exist" too). A stored
 * document the app cannot read fails with a DataError ('unexpected') naming it.
 */
export function getOrNull<T>(ref: DocumentReference<T> | null): Promise<T | null> {
  return runQuery(async () => {
    if (!ref) return null;
    const snap = await getDoc(ref);
    return snap.exists() ? readDocOrFail(snap) : null;
  });
}

/** One document of `col` by an id from a URL, or null (also for an id that names no document). */
export function getByIdOrNull<T>(col: CollectionReference<T>, id: string): Promise<T | null> {
  return getOrNull(isDocumentId(id) ? doc(col, id) : null);
}

/** A whole collection, newest first; an unreadable document is logged and skipped. */
export function listNewestFirst<T>(col: CollectionReference<T>): Promise<T[]> {
  return runQuery(async () => {
    const snap = await getDocs(query(col, orderBy('createdAt', 'desc')));
    return readValidDocs(snap.docs);
  });
}

/**
 * Reads the document `id` of `col` inside a command, or refuses with `notFound` (the spec's
 * text; an empty id too). Returns the typed value and a converter-free ref for partial updates.
 */
export async function readInCommand<T>(
  tx: FirestoreTransaction,
  col: CollectionReference<T>,
  id: string,
  notFound: string | DomainMessage,
): Promise<{ ref: DocumentReference; value: T }> {
  const ref = id ? doc(col, id) : null;
  const snap = ref ? await tx.get(ref) : null;
  if (!ref || !snap?.exists()) throw new DataError('not-found', notFound);
  return { ref: ref.withConverter(null), value: readDocOrFail(snap) };
}

/** Stages a new document of `col` (`data` already in its stored form) inside a command; returns its id. */
export function addInCommand<T>(
  tx: FirestoreTransaction,
  col: CollectionReference<T>,
  data: DocumentData,
): { id: string } {
  const ref = refs.newIn(col);
  tx.set(ref.withConverter(null), data);
  return { id: ref.id };
}

/** Deletes the document `id` of `col` in one transaction, or refuses with `notFound`. */
export function deleteInCommand<T>(
  scope: DataScope,
  col: CollectionReference<T>,
  id: string,
  notFound: string | DomainMessage,
) {
  return runCommand(scope, async (tx): Promise<void> => {
    const { ref } = await readInCommand(tx, col, id, notFound);
    tx.delete(ref);
  });
}
