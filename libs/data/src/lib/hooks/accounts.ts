import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_CURRENCY, type CurrencyCode } from '@pitaka/domain';
import { useList, useOne } from './collections';
import { dataKeys } from './query-keys';
import { useCommand, useUserQuery, type Run } from './runner';
import { useCurrentSpace } from './space';

export const profileQuery = (uid: string, run: Run) =>
  queryOptions({ queryKey: dataKeys.profile(uid), queryFn: () => run((api, s) => api.getUserProfile(s)) });

/** users/{uid}; data is null before account setup. */
export const useUserProfile = () => useUserQuery(profileQuery);

/**
 * The currency of the amounts on screen: the household's in a household (whatever the person's
 * own), otherwise the person's (the default, PHP, until the profile has loaded).
 */
export function useCurrency(): CurrencyCode {
  const space = useCurrentSpace();
  const own = useUserProfile().data?.currency;
  return (space ? space.currency : own) ?? DEFAULT_CURRENCY;
}

export const useAccounts = () => useList('accounts');

/** data is null for 'Account not found'. */
export const useAccount = (accountId: string) => useOne('accounts', accountId);

export const useCompleteSetup = () => useCommand('completeSetup');
export const useCreateAccount = () => useCommand('createAccount');
/** Remembers the language with the account (refused offline, like every write: the device keeps it). */
export const useSaveLanguage = () => useCommand('saveLanguage');
export const useUpdateAccount = () => useCommand('updateAccount');
export const useDeleteAccount = () => useCommand('deleteAccount');
