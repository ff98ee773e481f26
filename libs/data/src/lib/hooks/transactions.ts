import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { DEFAULT_TRANSACTION_FILTER, padalaReport, type Transaction, type TransactionFilter } from '@pitaka/domain';
import type { Page, PageCursor } from '../store';
import { useCurrency, useHiddenAccountIds } from './accounts';
import { dataKeys } from './query-keys';
import { useCommand, useRunner, type Run } from './runner';

type Cursor = PageCursor<Transaction> | null;

export const recentTransactionsQuery = (uid: string, run: Run) =>
  queryOptions({
    queryKey: dataKeys.recentTransactions(uid),
    queryFn: () => run((api, s) => api.listRecentTransactions(s)),
  });

/** Leaves out the transactions of an account not shown (half-way into or out of the space). */
function useShownRows() {
  const hidden = useHiddenAccountIds();
  const rows = useCallback(
    (items: Transaction[]) => (hidden.size === 0 ? items : items.filter((t) => !hidden.has(t.accountId))),
    [hidden],
  );
  const pages = useCallback(
    (data: InfiniteData<Page<Transaction>, Cursor>): InfiniteData<Page<Transaction>> =>
      hidden.size === 0 ? data : { ...data, pages: data.pages.map((page) => ({ ...page, items: rows(page.items) })) },
    [hidden, rows],
  );
  return { rows, pages };
}

/** The padala report (/insights): per sending account, month and destination currency. */
export function usePadalaReport() {
  const { uid, run } = useRunner();
  const currency = useCurrency();
  const shown = useShownRows();
  return useQuery({
    queryKey: dataKeys.padalaParts(uid),
    queryFn: () => run((api, s) => api.listPadalaParts(s)),
    select: (rows: Transaction[]) => padalaReport(shown.rows(rows), currency),
  });
}

/** Dashboard: the latest 5 by creation time. */
export function useRecentTransactions() {
  const { uid, run } = useRunner();
  const shown = useShownRows();
  return useQuery({ ...recentTransactionsQuery(uid, run), select: shown.rows });
}

export const transactionsPageQuery = (uid: string, run: Run, filter: TransactionFilter) =>
  infiniteQueryOptions({
    queryKey: dataKeys.transactionsPage(uid, filter),
    queryFn: ({ pageParam }) => run((api, s) => api.fetchTransactionsPage(s, { filter, after: pageParam })),
    initialPageParam: null as Cursor,
    getNextPageParam: (last) => last.next,
  });

export const accountTransactionsQuery = (uid: string, run: Run, accountId: string) =>
  infiniteQueryOptions({
    queryKey: dataKeys.accountTransactions(uid, accountId),
    queryFn: ({ pageParam }) => run((api, s) => api.fetchAccountTransactionsPage(s, accountId, { after: pageParam })),
    initialPageParam: null as Cursor,
    getNextPageParam: (last) => last.next,
  });

/**
 * /transactions: pages of 15 with every filter applied together. `data.pages[i].items`;
 * `hasNextPage` drives 'Load More' (false after the last page, never a useless click).
 */
export function useTransactionsPage(filter: TransactionFilter = DEFAULT_TRANSACTION_FILTER) {
  const { uid, run } = useRunner();
  const shown = useShownRows();
  return useInfiniteQuery({ ...transactionsPageQuery(uid, run, filter), select: shown.pages });
}

/** Account detail: pages of 5. */
export function useAccountTransactions(accountId: string) {
  const { uid, run } = useRunner();
  return useInfiniteQuery(accountTransactionsQuery(uid, run, accountId));
}

export const useAddTransaction = () => useCommand('addTransaction');
export const useEditTransaction = () => useCommand('editTransaction');
// A linked transaction's revert also unmarks its paluwagan, debt or recurring row.
export const useRevertTransaction = () => useCommand('revertTransaction');
