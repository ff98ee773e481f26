// What paluwagans, debts and recurring items do alike with their collection: delete one inside a
// command, refusing a missing one with the spec's text.
import type { DomainMessage } from '@pitaka/domain';
import type { DocRef, Space } from '../port/paths';
import type { Command } from '../port/port';
import { readOrRefuse } from './ledger';

/** A command that deletes the document `ref(space, id)` of the input's `key`, or refuses with `notFound`. */
export function deleteCommand<Key extends string>(
  key: Key,
  ref: (space: Space, id: string) => DocRef,
  notFound: string | DomainMessage,
): Command<Record<Key, string>, void> {
  return async (tx, ctx, input) => {
    const target = ref(ctx.space, input[key]);
    await readOrRefuse(tx, target, notFound);
    tx.delete(target);
  };
}
