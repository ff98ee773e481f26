import { useDebt } from '@pitaka/data';
import type { Debt } from '@pitaka/domain';
import { useCallback, useEffect, useState } from 'react';

export type DebtRecord =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; debt: Debt };

/**
 * One debt for the detail and edit pages: loading, 'Debt not found', a load failure, or the debt.
 * `hold` keeps showing a debt while it is being deleted: the command refreshes the cache (the
 * debt is gone) before the page moves on, and 'Debt not found' must not flash in between.
 */
export function useDebtRecord(debtId: string) {
  const query = useDebt(debtId);
  const { error, refetch } = query;
  const [held, setHeld] = useState<Debt | null>(null);
  useEffect(() => {
    if (error) console.error('Failed to load debt', error);
  }, [error]);
  const hold = useCallback((debt: Debt | null) => setHeld(debt), []);

  let record: DebtRecord;
  if (held) record = { state: 'ready', debt: held };
  else if (query.isPending) record = { state: 'loading' };
  else if (query.isLoadingError) record = { state: 'failed', retry: () => void refetch() };
  else record = query.data ? { state: 'ready', debt: query.data } : { state: 'notFound' };
  return { record, hold };
}
