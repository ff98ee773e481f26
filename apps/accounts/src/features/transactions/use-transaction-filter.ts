// /transactions: the applied filter and its pages of 15.
import { useTransactionsPage } from '@pitaka/data';
import { DEFAULT_TRANSACTION_FILTER, type TransactionFilter } from '@pitaka/domain';
import { useState } from 'react';
import { pagedList } from './paged-list';

export function useTransactionFilter() {
  const [filter, setFilter] = useState<TransactionFilter>(DEFAULT_TRANSACTION_FILTER);
  const list = pagedList(useTransactionsPage(filter));
  return { filter, setFilter, reset: () => setFilter(DEFAULT_TRANSACTION_FILTER), list };
}
