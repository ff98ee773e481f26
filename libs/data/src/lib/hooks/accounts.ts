import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_CURRENCY,
  hiddenAccountIds,
  isAccountShown,
  unfinishedMoves,
  type Account,
  type CurrencyCode,
} from '@pitaka/domain';
import { listQuery, oneQuery } from './collections';
import { dataKeys } from './query-keys';
import { useCommand, useRunner, useUserQuery, type Run } from './runner';
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

// An account on its way into or out of these books is not shown, nor are its transactions, until
// it is whole where it goes (domain account-moves.ts); the cache keeps what was read.
const shownAccounts = (accounts: Account[]) => accounts.filter(isAccountShown);
const shownAccount = (account: Account | null) => (account && isAccountShown(account) ? account : null);
const NONE: ReadonlySet<string> = new Set();

/** The accounts shown: every one of the space but one half-way into or out of it. */
export function useAccounts() {
  const { uid, run } = useRunner();
  return useQuery({ ...listQuery(uid, run, 'accounts'), select: shownAccounts });
}

/** data is null for 'Account not found' (and for an account half-way into or out of the space). */
export function useAccount(accountId: string) {
  const { uid, run } = useRunner();
  return useQuery({ ...oneQuery(uid, run, 'accounts', accountId), select: shownAccount });
}

const NO_ACCOUNTS: readonly Account[] = [];
const moving = (accounts: Account[]) => unfinishedMoves(accounts);

/**
 * In the person's own books, their accounts whose move into a household has not finished:
 * moving one again finishes it. None in a household (nothing of the person's books is read there).
 */
export function useUnfinishedMoves(): readonly Account[] {
  const { uid, run } = useRunner();
  const ownBooks = useCurrentSpace() === null;
  return useQuery({ ...listQuery(uid, run, 'accounts'), select: moving, enabled: ownBooks }).data ?? NO_ACCOUNTS;
}

/** The accounts not shown (half-way into or out of the space): the lists leave out their transactions. */
export function useHiddenAccountIds(): ReadonlySet<string> {
  const { uid, run } = useRunner();
  return useQuery({ ...listQuery(uid, run, 'accounts'), select: hiddenAccountIds }).data ?? NONE;
}

export const useCompleteSetup = () => useCommand('completeSetup');
export const useCreateAccount = () => useCommand('createAccount');
/** Remembers the language with the account (refused offline, like every write: the device keeps it). */
export const useSaveLanguage = () => useCommand('saveLanguage');
export const useUpdateAccount = () => useCommand('updateAccount');
export const useDeleteAccount = () => useCommand('deleteAccount');
