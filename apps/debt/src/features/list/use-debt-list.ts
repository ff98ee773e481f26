import { useDebts } from '@pitaka/data';
import type { Debt } from '@pitaka/domain';
import { useLoggedError, useToday } from '@pitaka/remote-kit';

export type DebtListState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; owe: Debt[]; owed: Debt[]; today: Date };

/** /debt: every debt, split into 'Money You Owe' and 'Money Owed to You' (newest first). */
export function useDebtList(): DebtListState {
  const query = useDebts();
  const { error, refetch } = query;
  const today = useToday();
  useLoggedError(error, 'Failed to load debts');
  if (query.isPending) return { status: 'loading' };
  if (query.isLoadingError) return { status: 'failed', retry: () => void refetch() };
  return {
    status: 'ready',
    owe: query.data.filter((d) => d.type === 'owe'),
    owed: query.data.filter((d) => d.type === 'owed'),
    today,
  };
}
