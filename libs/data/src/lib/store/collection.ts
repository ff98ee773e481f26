// What debts, paluwagans and recurring items (and, for one document, accounts) do alike with
// their collection: list it newest first, get one by an id from a URL, and read, add or delete
// one inside a command, refusing a missing one with the spec's text.
import type { CollectionReference, DocumentData, Transaction as FirestoreTransaction } from 'firebase/firestore/lite';
import type { DomainMessage } from '@pitaka/domain';
import { type DataScope, addInCommand, deleteInCommand, getByIdOrNull, listNewestFirst, readInCommand } from './scope';

export function userCollection<T>(
  path: (scope: DataScope) => CollectionReference<T>,
  notFound: string | DomainMessage,
) {
  return {
    /** Newest first; an unreadable document is logged and skipped. */
    list: (scope: DataScope): Promise<T[]> => listNewestFirst(path(scope)),
    /** One document, or null (also for an id that names no document). */
    get: (scope: DataScope, id: string): Promise<T | null> => getByIdOrNull(path(scope), id),
    read: (tx: FirestoreTransaction, scope: DataScope, id: string) => readInCommand(tx, path(scope), id, notFound),
    add: (tx: FirestoreTransaction, scope: DataScope, data: DocumentData) => addInCommand(tx, path(scope), data),
    delete: (scope: DataScope, id: string) => deleteInCommand(scope, path(scope), id, notFound),
  };
}
