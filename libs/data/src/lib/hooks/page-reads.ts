// A page's first reads, started while its code is still loading. A remote's routes module (already
// loaded) names what each page reads; the reads start during that render, beside the download of
// the page's chunk, instead of after it. Same query keys as the page's own hooks: when the page
// mounts it finds its data in flight or in the cache, and nothing is read twice.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_TRANSACTION_FILTER, monthKeyOf } from '@pitaka/domain';
import { accountQuery, accountsQuery, profileQuery } from './accounts';
import { debtQuery, debtsQuery } from './debts';
import { paluwaganQuery, paluwagansQuery } from './paluwagans';
import { recurringItemQuery, recurringItemsQuery } from './recurring';
import { useRunner, type Run } from './runner';
import { ledgerSummaryQuery, monthSummaryQuery } from './summaries';
import { accountTransactionsQuery, recentTransactionsQuery, transactionsPageQuery } from './transactions';

/**
 * One read a page (or a dashboard widget) starts with: the user's profile, a whole list
 * ('transactions' is the first page of /transactions with no filter, 'recentTransactions' the
 * dashboard's latest 5), the ledger summary, the summary of this Manila month ('thisMonthSummary':
 * a widget's declaration imports nothing to work the month out) or of a month by its key, or one
 * document (or an account's first page of transactions) by id.
 */
export type PageRead =
  | 'profile'
  | 'accounts'
  | 'recentTransactions'
  | 'transactions'
  | 'paluwagans'
  | 'debts'
  | 'recurring'
  | 'ledgerSummary'
  | 'thisMonthSummary'
  | readonly ['account' | 'accountTransactions' | 'paluwagan' | 'debt' | 'recurringItem' | 'monthSummary', string];

/** Starts a read unless anything is cached for it (data, a read in flight, or a failure). */
function once<O extends { queryKey: QueryKey }>(
  client: QueryClient,
  options: O,
  prefetch: (options: O) => Promise<void>,
) {
  if (!client.getQueryState(options.queryKey)) void prefetch(options);
}

function startRead(client: QueryClient, uid: string, run: Run, read: PageRead) {
  const [kind, id = ''] = typeof read === 'string' ? [read] : read;
  switch (kind) {
    case 'profile':
      return once(client, profileQuery(uid, run), (o) => client.prefetchQuery(o));
    case 'accounts':
      return once(client, accountsQuery(uid, run), (o) => client.prefetchQuery(o));
    case 'paluwagans':
      return once(client, paluwagansQuery(uid, run), (o) => client.prefetchQuery(o));
    case 'debts':
      return once(client, debtsQuery(uid, run), (o) => client.prefetchQuery(o));
    case 'recurring':
      return once(client, recurringItemsQuery(uid, run), (o) => client.prefetchQuery(o));
    case 'recentTransactions':
      return once(client, recentTransactionsQuery(uid, run), (o) => client.prefetchQuery(o));
    case 'transactions':
      return once(client, transactionsPageQuery(uid, run, DEFAULT_TRANSACTION_FILTER), (o) =>
        client.prefetchInfiniteQuery(o),
      );
    case 'account':
      return once(client, accountQuery(uid, run, id), (o) => client.prefetchQuery(o));
    case 'accountTransactions':
      return once(client, accountTransactionsQuery(uid, run, id), (o) => client.prefetchInfiniteQuery(o));
    case 'paluwagan':
      return once(client, paluwaganQuery(uid, run, id), (o) => client.prefetchQuery(o));
    case 'debt':
      return once(client, debtQuery(uid, run, id), (o) => client.prefetchQuery(o));
    case 'recurringItem':
      return once(client, recurringItemQuery(uid, run, id), (o) => client.prefetchQuery(o));
    case 'ledgerSummary':
      return once(client, ledgerSummaryQuery(uid, run), (o) => client.prefetchQuery(o));
    case 'thisMonthSummary':
      return once(client, monthSummaryQuery(uid, run, monthKeyOf(new Date())), (o) => client.prefetchQuery(o));
    case 'monthSummary':
      return once(client, monthSummaryQuery(uid, run, id), (o) => client.prefetchQuery(o));
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
