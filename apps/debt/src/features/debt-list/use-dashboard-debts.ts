import { useDebts } from '@pitaka/data';
import type { Debt } from '@pitaka/domain';
import { useEffect } from 'react';
import { dashboardDebts } from './dashboard-order';
import { useToday } from '@pitaka/remote-kit';

/** The dashboard block: a load failure is only logged and shows the empty state (spec 8). */
export function useDashboardDebts(): { loading: boolean; debts: Debt[]; today: Date } {
  const { data, error, isPending } = useDebts();
  const today = useToday();
  useEffect(() => {
    if (error) console.error('Failed to load debts for the dashboard', error);
  }, [error]);
  return { loading: isPending, debts: dashboardDebts(data ?? []), today };
}
