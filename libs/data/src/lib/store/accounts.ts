import {
  doc,
  getDocs,
  Timestamp,
  type CollectionReference,
  type Transaction as FirestoreTransaction,
} from 'firebase/firestore/lite';
import {
  ACCOUNT,
  CATEGORY_INITIAL,
  INITIAL_BALANCE_DESCRIPTION,
  accountInUse,
  paidRowMessages,
  assertValid,
  ZERO_CENTAVOS,
  type Centavos,
  validateAccountForm,
  validateAccountSetup,
  validateEditAccount,
  type Account,
  type AccountType,
  type CurrencyCode,
  type LanguageCode,
  type UserProfile,
} from '@pitaka/domain';
import { DataError } from '@pitaka/data/session';
import { accountToDoc } from './converters';
import { Ledger } from './ledger';
import { renameInSummaries } from './summaries-in-command';
import { userCollection } from './collection';
import { type DataScope, command, getOrNull, paths, refs, runCommand, runQuery } from './scope';
import { readDocOrFail, readValidDocs } from './malformed';

const accounts = userCollection(paths.accounts, ACCOUNT.accountNotFound);

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
// Commands

export interface NewAccountInput {
  name: string;
  type: AccountType;
  /** Defaults to 0; when > 0 an 'Initial balance' income is booked too. */
  initialBalance?: Centavos | null;
}

export interface SetupInput extends NewAccountInput {
  email: string;
  currency: CurrencyCode;
}

/** Stages a new account with its initial balance as an 'Initial' income (when > 0). */
function openAccount(
  tx: FirestoreTransaction,
  scope: DataScope,
  input: NewAccountInput,
  now: Date,
  ledger: Ledger,
): string {
  const ref = refs.newIn(paths.accounts(scope));
  const initial = input.initialBalance ?? ZERO_CENTAVOS;
  const account: Account = {
    id: ref.id,
    name: input.name.trim(),
    type: input.type,
    balance: ZERO_CENTAVOS,
    createdAt: now,
  };
  tx.set(ref.withConverter(null), accountToDoc(account));
  ledger.addAccount(account);
  if (initial > 0) {
    ledger.post({
      type: 'income',
      amount: initial,
      description: INITIAL_BALANCE_DESCRIPTION,
      category: CATEGORY_INITIAL,
      account,
    });
  }
  return ref.id;
}

/**
 * First run: merges the user document (email, currency, setupComplete, createdAt) and opens
 * the first account, all in one transaction. Refused when setup is already complete.
 */
export const completeSetup = command(async (tx, scope, input: SetupInput, now): Promise<{ accountId: string }> => {
  assertValid(validateAccountSetup(input));
  const userRef = paths.user(scope);
  const user = await tx.get(userRef);
  if (user.exists() && user.data().setupComplete) throw new DataError('refused', ACCOUNT.setupAlreadyComplete);
  // An existing createdAt is left untouched (the rules refuse any change to it, and a Date
  // round trip would drop a server timestamp's microseconds).
  const keepsCreatedAt = user.exists() && user.data().createdAt !== undefined;
  // A user finishing setup has no transactions yet: their summaries start complete.
  const ledger = await Ledger.open(tx, scope, now, [now], { newUser: true });
  tx.set(
    userRef.withConverter(null),
    {
      email: input.email,
      currency: input.currency,
      setupComplete: true,
      ...(keepsCreatedAt ? {} : { createdAt: Timestamp.fromDate(now) }),
    },
    { merge: true },
  );
  const accountId = openAccount(tx, scope, input, now, ledger);
  ledger.close();
  return { accountId };
});

/**
 * Remembers the language with the user's account, so another device starts in it. Before account
 * setup there is no profile to hold it (the device keeps it meanwhile): false.
 */
export const saveLanguage = command(async (tx, scope, language: LanguageCode): Promise<boolean> => {
  const userRef = paths.user(scope);
  const user = await tx.get(userRef);
  if (!user.exists()) return false;
  tx.set(userRef.withConverter(null), { language }, { merge: true });
  return true;
});

export const createAccount = command(async (tx, scope, input: NewAccountInput, now): Promise<{ id: string }> => {
  assertValid(validateAccountForm(input));
  const ledger = await Ledger.open(tx, scope, now);
  const id = openAccount(tx, scope, input, now, ledger);
  ledger.close();
  return { id };
});

export interface UpdateAccountInput {
  accountId: string;
  name: string;
  type: AccountType;
}

/** Name and type only: the balance changes through transactions. */
export function updateAccount(scope: DataScope, input: UpdateAccountInput): Promise<void> {
  return runCommand(scope, async (tx) => {
    assertValid(validateEditAccount(input));
    const { ref } = await accounts.read(tx, scope, input.accountId);
    await renameInSummaries(tx, scope, input.accountId, input.name.trim());
    tx.update(ref, { name: input.name.trim(), type: input.type });
  });
}

/**
 * Deletes an account; its transactions stay in the history under its name. Refused while any
 * paid paluwagan week, payout, debt payment or recurring occurrence points at it (they could
 * never be unmarked).
 * The account is read before the paluwagans and debts are listed: a payment from it that lands
 * after that read changes its balance, so this commit fails and the check runs again.
 */
export const deleteAccount = command(async (tx, scope, input: { accountId: string }, now): Promise<void> => {
  const { ref, value: account } = await accounts.read(tx, scope, input.accountId);
  const [paluwagans, debts, recurring] = await Promise.all([
    readAllInCommand(tx, paths.paluwagans(scope)),
    readAllInCommand(tx, paths.debts(scope)),
    readAllInCommand(tx, paths.recurring(scope)),
  ]);
  const inUse = paidRowMessages(account.id, paluwagans, debts, recurring);
  if (inUse.length > 0) throw new DataError('refused', accountInUse(account.name, inUse[0], inUse.length));
  const ledger = await Ledger.open(tx, scope, now, []);
  tx.delete(ref);
  ledger.forgetAccount(account.id);
  ledger.close();
});

/** Lists a collection's ids, then reads each document inside the command (so it is checked at commit). */
async function readAllInCommand<T>(tx: FirestoreTransaction, col: CollectionReference<T>): Promise<T[]> {
  const ids = (await getDocs(col.withConverter(null))).docs.map((d) => d.id);
  const snaps = await Promise.all(ids.map((id) => tx.get(doc(col, id))));
  return snaps.flatMap((s) => (s.exists() ? [readDocOrFail(s)] : []));
}
