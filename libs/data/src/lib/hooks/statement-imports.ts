// Statement imports: the list, what the preview compares rows with, and the commit and the undo
// (long runs that report their progress through the input's onProgress).
import { useQuery } from '@tanstack/react-query';
import { useList } from './collections';
import { dataKeys } from './query-keys';
import { useCommand, useRunner } from './runner';

export const useStatementImports = () => useList('imports');

/** How the account's last statement was read (null: none remembered); idle without an account. */
export function useImportMapping(accountId: string) {
  const { uid, run } = useRunner();
  return useQuery({
    queryKey: dataKeys.importMapping(uid, accountId),
    queryFn: () => run((api, scope) => api.getImportMapping(scope, accountId)),
    enabled: accountId !== '',
  });
}

/** The duplicate keys of the account's transactions in `range`; idle until both are known. */
export function useImportDuplicateKeys(accountId: string, range: { from: Date; to: Date } | null) {
  const { uid, run } = useRunner();
  return useQuery({
    queryKey: dataKeys.importDuplicateKeys(uid, accountId, range?.from.getTime() ?? 0, range?.to.getTime() ?? 0),
    queryFn: async () =>
      new Set(
        range ? await run((api, scope) => api.listImportDuplicateKeys(scope, { accountId, ...range })) : [],
      ) as ReadonlySet<string>,
    enabled: accountId !== '' && range !== null,
  });
}

export const useImportStatement = () => useCommand('importStatement');
export const useUndoStatementImport = () => useCommand('undoStatementImport');
