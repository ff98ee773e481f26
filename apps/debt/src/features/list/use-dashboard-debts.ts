import { useDebts } from '@pitaka/data';
import type { Debt } from '@pitaka/domain';
import { useLoggedError, useToday } from '@pitaka/remote-kit';
import { dashboardDebts } from './dashboard-order';

/** The dashboard block: a load failure is only logged and shows the empty state (spec 8). */
export function useDashboardDebts(): { loading: boolean; debts: Debt[]; today: Date } {
  const { data, error, isPending } = useDebts();
  const today = useToday();
  useLoggedError(error, 'Failed to load debts for the dashboard');
  return { loading: isPending, debts: dashboardDebts(data ?? []), today };
}
