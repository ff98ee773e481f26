import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase/firestore/lite';
import type { UserProfile } from '@pitaka/domain';
import type * as ledger from '@pitaka/ledger';
import {
  CODECS,
  isDocumentId,
  paths as ledgerPaths,
  personalSpace,
  type CallInputOf,
  type CommandName,
  type DocKind,
  type OutputOf,
  type Documents,
  type DocRef,
  type Paths,
  type Space,
} from '@pitaka/ledger';
import { toDataError, type LedgerEndpoint } from '@pitaka/platform';
import { firestoreConverter } from './firestore-port';
import { callLedger } from './ledger-calls';
import { readDocOrFail, readValidDocs } from './malformed';

export { isDocumentId };

/**
 * Who and where: every query reads inside users/{uid} of one Firestore instance, and every
 * command is sent to the ledger's callable, which runs it in the same books.
 */
export interface DataScope {
  db: Firestore;
  ledger: LedgerEndpoint;
  uid: string;
}

/** Whose books a scope reads and writes. */
export function spaceOf(scope: DataScope): Space {
  return personalSpace(scope.uid);
}

const CONVERTERS = Object.fromEntries(
  Object.entries(CODECS).map(([kind, codec]) => [kind, firestoreConverter(codec as ledger.Codec<unknown>)]),
) as unknown as { [K in DocKind]: FirestoreDataConverter<Documents[K], DocumentData> };

/** One document of the scope's books (named by the ledger's paths), read through its codec. */
export function refOf<K extends DocKind>(
  scope: DataScope,
  pick: (at: Paths) => DocRef<K>,
): DocumentReference<Documents[K]> {
  const ref = pick(ledgerPaths(spaceOf(scope)));
  return doc(scope.db, ref.path).withConverter(CONVERTERS[ref.kind]);
}

/** The same document without its codec: for what is stored as it is (see getImportMapping). */
export function plainRefOf(scope: DataScope, pick: (at: Paths) => DocRef): DocumentReference {
  return doc(scope.db, pick(ledgerPaths(spaceOf(scope))).path);
}

type CollectionName =
  'accounts' | 'transactions' | 'paluwagans' | 'debts' | 'recurring' | 'imports' | 'summaries' | 'restores';

function collectionOf<K extends DocKind>(name: CollectionName) {
  return (s: DataScope): CollectionReference<Documents[K]> => {
    const col = ledgerPaths(spaceOf(s))[name];
    return collection(s.db, col.path).withConverter(CONVERTERS[col.kind as K]);
  };
}

/** The collections, for queries (the paths themselves are the ledger's: `paths` of @pitaka/ledger). */
export const paths = {
  user: (s: DataScope): DocumentReference<UserProfile> => refOf(s, (at) => at.user),
  accounts: collectionOf<'account'>('accounts'),
  transactions: collectionOf<'transaction'>('transactions'),
  paluwagans: collectionOf<'paluwagan'>('paluwagans'),
  debts: collectionOf<'debt'>('debts'),
  recurring: collectionOf<'recurring'>('recurring'),
  imports: collectionOf<'statementImport'>('imports'),
  summaries: collectionOf<'monthSummary'>('summaries'),
  restores: collectionOf<'restoreMarker'>('restores'),
};

/**
 * A ledger command as the data API offers it, `(scope, input, now?)`: run by the trusted core on
 * the server (one Firestore transaction there). `now` is for tests in the emulator.
 */
export function command<N extends CommandName>(
  name: N,
): (scope: DataScope, input: CallInputOf<N>, now?: Date) => Promise<OutputOf<N>> {
  return (scope, input, now) => callLedger(scope, name, input, now);
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
