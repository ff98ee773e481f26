import {
  PALUWAGAN_MESSAGES,
  VALIDATION_MESSAGES,
  assertValid,
  changesPaluwaganSchedule,
  generatePaluwaganSchedule,
  isPaluwaganLocked,
  toPesos,
  startOfDay,
  validatePaluwaganForm,
  type Paluwagan,
  type PaluwaganFormInput,
  type ValidPaluwaganSchedule,
} from '@pitaka/domain';
import type { Transaction as FirestoreTransaction } from 'firebase/firestore/lite';
import { DataError } from '@pitaka/data/session';
import { numberToDoc, paluwaganToDoc, ts, weekToDoc } from './converters';
import {
  type DataScope,
  addInCommand,
  deleteInCommand,
  getByIdOrNull,
  listNewestFirst,
  paths,
  readInCommand,
  runCommand,
} from './scope';

// ---------------------------------------------------------------------------------------------
// Queries

/** Newest first (the cards re-sort them with sortPaluwagansForCards). */
export function listPaluwagans(scope: DataScope): Promise<Paluwagan[]> {
  return listNewestFirst(paths.paluwagans(scope));
}

/** One paluwagan, or null ('Paluwagan not found'). */
export function getPaluwagan(scope: DataScope, paluwaganId: string): Promise<Paluwagan | null> {
  return getByIdOrNull(paths.paluwagans(scope), paluwaganId);
}

// ---------------------------------------------------------------------------------------------
// Commands

function readPaluwagan(tx: FirestoreTransaction, scope: DataScope, paluwaganId: string) {
  return readInCommand(tx, paths.paluwagans(scope), paluwaganId, PALUWAGAN_MESSAGES.notFound);
}

function scheduleFields(input: ValidPaluwaganSchedule) {
  // A calendar day: stored as Manila midnight, whatever time of day the input carried.
  const startDate = startOfDay(input.startDate);
  const { totalNumbers } = input;
  const { amountPerNumber } = input;
  const schedule = generatePaluwaganSchedule({
    startDate,
    totalNumbers,
    amountPerNumber,
    ownedNumbers: input.selectedNumbers,
  });
  return {
    startDate,
    totalNumbers,
    amountPerNumber,
    payoutPerNumber: schedule.payoutPerNumber,
    numbers: schedule.numbers,
    weeklyPayments: schedule.weeklyPayments,
  };
}

/** Creates a paluwagan with its whole schedule (all unpaid); returns the new id for the redirect. */
export function createPaluwagan(
  scope: DataScope,
  input: PaluwaganFormInput,
  now: Date = new Date(),
): Promise<{ id: string }> {
  if (!scope.uid) return Promise.reject(new DataError('refused', VALIDATION_MESSAGES.mustBeLoggedInPaluwagan));
  return runCommand(scope, async (tx) => {
    const checked = assertValid(validatePaluwaganForm(input));
    return addInCommand(
      tx,
      paths.paluwagans(scope),
      paluwaganToDoc({
        name: checked.name,
        organizer: checked.organizer,
        description: checked.description,
        ...scheduleFields(checked),
        createdAt: now,
        updatedAt: now,
      }),
    );
  });
}

export interface UpdatePaluwaganInput extends PaluwaganFormInput {
  paluwaganId: string;
}

/**
 * Edit: while nothing is paid the whole record is rewritten with a regenerated, all-unpaid
 * schedule; once locked only name, organizer and description change.
 */
export function updatePaluwagan(scope: DataScope, input: UpdatePaluwaganInput, now: Date = new Date()): Promise<void> {
  return runCommand(scope, async (tx) => {
    const { ref, value: paluwagan } = await readPaluwagan(tx, scope, input.paluwaganId);
    const locked = isPaluwaganLocked(paluwagan);
    const checked = assertValid(validatePaluwaganForm(input, { locked }));
    const names = { name: checked.name, organizer: checked.organizer, description: checked.description };
    if (checked.locked) {
      if (changesPaluwaganSchedule(paluwagan, input)) throw new DataError('refused', PALUWAGAN_MESSAGES.lockedNotice);
      tx.update(ref, { ...names, updatedAt: ts(now) });
      return;
    }
    const fields = scheduleFields(checked);
    tx.update(ref, {
      ...names,
      startDate: ts(fields.startDate),
      totalNumbers: fields.totalNumbers,
      amountPerNumber: toPesos(fields.amountPerNumber),
      payoutPerNumber: toPesos(fields.payoutPerNumber),
      numbers: fields.numbers.map(numberToDoc),
      weeklyPayments: fields.weeklyPayments.map(weekToDoc),
      updatedAt: ts(now),
    });
  });
}

export function deletePaluwagan(scope: DataScope, input: { paluwaganId: string }): Promise<void> {
  return deleteInCommand(scope, paths.paluwagans(scope), input.paluwaganId, PALUWAGAN_MESSAGES.notFound);
}
