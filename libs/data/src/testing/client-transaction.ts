// Test-only: a ledger command run in this process, in a firestore/lite transaction as the
// emulator's owner (the rules apply to it no more than to the server's Admin SDK, whose port this
// one mirrors). For the specs that make the ledger throw part-way (a spy must live in this
// process) or set up what only a job cut off part-way leaves; everything the app does goes through
// the functions.
import {
  collection,
  deleteField,
  doc,
  getDocs,
  runTransaction,
  type Firestore,
  type Transaction as FirestoreTransaction,
} from 'firebase/firestore/lite';
import { personalSpace, runIn, type Command, type StoredTx } from '@pitaka/ledger';
import { toDataError } from '@pitaka/platform';
import type { DataScope } from '../lib/store';
import { ownerDb } from './emulator';

function storedTx(db: Firestore, tx: FirestoreTransaction): StoredTx {
  return {
    async get(path) {
      const snap = await tx.get(doc(db, path));
      return snap.exists() ? snap.data() : undefined;
    },
    async listIds(collectionPath) {
      return (await getDocs(collection(db, collectionPath))).docs.map((d) => d.id);
    },
    set: (path, data) => void tx.set(doc(db, path), data),
    update(path, fields, removed) {
      const gone = Object.fromEntries(removed.map((key) => [key, deleteField()]));
      tx.update(doc(db, path), { ...fields, ...gone });
    },
    delete: (path) => void tx.delete(doc(db, path)),
  };
}

/** One Firestore transaction (retried on a conflicting commit, as firestore/lite does) over the stored port. */
function firestoreTransaction(db: Firestore) {
  return <T>(body: (tx: StoredTx) => Promise<T>): Promise<T> => runTransaction(db, (tx) => body(storedTx(db, tx)));
}

/** Runs one ledger command in one firestore/lite transaction at `now`; errors come out as DataError. */
export async function runCommand<I, R>(scope: DataScope, body: Command<I, R>, input: I, now = new Date()): Promise<R> {
  try {
    return await runIn(firestoreTransaction(ownerDb()), body, input, { space: personalSpace(scope.uid), now });
  } catch (error) {
    throw toDataError(error);
  }
}
