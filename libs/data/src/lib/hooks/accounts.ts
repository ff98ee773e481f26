import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_CURRENCY, type CurrencyCode } from '@pitaka/domain';
import { useList, useOne } from './collections';
import { dataKeys } from './query-keys';
import { useCommand, useUserQuery, type Run } from './runner';

export const profileQuery = (uid: string, run: Run) =>
  queryOptions({ queryKey: dataKeys.profile(uid), queryFn: () => run((api, s) => api.getUserProfile(s)) });

/** users/{uid}; data is null before account setup. */
export const useUserProfile = () => useUserQuery(profileQuery);

/** The user's currency for amounts on screen (the default, PHP, until the profile has loaded). */
export function useCurrency(): CurrencyCode {
  return useUserProfile().data?.currency ?? DEFAULT_CURRENCY;
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
