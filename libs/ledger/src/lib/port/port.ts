// The transaction port: what a money command may do with the books, whatever runs it (the
// browser's Firestore, the Admin SDK on the server, or a Map in tests).
import type { DocKind, Documents } from './documents';
import type { CollectionRef, DocRef, Space } from './paths';
import type { StoredDoc } from '../stored';

/**
 * One transaction over documents in their stored shape: what an adapter implements. As in
 * Firestore, every read comes before the first write, and the writes land together or not at all.
 */
export interface StoredTx {
  get(path: string): Promise<StoredDoc | undefined>;
  /** The ids of a collection's documents now (a query, not part of the transaction's reads). */
  listIds(collectionPath: string): Promise<string[]>;
  set(path: string, doc: StoredDoc): void;
  /** Sets `fields` and removes `removed` on an existing document. */
  update(path: string, fields: StoredDoc, removed: readonly string[]): void;
  delete(path: string): void;
}

/** The same transaction as a command sees it: typed documents, converted by the codecs. */
export interface LedgerTx {
  /** The document, or undefined when it does not exist; one the app cannot read throws. */
  get<K extends DocKind>(ref: DocRef<K>): Promise<Documents[K] | undefined>;
  listIds(col: CollectionRef): Promise<string[]>;
  /** Creates or replaces the whole document. */
  set<K extends DocKind>(ref: DocRef<K>, doc: Documents[K]): void;
  /** Changes some fields of a document this transaction has read (a field set to undefined goes). */
  update<K extends DocKind>(ref: DocRef<K>, patch: Partial<Documents[K]>): void;
  delete(ref: DocRef): void;
}

/** Who runs a command: the signed-in person, as the server's ID token says. */
export interface Actor {
  uid: string;
  /** Lower case; null when the account has none. */
  email: string | null;
  emailVerified: boolean;
}

export interface CommandContext {
  /** Whose books. */
  space: Space;
  /** Who: a household's member, or the owner of personal books. */
  actor: Actor;
  /** The command's time: every date it stamps. */
  now: Date;
  /** A new document id (20 characters, as Firestore makes them). */
  newId(): string;
}

/** A money command: reads, checks with the domain, writes everything in one transaction. */
export type Command<I, O> = (tx: LedgerTx, ctx: CommandContext, input: I) => Promise<O>;
