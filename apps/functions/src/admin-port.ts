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

/**
 * A transaction the database closed under it: the Firestore emulator's answer to a read that
 * waited too long for another transaction's lock (production answers ABORTED, which the SDK
 * retries itself). Nothing of it was committed, so running it again is safe.
 */
export function isClosedTransaction(error: unknown): boolean {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  return code === 3 && typeof details === 'string' && details.startsWith('Transaction is invalid or closed');
}

/** Whole transactions run again after a closed one, this many times at most. */
export const CLOSED_TRANSACTION_ATTEMPTS = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One Admin SDK transaction over the stored port: retried on contention (as the SDK does), and
 * run again when the database closed it (see `isClosedTransaction`).
 */
export function adminTransaction(db: Firestore, backoffMs = 100) {
  return async <T>(body: (tx: StoredTx) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.runTransaction((tx) => body(storedTx(db, tx)));
      } catch (error) {
        if (!isClosedTransaction(error) || attempt >= CLOSED_TRANSACTION_ATTEMPTS) throw error;
        await pause(backoffMs * 2 ** (attempt - 1) * (0.5 + Math.random()));
      }
    }
  };
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
