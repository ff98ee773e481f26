// The rates a person keeps (issue #39): read with the space, kept by the trusted core.
import { useQuery } from '@tanstack/react-query';
import { dataKeys } from './query-keys';
import { useCommand, useRunner } from './runner';

/** `enabled` false where no account has a currency of its own: there is nothing to convert. */
export function useRates(enabled = true) {
  const { uid, run } = useRunner();
  return useQuery({
    queryKey: dataKeys.list(uid, 'rates'),
    queryFn: () => run((api, s) => api.listRates(s)),
    enabled,
  });
}

export const useSetRate = () => useCommand('setRate');
export const useRemoveRate = () => useCommand('removeRate');
