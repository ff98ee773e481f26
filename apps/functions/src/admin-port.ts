// The ledger's transaction port over the Admin SDK: the server's twin of the client's
// libs/data/src/lib/store/firestore-port.ts. Documents in their stored shape by path.
import { FieldPath, FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { StoredJobPort, StoredTx } from '@pitaka/ledger';

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

/** The port of a long job: its commands' transactions, and its queries in document id order. */
export function adminJobPort(db: Firestore): StoredJobPort {
  return {
    transaction: adminTransaction(db),
    async page(collectionPath, { after, limit, where }) {
      let query = db.collection(collectionPath).orderBy(FieldPath.documentId());
      if (where) query = query.where(where.field, '==', where.value);
      if (after !== undefined) query = query.startAfter(after);
      const snap = await query.limit(limit).get();
      return snap.docs.map((d) => ({ id: d.id, doc: d.data() }));
    },
    async count(collectionPath) {
      return (await db.collection(collectionPath).count().get()).data().count;
    },
  };
}
