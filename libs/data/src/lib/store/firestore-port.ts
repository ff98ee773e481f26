// The ledger's transaction port over firebase/firestore/lite: documents in their stored shape by
// path. The Admin SDK's twin (trusted writes) is a sibling of this file.
import {
  collection,
  deleteField,
  doc,
  getDocs,
  runTransaction,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Transaction as FirestoreTransaction,
} from 'firebase/firestore/lite';
import type { Codec, StoredTx } from '@pitaka/ledger';

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
export function firestoreTransaction(db: Firestore) {
  return <T>(body: (tx: StoredTx) => Promise<T>): Promise<T> => runTransaction(db, (tx) => body(storedTx(db, tx)));
}

/** A codec as a Firestore converter, for queries (commands go through the port). */
export function firestoreConverter<M>(codec: Codec<M>): FirestoreDataConverter<M, DocumentData> {
  return {
    toFirestore: (model) => codec.toDoc(model as M),
    fromFirestore: (snapshot: QueryDocumentSnapshot) => codec.fromDoc(snapshot.id, snapshot.data()),
  } as FirestoreDataConverter<M, DocumentData>;
}
