import { useList, useOne } from './collections';
import { useCommand } from './runner';

export const useDebts = () => useList('debts');

/** data is null for 'Debt not found'. */
export const useDebt = (debtId: string) => useOne('debts', debtId);

export const useCreateDebt = () => useCommand('createDebt');
export const useUpdateDebt = () => useCommand('updateDebt');
export const useDeleteDebt = () => useCommand('deleteDebt');
