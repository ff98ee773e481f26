// Account detail: the account's transactions, 5 per page.
import { useAccountTransactions } from '@pitaka/data';
import { pagedList } from './paged-list';

export function useAccountTransactionsList(accountId: string) {
  return pagedList(useAccountTransactions(accountId));
}
