// Stored documents the app cannot read (out-of-range or malformed values, e.g. a balance of 1e14
// or 'abc' written by hand or by an old client). A list skips such a document and logs it; a
// single read of one fails with a DataError. Either way the rest of the app keeps working. (The
// codecs that find them out are the ledger's: libs/ledger/src/lib/stored.)
import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { DataError } from '@pitaka/platform';

export { MalformedDocumentError, isMalformedDocumentError } from '@pitaka/ledger';

/**
 * The converted documents of a query result, in order, without the ones that cannot be read:
 * each of those is logged with console.error (document path and reason) and skipped, so one
 * bad document never breaks a list.
 */
export function readValidDocs<T>(docs: readonly QueryDocumentSnapshot<T>[]): T[] {
  const out: T[] = [];
  for (const d of docs) {
    try {
      out.push(d.data());
    } catch (error) {
      console.error(`Skipped unreadable document ${d.ref.path}: ${reason(error)}`, error);
    }
  }
  return out;
}

/**
 * The converted value of one existing document; a document that cannot be read fails with a
 * DataError ('unexpected': pages show their generic load error) that names the document.
 */
export function readDocOrFail<T>(snap: DocumentSnapshot<T>): T {
  try {
    return snap.data() as T;
  } catch (error) {
    throw new DataError('unexpected', `Unreadable document ${snap.ref.path}: ${reason(error)}`, { cause: error });
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
