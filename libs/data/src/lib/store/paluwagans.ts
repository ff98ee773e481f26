import { VALIDATION, type PaluwaganFormInput } from '@pitaka/domain';
import { DataError } from '@pitaka/platform';
import { userCollection } from './collection';
import { type DataScope, command, paths } from './scope';

export type { UpdatePaluwaganInput } from '@pitaka/ledger';

const paluwagans = userCollection(paths.paluwagans);

// ---------------------------------------------------------------------------------------------
// Queries

/** Newest first (the cards re-sort them with sortPaluwagansForCards). */
export const listPaluwagans = paluwagans.list;

/** One paluwagan, or null ('Paluwagan not found'). */
export const getPaluwagan = paluwagans.get;

// ---------------------------------------------------------------------------------------------
// Commands (the ledger's, each one Firestore transaction)

const create = command('createPaluwagan');

/** Creates a paluwagan with its whole schedule (all unpaid); returns the new id for the redirect. */
export async function createPaluwagan(scope: DataScope, input: PaluwaganFormInput, now?: Date) {
  if (!scope.uid) throw new DataError('refused', VALIDATION.mustBeLoggedInPaluwagan);
  return create(scope, input, now);
}

export const updatePaluwagan = command('updatePaluwagan');
export const deletePaluwagan = command('deletePaluwagan');
