import { getDocs } from 'firebase/firestore/lite';
import { type Account, type UserProfile } from '@pitaka/domain';
import { userCollection } from './collection';
import { type DataScope, command, getOrNull, paths, runQuery } from './scope';
import { readValidDocs } from './malformed';

export type { NewAccountInput, SetupInput, UpdateAccountInput } from '@pitaka/ledger';

const accounts = userCollection(paths.accounts);

// ---------------------------------------------------------------------------------------------
// Queries

/** users/{uid}, or null when the document does not exist yet (before account setup). */
export function getUserProfile(scope: DataScope): Promise<UserProfile | null> {
  return getOrNull(paths.user(scope));
}

/** All accounts, oldest first (ids are random, so the order comes from createdAt). */
export function listAccounts(scope: DataScope): Promise<Account[]> {
  return runQuery(async () => {
    const snap = await getDocs(paths.accounts(scope));
    return readValidDocs(snap.docs).sort(byCreatedAt);
  });
}

function byCreatedAt(a: Account, b: Account): number {
  return (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** One account, or null when it does not exist. */
export const getAccount = accounts.get;

// ---------------------------------------------------------------------------------------------
// Commands (the ledger's, each one Firestore transaction)

export const completeSetup = command('completeSetup');
export const saveLanguage = command('saveLanguage');
export const createAccount = command('createAccount');
export const updateAccount = command('updateAccount');
export const deleteAccount = command('deleteAccount');
