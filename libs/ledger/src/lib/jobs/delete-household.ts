// Deleting a household, by an owner who typed its name: every other member and open invitation go
// at once (nobody else reads, writes or joins from then on), then its documents, a page per
// commit, and last the owner's membership and the household itself. Stopped part-way, it is run
// again and goes on from what is left.
import { CommandError } from '../port/command-error';
import type { JobPort } from '../port/job';
import { paths, type CollectionRef } from '../port/paths';
import { deleteDocuments, finishDeletion, startDeletion } from '../commands/households';

/** Deletes at most this many documents per commit (Firestore takes 500 writes). */
const PAGE = 400;

export interface DeleteHouseholdInput {
  /** The household's name, as the owner typed it to confirm. */
  name: string;
}

export async function deleteHousehold(port: JobPort, { name }: DeleteHouseholdInput): Promise<{ deleted: number }> {
  if (port.space.kind !== 'household') throw new CommandError('refused', 'Only a household can be deleted');
  await port.run(startDeletion, { name });
  const at = paths(port.space);
  const everything: CollectionRef[] = [
    at.transactions,
    at.accounts,
    at.paluwagans,
    at.debts,
    at.recurring,
    at.imports,
    at.importMappings,
    at.summaries,
    at.restores,
    at.commandReceipts,
    at.invites,
    at.activity,
    at.budgets,
    at.goals,
    at.rates,
  ];
  let deleted = 0;
  for (const col of everything) {
    for (;;) {
      const ids = await port.ids(col, { limit: PAGE });
      if (ids.length === 0) break;
      await port.run(deleteDocuments, { col, ids });
      deleted += ids.length;
    }
  }
  await port.run(finishDeletion, undefined);
  return { deleted };
}
