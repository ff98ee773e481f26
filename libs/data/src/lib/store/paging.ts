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
  const snap = await getPageAfter(ordered, pageSize + 1, after?.last);
  const docs = snap.docs.slice(0, pageSize);
  return {
    items: readValidDocs(docs),
    next: snap.docs.length > pageSize ? { now, last: docs[docs.length - 1] } : null,
  };
}

/**
 * Up to `size` documents of `ordered`, after `after`: a document of it, or, when it is ordered by
 * document id, an id (a resumable read keeps only that).
 */
export function getPageAfter<T>(ordered: Query<T>, size: number, after?: QueryDocumentSnapshot<T> | string) {
  return getDocs(after ? query(ordered, startAfter(after), limit(size)) : query(ordered, limit(size)));
}

/**
 * Every document of `ordered`, `pageSize` at a time; `read` makes each page's documents values
 * (leaving out or refusing the unreadable ones, counting progress).
 */
export async function readAll<T, R>(
  ordered: Query<T>,
  pageSize: number,
  read: (docs: QueryDocumentSnapshot<T>[]) => R[],
): Promise<R[]> {
  const out: R[] = [];
  let last: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    const { docs } = await getPageAfter(ordered, pageSize, last);
    out.push(...read(docs));
    if (docs.length < pageSize) return out;
    last = docs[docs.length - 1];
  }
}
