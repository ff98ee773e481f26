// Who made and who last changed a household's money document (createdBy, updatedBy: uids). The
// typed port stamps them in a household's commands (../port/typed-tx.ts); a codec wrapped here
// writes and reads them beside its own fields.
import type { Attribution } from '@pitaka/domain';
import type { Codec } from './document';
import { optional, readOptionalId } from './fields';

export function attributed<M extends Attribution>(inner: Codec<M>): Codec<M> {
  return {
    toDoc: (model) => ({
      ...inner.toDoc(model),
      ...optional('createdBy', model.createdBy),
      ...optional('updatedBy', model.updatedBy),
    }),
    fromDoc: (id, doc) => ({
      ...inner.fromDoc(id, doc),
      ...optional('createdBy', readOptionalId(doc['createdBy'])),
      ...optional('updatedBy', readOptionalId(doc['updatedBy'])),
    }),
  };
}
