// A page's first reads, started while its code is still loading. A remote's routes module (already
// loaded) names what each page reads; the reads start during that render, beside the download of
// the page's chunk, instead of after it. Same query keys as the page's own hooks: when the page
// mounts it finds its data in flight or in the cache, and nothing is read twice.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_TRANSACTION_FILTER } from '@pitaka/domain';
import { accountQuery, accountsQuery } from './accounts';
import { debtQuery, debtsQuery } from './debts';
import { paluwaganQuery, paluwagansQuery } from './paluwagans';
import { useRunner, type Run } from './runner';
import { accountTransactionsQuery, transactionsPageQuery } from './transactions';

/**
 * One read a page starts with: a whole list ('transactions' is the first page of /transactions
 * with no filter), or one document (or an account's first page of transactions) by id.
 */
export type PageRead =
  | 'accounts'
  | 'transactions'
  | 'paluwagans'
  | 'debts'
  | readonly ['account' | 'accountTransactions' | 'paluwagan' | 'debt', string];

/** Starts a read unless anything is cached for it (data, a read in flight, or a failure). */
function startOnce(client: QueryClient, queryKey: QueryKey, start: () => Promise<void>) {
  if (!client.getQueryState(queryKey)) void start();
}

function startRead(client: QueryClient, uid: string, run: Run, read: PageRead) {
  const [kind, id = ''] = typeof read === 'string' ? [read] : read;
  switch (kind) {
    case 'accounts': {
      const options = accountsQuery(uid, run);
      return startOnce(client, options.queryKey, () => client.prefetchQuery(options));
    }
    case 'paluwagans': {
      const options = paluwagansQuery(uid, run);
      return startOnce(client, options.queryKey, () => client.prefetchQuery(options));
    }
    case 'debts': {
      const options = debtsQuery(uid, run);
      return startOnce(client, options.queryKey, () => client.prefetchQuery(options));
    }
    case 'transactions': {
      const options = transactionsPageQuery(uid, run, DEFAULT_TRANSACTION_FILTER);
      return startOnce(client, options.queryKey, () => client.prefetchInfiniteQuery(options));
    }
    case 'account': {
      const options = accountQuery(uid, run, id);
      return startOnce(client, options.queryKey, () => client.prefetchQuery(options));
    }
    case 'accountTransactions': {
      const options = accountTransactionsQuery(uid, run, id);
      return startOnce(client, options.queryKey, () => client.prefetchInfiniteQuery(options));
    }
    case 'paluwagan': {
      const options = paluwaganQuery(uid, run, id);
      return startOnce(client, options.queryKey, () => client.prefetchQuery(options));
    }
    case 'debt': {
      const options = debtQuery(uid, run, id);
      return startOnce(client, options.queryKey, () => client.prefetchQuery(options));
    }
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
