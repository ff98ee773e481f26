import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DebtFormInput } from '@pitaka/domain';
import type { UpdateDebtInput } from '../store';
import { dataKeys } from './query-keys';
import { useCommand, useRunner, type Run } from './runner';

export const debtsQuery = (uid: string, run: Run) =>
  queryOptions({ queryKey: dataKeys.debts(uid), queryFn: () => run((api, s) => api.listDebts(s)) });

export const debtQuery = (uid: string, run: Run, debtId: string) =>
  queryOptions({ queryKey: dataKeys.debt(uid, debtId), queryFn: () => run((api, s) => api.getDebt(s, debtId)) });

export function useDebts() {
  const { uid, run } = useRunner();
  return useQuery(debtsQuery(uid, run));
}

/** data is null for 'Debt not found'. */
export function useDebt(debtId: string) {
  const { uid, run } = useRunner();
  return useQuery(debtQuery(uid, run, debtId));
}

export const useCreateDebt = () => useCommand((api, s, v: DebtFormInput) => api.createDebt(s, v), ['debts']);
export const useUpdateDebt = () => useCommand((api, s, v: UpdateDebtInput) => api.updateDebt(s, v), ['debts']);
export const useDeleteDebt = () => useCommand((api, s, v: { debtId: string }) => api.deleteDebt(s, v), ['debts']);
