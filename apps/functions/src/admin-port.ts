// The ledger's transaction port over the Admin SDK: the server's twin of the client's
// libs/data/src/lib/store/firestore-port.ts. Documents in their stored shape by path.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { StoredTx } from '@pitaka/ledger';

function storedTx(db: Firestore, tx: Transaction): StoredTx {
  return {
    async get(path) {
      const snap = await tx.get(db.doc(path));
      return snap.exists ? snap.data() : undefined;
    },
    async listIds(collectionPath) {
      // Existing documents only (listDocuments would also name empty parents of subcollections).
      return (await db.collection(collectionPath).select().get()).docs.map((d) => d.id);
    },
    set: (path, data) => void tx.set(db.doc(path), data),
    update(path, fields, removed) {
      const gone = Object.fromEntries(removed.map((key) => [key, FieldValue.delete()]));
      tx.update(db.doc(path), { ...fields, ...gone });
    },
    delete: (path) => void tx.delete(db.doc(path)),
  };
}

/** One Admin SDK transaction (retried on contention, as the SDK does) over the stored port. */
export function adminTransaction(db: Firestore) {
  return <T>(body: (tx: StoredTx) => Promise<T>): Promise<T> => db.runTransaction((tx) => body(storedTx(db, tx)));
}
