import type { Attribution } from '@pitaka/domain';
import { ATTRIBUTED, CODECS, type DocKind, type Documents } from './documents';
import { CommandError } from './command-error';
import { isDocumentId, type DocRef } from './paths';
import type { LedgerTx, StoredTx } from './port';

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Decodes a stored document; one the app cannot read fails as 'unexpected', naming it. */
export function decode<K extends DocKind>(
  kind: K,
  path: string,
  id: string,
  doc: Record<string, unknown>,
): Documents[K] {
  try {
    return CODECS[kind].fromDoc(id, doc);
  } catch (error) {
    throw new CommandError('unexpected', `Unreadable document ${path}: ${reason(error)}`, { cause: error });
  }
}

function assertWritable(ref: DocRef): void {
  if (!isDocumentId(ref.id)) throw new CommandError('unexpected', `No document can be named ${JSON.stringify(ref.id)}`);
}

/**
 * The typed port over a stored one. An update writes only the patched fields, in their stored
 * form: the patch is merged into the document as read, encoded whole, and the patched keys kept
 * (so every conversion stays in the codecs, and fields the patch does not name are not touched).
 * With `by` (a household's command: the caller's uid and the household's root), every money
 * document it writes there says who changed it last, and a new one who made it; an existing one
 * keeps its maker. Documents it writes in the caller's own books (an account brought in) do not.
 */
export function typedTx(stored: StoredTx, by?: { uid: string; root: string }): LedgerTx {
  const read = new Map<string, unknown>();
  const attributed = (ref: DocRef) =>
    by !== undefined && ATTRIBUTED.has(ref.kind) && ref.path.startsWith(`${by.root}/`);
  const stamped = <K extends DocKind>(ref: DocRef<K>, doc: Documents[K]): Documents[K] => {
    if (!by || !attributed(ref)) return doc;
    const existing = read.get(ref.path) as Attribution | undefined;
    const createdBy = existing ? existing.createdBy : by.uid;
    return { ...doc, ...(createdBy === undefined ? {} : { createdBy }), updatedBy: by.uid };
  };
  const patched = <K extends DocKind>(ref: DocRef<K>, patch: Partial<Documents[K]>): Partial<Documents[K]> =>
    by && attributed(ref) ? { ...patch, updatedBy: by.uid } : patch;
  return {
    async get(ref) {
      if (!isDocumentId(ref.id)) return undefined;
      const doc = await stored.get(ref.path);
      const value = doc === undefined ? undefined : decode(ref.kind, ref.path, ref.id, doc);
      read.set(ref.path, value);
      return value;
    },
    listIds: (col) => stored.listIds(col.path),
    set(ref, given) {
      assertWritable(ref);
      const doc = stamped(ref, given);
      stored.set(ref.path, CODECS[ref.kind].toDoc(doc));
      read.set(ref.path, doc);
    },
    update<K extends DocKind>(ref: DocRef<K>, given: Partial<Documents[K]>) {
      const patch = patched(ref, given);
      const before = read.get(ref.path) as Documents[K] | undefined;
      if (!before) throw new CommandError('unexpected', `Update of ${ref.path}, which this transaction did not read`);
      const after = { ...before, ...patch };
      const encoded = CODECS[ref.kind].toDoc(after);
      const keys = Object.keys(patch);
      const fields = Object.fromEntries(keys.filter((k) => encoded[k] !== undefined).map((k) => [k, encoded[k]]));
      stored.update(
        ref.path,
        fields,
        keys.filter((k) => encoded[k] === undefined),
      );
      read.set(ref.path, after);
    },
    delete(ref) {
      assertWritable(ref);
      stored.delete(ref.path);
      read.delete(ref.path);
    },
  };
}
