// The ledger's codecs as Firestore converters, for the queries (commands run on the server, over
// the Admin SDK: apps/functions/src/admin-port.ts).
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { Codec } from '@pitaka/ledger';

/** A codec as a Firestore converter, for queries (commands go through the port). */
export function firestoreConverter<M>(codec: Codec<M>): FirestoreDataConverter<M, DocumentData> {
  return {
    toFirestore: (model) => codec.toDoc(model as M),
    fromFirestore: (snapshot: QueryDocumentSnapshot) => codec.fromDoc(snapshot.id, snapshot.data()),
  } as FirestoreDataConverter<M, DocumentData>;
}
