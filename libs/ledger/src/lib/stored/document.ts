// What every collection's codec does with a document as a whole: the codec itself (a model's id
// is its document's, never one of its fields) and the createdAt / updatedAt stamps.
import type { StoredDoc, StoredDate } from './stored-doc';
import { readDate, ts } from './fields';

/** How one kind of document is written and read: the model's id is its document's, never a field. */
export interface Codec<M> {
  toDoc(model: M): StoredDoc;
  fromDoc(id: string, doc: StoredDoc): M;
}

export function codec<M extends object, D extends StoredDoc>(
  toDoc: (model: M) => D,
  fromDoc: (id: string, data: StoredDoc) => M,
): Codec<M> {
  return { toDoc, fromDoc };
}

/** The codec of a model that carries its document's id: written without it, read with it. */
export function docCodec<M extends { id: string }, D extends StoredDoc>(
  toDoc: (model: Omit<M, 'id'>) => D,
  fromDoc: (id: string, data: StoredDoc) => M,
): Codec<M> {
  const withoutId = (model: M) => {
    const rest: Partial<M> = { ...model };
    delete rest.id;
    return toDoc(rest as Omit<M, 'id'>);
  };
  return codec(withoutId, fromDoc);
}

export function withDate<T extends object>(entry: T, key: 'createdAt' | 'updatedAt', date: Date | undefined): T {
  return date ? { ...entry, [key]: ts(date) } : entry;
}

/** A document's createdAt and updatedAt as stored. */
export interface StampsDoc {
  createdAt?: StoredDate;
  updatedAt?: StoredDate;
}

/** `doc` with the model's createdAt and updatedAt, each only when set (Firestore refuses undefined). */
export function withStamps<T extends object>(doc: T, model: { createdAt?: Date; updatedAt?: Date }): T {
  return withDate(withDate(doc, 'createdAt', model.createdAt), 'updatedAt', model.updatedAt);
}

export function readStamps(d: StoredDoc): { createdAt: Date | undefined; updatedAt: Date | undefined } {
  return { createdAt: readDate(d['createdAt']), updatedAt: readDate(d['updatedAt']) };
}
