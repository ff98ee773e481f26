import {
  PALUWAGAN,
  VALIDATION,
  assertValid,
  changesPaluwaganSchedule,
  generatePaluwaganSchedule,
  isPaluwaganLocked,
  startOfDay,
  validatePaluwaganForm,
  type Paluwagan,
  type PaluwaganFormInput,
  type ValidPaluwaganInput,
} from '@pitaka/domain';
import { DataError } from '@pitaka/data/session';
import { paluwaganToDoc, ts } from './converters';
import { userCollection } from './collection';
import { type DataScope, command, paths } from './scope';

const paluwagans = userCollection(paths.paluwagans, PALUWAGAN.notFound);

// ---------------------------------------------------------------------------------------------
// Queries

/** Newest first (the cards re-sort them with sortPaluwagansForCards). */
export const listPaluwagans = paluwagans.list;

/** One paluwagan, or null ('Paluwagan not found'). */
export const getPaluwagan = paluwagans.get;

// ---------------------------------------------------------------------------------------------
// Commands

/** A paluwagan's fields from a form that passed, with its whole schedule, all unpaid. */
function paluwaganFields(checked: ValidPaluwaganInput): Omit<Paluwagan, 'id'> {
  const { name, organizer, description, totalNumbers, amountPerNumber } = checked;
  // A calendar day: stored as Manila midnight, whatever time of day the input carried.
  const startDate = startOfDay(checked.startDate);
  const { payoutPerNumber, numbers, weeklyPayments } = generatePaluwaganSchedule({
    startDate,
    totalNumbers,
    amountPerNumber,
    ownedNumbers: checked.selectedNumbers,
  });
  return {
    name,
    organizer,
    description,
    startDate,
    totalNumbers,
    amountPerNumber,
    payoutPerNumber,
    numbers,
    weeklyPayments,
  };
}

/** Creates a paluwagan with its whole schedule (all unpaid); returns the new id for the redirect. */
export const createPaluwagan = command(async (tx, scope, input: PaluwaganFormInput, now): Promise<{ id: string }> => {
  if (!scope.uid) throw new DataError('refused', VALIDATION.mustBeLoggedInPaluwagan);
  const checked = assertValid(validatePaluwaganForm(input));
  return paluwagans.add(tx, scope, paluwaganToDoc({ ...paluwaganFields(checked), createdAt: now, updatedAt: now }));
});

export interface UpdatePaluwaganInput extends PaluwaganFormInput {
  paluwaganId: string;
}

/**
 * Edit: while nothing is paid the whole record is rewritten with a regenerated, all-unpaid
 * schedule; once locked only name, organizer and description change.
 */
export const updatePaluwagan = command(async (tx, scope, input: UpdatePaluwaganInput, now): Promise<void> => {
  const { ref, value: paluwagan } = await paluwagans.read(tx, scope, input.paluwaganId);
  const locked = isPaluwaganLocked(paluwagan);
  const checked = assertValid(validatePaluwaganForm(input, { locked }));
  const names = { name: checked.name, organizer: checked.organizer, description: checked.description };
  if (checked.locked) {
    if (changesPaluwaganSchedule(paluwagan, input)) throw new DataError('refused', PALUWAGAN.lockedNotice);
    tx.update(ref, { ...names, updatedAt: ts(now) });
    return;
  }
  // Every stored field but createdAt; spread, as update() takes no interface type.
  tx.update(ref, { ...paluwaganToDoc({ ...paluwaganFields(checked), updatedAt: now }) });
});

export const deletePaluwagan = (scope: DataScope, input: { paluwaganId: string }): Promise<void> =>
  paluwagans.delete(scope, input.paluwaganId);
