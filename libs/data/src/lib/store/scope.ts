import {
  collection,
  collectionGroup,
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
  type Query,
} from 'firebase/firestore/lite';
import type { Household, Invite, UserProfile } from '@pitaka/domain';
import type * as ledger from '@pitaka/ledger';
import {
  CODECS,
  GROUPS,
  isDocumentId,
  householdSpace,
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
 * Who and where: every query reads inside the books of one space (the person's own, users/{uid},
 * or a household's) of one Firestore instance, and every command is sent to the ledger's
 * callable, which runs it in the same books if the person's role there allows it.
 */
export interface DataScope {
  db: Firestore;
  ledger: LedgerEndpoint;
  uid: string;
  /** The household whose books these are; absent: the person's own. */
  household?: string;
}

/** Whose books a scope reads and writes. */
export function spaceOf(scope: DataScope): Space {
  return scope.household ? householdSpace(scope.household) : personalSpace(scope.uid);
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
  | 'accounts'
  | 'transactions'
  | 'paluwagans'
  | 'debts'
  | 'recurring'
  | 'imports'
  | 'summaries'
  | 'restores'
  | 'members'
  | 'invites'
  | 'activity'
  | 'budgets'
  | 'goals'
  | 'rates';

function collectionOf<K extends DocKind>(name: CollectionName) {
  return (s: DataScope): CollectionReference<Documents[K]> => {
    const col = ledgerPaths(spaceOf(s))[name];
    return collection(s.db, col.path).withConverter(CONVERTERS[col.kind as K]);
  };
}

/** The collections, for queries (the paths themselves are the ledger's: `paths` of @pitaka/ledger). */
export const paths = {
  /** The person's profile, in whichever space they are. */
  user: (s: DataScope): DocumentReference<UserProfile> =>
    doc(s.db, ledgerPaths(personalSpace(s.uid)).user.path).withConverter(CONVERTERS.user),
  accounts: collectionOf<'account'>('accounts'),
  transactions: collectionOf<'transaction'>('transactions'),
  paluwagans: collectionOf<'paluwagan'>('paluwagans'),
  debts: collectionOf<'debt'>('debts'),
  recurring: collectionOf<'recurring'>('recurring'),
  imports: collectionOf<'statementImport'>('imports'),
  summaries: collectionOf<'monthSummary'>('summaries'),
  restores: collectionOf<'restoreMarker'>('restores'),
  members: collectionOf<'member'>('members'),
  invites: collectionOf<'invite'>('invites'),
  activity: collectionOf<'activity'>('activity'),
  budgets: collectionOf<'budget'>('budgets'),
  goals: collectionOf<'goal'>('goals'),
  rates: collectionOf<'rates'>('rates'),
  household: (s: DataScope): DocumentReference<Household> => refOf(s, (at) => at.household),
  /** A household's invitation by its link, from any space. */
  invite: (s: DataScope, householdId: string, inviteId: string): DocumentReference<Invite> | null =>
    isDocumentId(householdId) && isDocumentId(inviteId)
      ? doc(s.db, ledgerPaths(householdSpace(householdId)).invite(inviteId).path).withConverter(CONVERTERS.invite)
      : null,
  /** Across households: memberships (by uid) and invitations (by e-mail address). */
  group: <G extends keyof typeof GROUPS>(s: DataScope, group: G): Query<Documents[GroupKind[G]]> =>
    collectionGroup(s.db, GROUPS[group]).withConverter(CONVERTERS[GROUP_KINDS[group]]) as Query<
      Documents[GroupKind[G]]
    >,
};

const GROUP_KINDS = { members: 'member', invites: 'invite' } as const;
type GroupKind = typeof GROUP_KINDS;

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
