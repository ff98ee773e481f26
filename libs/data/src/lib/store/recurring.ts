// Recurring bills and expected income. Paying and unpaying an occurrence go through the schedule
// engine (markRows / unmarkRows with kind 'recurring'); these are the item itself and the skips.
import { userCollection } from './collection';
import { command, paths } from './scope';

export type { OccurrencesInput, UpdateRecurringInput } from '@pitaka/ledger';

const items = userCollection(paths.recurring);

// ---------------------------------------------------------------------------------------------
// Queries

export const listRecurring = items.list;

/** One item, or null ('Recurring item not found'). */
export const getRecurring = items.get;

// ---------------------------------------------------------------------------------------------
// Commands (the ledger's, each one Firestore transaction)

export const createRecurring = command('createRecurring');
export const updateRecurring = command('updateRecurring');
export const pauseRecurring = command('pauseRecurring');
export const resumeRecurring = command('resumeRecurring');
export const deleteRecurring = command('deleteRecurring');
export const skipOccurrences = command('skipOccurrences');
export const unskipOccurrences = command('unskipOccurrences');
