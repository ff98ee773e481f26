// What debts, paluwagans and recurring items (and, for one document, accounts) do alike with
// their collection: list it newest first, and get one by an id from a URL.
import type { CollectionReference } from 'firebase/firestore/lite';
import { type DataScope, getByIdOrNull, listNewestFirst } from './scope';

export function userCollection<T>(path: (scope: DataScope) => CollectionReference<T>) {
  return {
    /** Newest first; an unreadable document is logged and skipped. */
    list: (scope: DataScope): Promise<T[]> => listNewestFirst(path(scope)),
    /** One document, or null (also for an id that names no document). */
    get: (scope: DataScope, id: string): Promise<T | null> => getByIdOrNull(path(scope), id),
  };
}
