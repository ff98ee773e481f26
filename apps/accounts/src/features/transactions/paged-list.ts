import type { useTransactionsPage } from '@pitaka/data';

type PagedQuery = ReturnType<typeof useTransactionsPage>;

/** An infinite query of transaction pages as TransactionList props (Retry reloads what failed). */
export function pagedList(query: PagedQuery) {
  return {
    status: query.status,
    transactions: query.data?.pages.flatMap((page) => page.items) ?? [],
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    onRetry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
}
