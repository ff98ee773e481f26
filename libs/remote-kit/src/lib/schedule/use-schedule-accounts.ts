import { useAccounts } from '@pitaka/data';
import { useLoggedError } from '../use-logged-error';

/**
 * The accounts a schedule's rows are paid from or into (undefined while loading). A failed load
 * is logged and `failed`, so the screen can say so with a retry rather than wait forever.
 */
export function useScheduleAccounts() {
  const { data: accounts, error, isError, refetch } = useAccounts();
  useLoggedError(error, 'Failed to load accounts');
  return { accounts, failed: isError && !accounts, retry: () => void refetch() };
}
