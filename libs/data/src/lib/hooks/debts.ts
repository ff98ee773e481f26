import { queryOptions } from '@tanstack/react-query';
import type { DebtFormInput } from '@pitaka/domain';
import type { UpdateDebtInput } from '../store';
import { dataKeys } from './query-keys';
import { useCommand, useUserQuery, type Run } from './runner';

export const debtsQuery = (uid: string, run: Run) =>
  queryOptions({ queryKey: dataKeys.debts(uid), queryFn: () => run((api, s) => api.listDebts(s)) });

export const debtQuery = (uid: string, run: Run, debtId: string) =>
  queryOptions({ queryKey: dataKeys.debt(uid, debtId), queryFn: () => run((api, s) => api.getDebt(s, debtId)) });

export const useDebts = () => useUserQuery(debtsQuery);

/** data is null for 'Debt not found'. */
export const useDebt = (debtId: string) => useUserQuery(debtQuery, debtId);

export const useCreateDebt = () => useCommand((api, s, v: DebtFormInput) => api.createDebt(s, v), ['debts']);
export const useUpdateDebt = () => useCommand((api, s, v: UpdateDebtInput) => api.updateDebt(s, v), ['debts']);
export const useDeleteDebt = () => useCommand((api, s, v: { debtId: string }) => api.deleteDebt(s, v), ['debts']);
