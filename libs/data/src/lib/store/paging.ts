import { getDocs, limit, query, startAfter, type Query, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { readValidDocs } from './malformed';

/**
 * Where the next page starts: the last document of the previous page (Firestore's startAfter
 * also breaks ties on the ordered field by document name), plus the `now` the first page was
 * computed with, so a date-range filter keeps one start across pages. Opaque to pages.
 */
export interface PageCursor<T = unknown> {
  readonly now: Date;
  readonly last: QueryDocumentSnapshot<T>;
}

export interface Page<T> {
  items: T[];
  /** null when this was the last page (no useless final "Load More"). */
  next: PageCursor<T> | null;
}

/**
 * Fetches pageSize + 1 documents: the extra one only says whether another page exists. An
 * unreadable document is logged and left out of `items` (that page is one shorter); the cursor
 * stays on the last document fetched for the page, readable or not, so Load More goes on past it.
 */
export async function fetchPage<T>(
  ordered: Query<T>,
  pageSize: number,
  now: Date,
  after?: PageCursor<T> | null,
): Promise<Page<T>> {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`pageSize must be a positive whole number: ${pageSize}`);
  const q = after ? query(ordered, startAfter(after.last), limit(pageSize + 1)) : query(ordered, limit(pageSize + 1));
  const snap = await getDocs(q);
  const docs = snap.docs.slice(0, pageSize);
  return {
    items: readValidDocs(docs),
    next: snap.docs.length > pageSize ? { now, last: docs[docs.length - 1] } : null,
  };
}
