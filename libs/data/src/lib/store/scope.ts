import {
  collection,
  doc,
  runTransaction,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Transaction as FirestoreTransaction,
} from 'firebase/firestore/lite';
import type { Account, Debt, Paluwagan, Transaction, UserProfile } from '@pitaka/domain';
import { toDataError } from '../errors';
import {
  accountConverter,
  debtConverter,
  paluwaganConverter,
  transactionConverter,
  userConverter,
} from './converters';

/** Who and where: every query and command works inside users/{uid} of one Firestore instance. */
export interface DataScope {
  db: Firestore;
  uid: string;
}

// Paths exactly as spec section 7.
export const paths = {
  user: (s: DataScope): DocumentReference<UserProfile> => doc(s.db, 'users', s.uid).withConverter(userConverter),
  accounts: (s: DataScope): CollectionReference<Account> =>
    collection(s.db, 'users', s.uid, 'accounts').withConverter(accountConverter),
  transactions: (s: DataScope): CollectionReference<Transaction> =>
    collection(s.db, 'users', s.uid, 'transactions').withConverter(transactionConverter),
  paluwagans: (s: DataScope): CollectionReference<Paluwagan> =>
    collection(s.db, 'users', s.uid, 'paluwagans').withConverter(paluwaganConverter),
  debts: (s: DataScope): CollectionReference<Debt> =>
    collection(s.db, 'users', s.uid, 'debts').withConverter(debtConverter),
};

export const refs = {
  account: (s: DataScope, id: string) => doc(paths.accounts(s), id),
  transaction: (s: DataScope, id: string) => doc(paths.transactions(s), id),
  paluwagan: (s: DataScope, id: string) => doc(paths.paluwagans(s), id),
  debt: (s: DataScope, id: string) => doc(paths.debts(s), id),
  /** A new document with a Firestore auto id. */
  newIn: <T>(col: CollectionReference<T>) => doc(col),
};

/**
 * One command = one Firestore transaction: read, validate, write everything together. A throw
 * anywhere (a domain refusal included) discards every staged write. Errors come out as DataError.
 */
export async function runCommand<T>(scope: DataScope, body: (tx: FirestoreTransaction) => Promise<T>): Promise<T> {
  try {
    return await runTransaction(scope.db, body);
  } catch (error) {
    throw toDataError(error);
  }
}

/** Runs a read and maps its failure to a DataError ('unexpected' for Firestore failures). */
export async function runQuery<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw toDataError(error);
  }
}
