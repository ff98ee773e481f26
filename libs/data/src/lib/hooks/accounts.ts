import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_CURRENCY, type CurrencyCode } from '@pitaka/domain';
import type { NewAccountInput, SetupInput, UpdateAccountInput } from '../store';
import { dataKeys } from './query-keys';
import { MONEY, useCommand, useUserQuery, type Run } from './runner';

export const profileQuery = (uid: string, run: Run) =>
  queryOptions({ queryKey: dataKeys.profile(uid), queryFn: () => run((api, s) => api.getUserProfile(s)) });

export const accountsQuery = (uid: string, run: Run) =>
  queryOptions({ queryKey: dataKeys.accounts(uid), queryFn: () => run((api, s) => api.listAccounts(s)) });

export const accountQuery = (uid: string, run: Run, accountId: string) =>
  queryOptions({
    queryKey: dataKeys.account(uid, accountId),
    queryFn: () => run((api, s) => api.getAccount(s, accountId)),
  });

/** users/{uid}; data is null before account setup. */
export const useUserProfile = () => useUserQuery(profileQuery);

/** The user's currency for amounts on screen (the default, PHP, until the profile has loaded). */
export function useCurrency(): CurrencyCode {
  return useUserProfile().data?.currency ?? DEFAULT_CURRENCY;
}

export const useAccounts = () => useUserQuery(accountsQuery);

/** data is null for 'Account not found'. */
export const useAccount = (accountId: string) => useUserQuery(accountQuery, accountId);

export const useCompleteSetup = () =>
  useCommand((api, s, v: SetupInput) => api.completeSetup(s, v), ['profile', ...MONEY]);
export const useCreateAccount = () => useCommand((api, s, v: NewAccountInput) => api.createAccount(s, v), MONEY);
export const useUpdateAccount = () =>
  useCommand((api, s, v: UpdateAccountInput) => api.updateAccount(s, v), ['accounts']);
export const useDeleteAccount = () =>
  useCommand((api, s, v: { accountId: string }) => api.deleteAccount(s, v), ['accounts', 'summaries']);
