// A page's first reads, started while its code is still loading. A remote's routes module (already
// loaded) names what each page reads; the reads start during that render, beside the download of
// the page's chunk, instead of after it. Same query keys as the page's own hooks: when the page
// mounts it finds its data in flight or in the cache, and nothing is read twice.
import {
  useQueryClient,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { DEFAULT_TRANSACTION_FILTER, monthKeyOf } from '@pitaka/domain';
import { profileQuery } from './accounts';
import { listQuery, oneQuery, type Collection } from './collections';
import { useRunner, type Run } from './runner';
import { ledgerSummaryQuery, monthSummaryQuery } from './summaries';
import { latestBudgetQuery } from './budgets';
import { accountTransactionsQuery, recentTransactionsQuery, transactionsPageQuery } from './transactions';

/**
 * One read a page (or a dashboard widget) starts with: the user's profile, a whole list
 * ('transactions' is the first page of /transactions with no filter, 'recentTransactions' the
 * dashboard's latest 5, 'goals' the savings goals), the latest budget ('latestBudget'), the ledger
 * summary, the summary of this Manila month ('thisMonthSummary': a widget's declaration imports
 * nothing to work the month out) or of a month by its key, or one document (or an account's first
 * page of transactions) by id.
 */
export type PageRead =
  | 'profile'
  | 'accounts'
  | 'recentTransactions'
  | 'transactions'
  | 'paluwagans'
  | 'debts'
  | 'recurring'
  | 'imports'
  | 'ledgerSummary'
  | 'thisMonthSummary'
  | 'goals'
  | 'latestBudget'
  | readonly ['account' | 'accountTransactions' | 'paluwagan' | 'debt' | 'recurringItem' | 'monthSummary', string];

// Reads start only when nothing is cached for them (data, a read in flight, or a failure).

function fetchOnce<T, K extends QueryKey>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>) {
  if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}

function fetchPagesOnce<T, K extends QueryKey, P>(
  client: QueryClient,
  options: FetchInfiniteQueryOptions<T, Error, T, K, P>,
) {
  if (!client.getQueryState(options.queryKey)) void client.prefetchInfiniteQuery(options);
}

/** The collection of a read of one document by id. */
const COLLECTION_OF: Record<'account' | 'paluwagan' | 'debt' | 'recurringItem', Collection> = {
  account: 'accounts',
  paluwagan: 'paluwagans',
  debt: 'debts',
  recurringItem: 'recurring',
};

function startRead(client: QueryClient, uid: string, run: Run, read: PageRead) {
  const [kind, id = ''] = typeof read === 'string' ? [read] : read;
  switch (kind) {
    case 'profile':
      return fetchOnce(client, profileQuery(uid, run));
    case 'accounts':
    case 'paluwagans':
    case 'debts':
    case 'recurring':
    case 'imports':
    case 'goals':
      return fetchOnce(client, listQuery(uid, run, kind));
    case 'latestBudget':
      return fetchOnce(client, latestBudgetQuery(uid, run));
    case 'account':
    case 'paluwagan':
    case 'debt':
    case 'recurringItem':
      return fetchOnce(client, oneQuery(uid, run, COLLECTION_OF[kind], id));
    case 'recentTransactions':
      return fetchOnce(client, recentTransactionsQuery(uid, run));
    case 'transactions':
      return fetchPagesOnce(client, transactionsPageQuery(uid, run, DEFAULT_TRANSACTION_FILTER));
    case 'accountTransactions':
      return fetchPagesOnce(client, accountTransactionsQuery(uid, run, id));
    case 'ledgerSummary':
      return fetchOnce(client, ledgerSummaryQuery(uid, run));
    case 'thisMonthSummary':
      return fetchOnce(client, monthSummaryQuery(uid, run, monthKeyOf(new Date())));
    case 'monthSummary':
      return fetchOnce(client, monthSummaryQuery(uid, run, id));
  }
}

/**
 * Starts the reads during render: a page whose code is still loading suspends the tree, and a
 * suspended tree runs no effects. A read with anything cached is left to the page's own hook,
 * which refreshes or retries it by its usual rules.
 */
export function usePageReads(reads: readonly PageRead[]): void {
  const client = useQueryClient();
  const { uid, run } = useRunner();
  for (const read of reads) startRead(client, uid, run, read);
}
