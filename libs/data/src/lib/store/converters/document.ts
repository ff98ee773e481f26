// What every collection's converter does with a document as a whole: the Firestore converter
// itself (a model's id is its document's, never one of its fields) and the createdAt / updatedAt
// stamps.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, Timestamp } from 'firebase/firestore/lite';
import { readDate, ts } from './fields';

export function converter<M extends object, D extends DocumentData>(
  toDoc: (model: M) => D,
  fromDoc: (id: string, data: DocumentData) => M,
): FirestoreDataConverter<M, D> {
  return {
    toFirestore: (model) => toDoc(model as M),
    fromFirestore: (snapshot: QueryDocumentSnapshot<D, D>) => fromDoc(snapshot.id, snapshot.data()),
  } as FirestoreDataConverter<M, D>;
}

/** The converter of a model that carries its document's id: written without it, read with it. */
export function docConverter<M extends { id: string }, D extends DocumentData>(
  toDoc: (model: Omit<M, 'id'>) => D,
  fromDoc: (id: string, data: DocumentData) => M,
): FirestoreDataConverter<M, D> {
  const withoutId = (model: M) => {
    const rest: Partial<M> = { ...model };
    delete rest.id;
    return toDoc(rest as Omit<M, 'id'>);
  };
  return converter(withoutId, fromDoc);
}

export function withDate<T extends object>(entry: T, key: 'createdAt' | 'updatedAt', date: Date | undefined): T {
  return date ? { ...entry, [key]: ts(date) } : entry;
}

/** A document's createdAt and updatedAt as stored. */
export interface StampsDoc {
  createdAt?: Timestamp;
  updatedAt?: Timestamp;
}

/** `doc` with the model's createdAt and updatedAt, each only when set (Firestore refuses undefined). */
export function withStamps<T extends object>(doc: T, model: { createdAt?: Date; updatedAt?: Date }): T {
  return withDate(withDate(doc, 'createdAt', model.createdAt), 'updatedAt', model.updatedAt);
}

export function readStamps(d: DocumentData): { createdAt: Date | undefined; updatedAt: Date | undefined } {
  return { createdAt: readDate(d['createdAt']), updatedAt: readDate(d['updatedAt']) };
}
