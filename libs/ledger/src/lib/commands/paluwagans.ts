import {
  PALUWAGAN,
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
import { CommandError } from '../port/command-error';
import { paths } from '../port/paths';
import type { Command } from '../port/port';
import { readOrRefuse } from './ledger';
import { deleteCommand } from './records';

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
export const createPaluwagan: Command<PaluwaganFormInput, { id: string }> = async (tx, ctx, input) => {
  const checked = assertValid(validatePaluwaganForm(input));
  const id = ctx.newId();
  tx.set(paths(ctx.space).paluwagan(id), { id, ...paluwaganFields(checked), createdAt: ctx.now, updatedAt: ctx.now });
  return { id };
};

export interface UpdatePaluwaganInput extends PaluwaganFormInput {
  paluwaganId: string;
}

/**
 * Edit: while nothing is paid the whole record is rewritten with a regenerated, all-unpaid
 * schedule; once locked only name, organizer and description change.
 */
export const updatePaluwagan: Command<UpdatePaluwaganInput, void> = async (tx, ctx, input) => {
  const ref = paths(ctx.space).paluwagan(input.paluwaganId);
  const paluwagan = await readOrRefuse(tx, ref, PALUWAGAN.notFound);
  const locked = isPaluwaganLocked(paluwagan);
  const checked = assertValid(validatePaluwaganForm(input, { locked }));
  const names = { name: checked.name, organizer: checked.organizer, description: checked.description };
  if (checked.locked) {
    if (changesPaluwaganSchedule(paluwagan, input)) throw new CommandError('refused', PALUWAGAN.lockedNotice);
    tx.update(ref, { ...names, updatedAt: ctx.now });
    return;
  }
  // Every field but createdAt.
  tx.update(ref, { ...paluwaganFields(checked), updatedAt: ctx.now });
};

export const deletePaluwagan = deleteCommand(
  'paluwaganId',
  (space, id) => paths(space).paluwagan(id),
  PALUWAGAN.notFound,
);
