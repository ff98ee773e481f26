import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataKeys } from './query-keys';
import { useCommand, useRunner, type Run } from './runner';

export const transferQuery = (uid: string, run: Run, transferId: string | null) =>
  queryOptions({
    queryKey: dataKeys.transfer(uid, transferId ?? ''),
    queryFn: () => run((api, s) => api.getTransfer(s, transferId ?? '')),
    enabled: transferId !== null,
  });

/**
 * A transfer as its edit form starts from it (null when its halves are not both there); no read
 * while `transferId` is null.
 */
export function useTransfer(transferId: string | null) {
  const { uid, run } = useRunner();
  return useQuery(transferQuery(uid, run, transferId));
}

export const useAddTransfer = () => useCommand('addTransfer');
export const useEditTransfer = () => useCommand('editTransfer');
