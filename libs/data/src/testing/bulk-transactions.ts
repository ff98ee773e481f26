// Many transactions at once, for the specs that page or export thousands: stored as the app stores
// them (transactionToDoc), as the server would (the emulator's owner), in batches of FIRESTORE_MAX_WRITES, with no balance
// or summary moved (those specs read transactions only); the order the list shows them in, and
// their pages read to the end.
import { collection, doc, writeBatch } from 'firebase/firestore/lite';
import {
  FIRESTORE_MAX_WRITES,
  matchesTransactionFilter,
  type Transaction,
  type TransactionFilter,
} from '@pitaka/domain';
import type { Page } from '../lib/store';
import { transactionToDoc } from '@pitaka/ledger';
import type { TestUser } from './test-user';
import { ownerDb } from './emulator';

const transactions = (c: TestUser) => collection(ownerDb(), 'users', c.uid, 'transactions');

/** A new id for one of the user's transactions, as Firestore makes them. */
export function newTransactionId(c: TestUser): string {
  return doc(transactions(c)).id;
}

/** Writes the transactions under their own ids. */
export async function writeTransactions(c: TestUser, list: readonly Transaction[]): Promise<void> {
  for (let start = 0; start < list.length; start += FIRESTORE_MAX_WRITES) {
    const batch = writeBatch(ownerDb());
    for (const t of list.slice(start, start + FIRESTORE_MAX_WRITES)) {
      batch.set(doc(transactions(c), t.id), transactionToDoc(t));
    }
    await batch.commit();
  }
}

/** The ids /transactions lists for `filter` at `now`: date descending, ties by document id descending. */
export function listOrder(list: readonly Transaction[], filter: TransactionFilter, now: Date): string[] {
  return list
    .filter((t) => matchesTransactionFilter(t, filter, now))
    .sort((a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((t) => t.id);
}

/**
 * Every page from `first` on, each read with `next` from the one before, until one has no next
 * cursor. A cursor that does not advance fails after `most` pages instead of hanging the test.
 */
export async function pageToEnd<T>(
  first: () => Promise<Page<T>>,
  next: (page: Page<T>) => Promise<Page<T>>,
  most: number,
): Promise<Page<T>[]> {
  const pages = [await first()];
  while (pages[pages.length - 1].next) {
    if (pages.length > most) throw new Error('paging does not end');
    pages.push(await next(pages[pages.length - 1]));
  }
  return pages;
}
