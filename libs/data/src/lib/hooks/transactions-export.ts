// Every transaction of a filter, for the CSV export: a count aggregation, then pages of 500
// through the query /transactions pages with (one request each, so progress moves and a cancel
// stops between pages). Not cached: an export reads what is stored when it runs.
import type { Transaction, TransactionFilter } from '@pitaka/domain';
import { useCallback } from 'react';
import type { Page, PageCursor } from '../store';
import { useRunner } from './runner';

/** Documents per read of an export (Firestore answers a page of 500 in one response). */
export const EXPORT_PAGE_SIZE = 500;

export interface ReadProgress {
  read: number;
  /** The count taken first; raised to `read` if more arrived meanwhile. */
  total: number;
}

export interface ReadAllOptions {
  /** Aborted: nothing more is read and the read resolves with null. */
  signal: AbortSignal;
  onProgress: (progress: ReadProgress) => void;
  /** For the date range: the count and every page use this one moment. */
  now?: Date;
}

/**
 * `readAll(filter, options)`: the filter's transactions, newest first, or null when cancelled.
 * A failed read rejects with a DataError.
 */
export function useReadAllTransactions() {
  const { run } = useRunner();
  return useCallback(
    async (
      filter: TransactionFilter,
      { signal, onProgress, now = new Date() }: ReadAllOptions,
    ): Promise<Transaction[] | null> => {
      const total = await run((api, s) => api.countTransactions(s, { filter, now }));
      const items: Transaction[] = [];
      const report = () => onProgress({ read: items.length, total: Math.max(total, items.length) });
      let after: PageCursor<Transaction> | null = null;
      do {
        if (signal.aborted) return null;
        report();
        const cursor = after;
        const page: Page<Transaction> = await run((api, s) =>
          api.fetchTransactionsPage(s, { filter, now, after: cursor, pageSize: EXPORT_PAGE_SIZE }),
        );
        if (signal.aborted) return null;
        items.push(...page.items);
        after = page.next;
      } while (after);
      report();
      return items;
    },
    [run],
  );
}
