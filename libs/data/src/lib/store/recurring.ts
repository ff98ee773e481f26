// Recurring bills and expected income. Paying and unpaying an occurrence go through the schedule
// engine (markRows / unmarkRows with kind 'recurring', schedule-rows.ts), like paluwagan weeks
// and debt payments; this file keeps the item itself and the skips, which move no money.
import {
  ACCOUNT_MESSAGES,
  RECURRING_MESSAGES as R,
  assertValid,
  dayOfNumber,
  occurrenceKey,
  recurringRows,
  startOfDay,
  validateRecurring,
  type RecurringFormInput,
  type RecurringItem,
  type RecurringPause,
} from '@pitaka/domain';
import type { Transaction as FirestoreTransaction } from 'firebase/firestore/lite';
import { DataError } from '@pitaka/data/session';
import { occurrencesToDoc, pauseToDoc, recurringToDoc, ts } from './converters';
import { readAccounts } from './ledger';
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

export function listRecurring(scope: DataScope): Promise<RecurringItem[]> {
  return listNewestFirst(paths.recurring(scope));
}

/** One item, or null ('Recurring item not found'). */
export function getRecurring(scope: DataScope, recurringId: string): Promise<RecurringItem | null> {
  return getByIdOrNull(paths.recurring(scope), recurringId);
}

// ---------------------------------------------------------------------------------------------
// Commands

/** The default account must exist when the item is saved (it may be deleted later: then the payer picks another). */
async function assertAccountExists(tx: FirestoreTransaction, scope: DataScope, accountId: string) {
  const [account] = await readAccounts(tx, scope, [accountId]);
  if (!account) throw new DataError('refused', ACCOUNT_MESSAGES.accountNotFound);
}

export function createRecurring(
  scope: DataScope,
  input: RecurringFormInput,
  now: Date = new Date(),
): Promise<{ id: string }> {
  return runCommand(scope, async (tx) => {
    const checked = assertValid(validateRecurring(input));
    await assertAccountExists(tx, scope, checked.accountId);
    return addInCommand(
      tx,
      paths.recurring(scope),
      recurringToDoc({ ...checked, pauses: [], occurrences: {}, createdAt: now, updatedAt: now }),
    );
  });
}

export interface UpdateRecurringInput extends RecurringFormInput {
  recurringId: string;
}

function readItem(tx: FirestoreTransaction, scope: DataScope, recurringId: string) {
  return readInCommand(tx, paths.recurring(scope), recurringId, R.notFound);
}

/**
 * Everything may change; the occurrences already paid or skipped stay as they are (a paid one
 * keeps its amount, account and transaction). Not the type once one is paid: its reversal
 * would go the wrong way.
 */
export function updateRecurring(scope: DataScope, input: UpdateRecurringInput, now: Date = new Date()): Promise<void> {
  return runCommand(scope, async (tx) => {
    const { ref, value: item } = await readItem(tx, scope, input.recurringId);
    const checked = assertValid(validateRecurring(input));
    const anyPaid = Object.values(item.occurrences).some((o) => o.status === 'paid');
    if (anyPaid && checked.type !== item.type) throw new DataError('refused', R.typeLocked);
    if (checked.accountId !== item.accountId) await assertAccountExists(tx, scope, checked.accountId);
    const { pauses, occurrences, createdAt } = item;
    tx.set(ref, recurringToDoc({ ...checked, pauses, occurrences, createdAt, updatedAt: now }));
  });
}

/** Rewrites an item's pauses in one command: `change` gives the new list, or refuses. */
function changePauses(
  scope: DataScope,
  recurringId: string,
  now: Date,
  change: (pauses: readonly RecurringPause[], today: Date) => RecurringPause[],
): Promise<void> {
  return runCommand(scope, async (tx) => {
    const { ref, value: item } = await readItem(tx, scope, recurringId);
    const pauses = change(item.pauses, startOfDay(now));
    tx.update(ref, { pauses: pauses.map(pauseToDoc), updatedAt: ts(now) });
  });
}

/** Not due from today (Manila) until resumed. */
export function pauseRecurring(
  scope: DataScope,
  input: { recurringId: string },
  now: Date = new Date(),
): Promise<void> {
  return changePauses(scope, input.recurringId, now, (pauses, today) => {
    if (pauses.some((p) => !p.until)) throw new DataError('refused', R.alreadyPaused);
    return [...pauses, { from: today }];
  });
}

/** Due again from today (Manila); the occurrences in the pause are not (a pause of no whole day is forgotten). */
export function resumeRecurring(
  scope: DataScope,
  input: { recurringId: string },
  now: Date = new Date(),
): Promise<void> {
  return changePauses(scope, input.recurringId, now, (pauses, today) => {
    const open = pauses.find((p) => !p.until);
    if (!open) throw new DataError('refused', R.notPaused);
    const closed = pauses.filter((p) => p !== open);
    return today > open.from ? [...closed, { from: open.from, until: today }] : closed;
  });
}

/** Deletes the item; the transactions it booked stay in the history as ordinary ones. */
export function deleteRecurring(scope: DataScope, input: { recurringId: string }): Promise<void> {
  return deleteInCommand(scope, paths.recurring(scope), input.recurringId, R.notFound);
}

export interface OccurrencesInput {
  recurringId: string;
  /** Manila day numbers of the occurrences (the schedule keys). */
  keys: readonly number[];
}

/** Skips unpaid occurrences, all or nothing: they are no longer due (unskip brings them back). */
export function skipOccurrences(scope: DataScope, input: OccurrencesInput, now: Date = new Date()): Promise<void> {
  return runCommand(scope, async (tx) => {
    const { ref, value: item } = await readItem(tx, scope, input.recurringId);
    const keys = [...new Set(input.keys)];
    const rows = recurringRows(item, dayOfNumber(Math.max(0, ...keys)));
    const occurrences = { ...item.occurrences };
    for (const key of keys) {
      const row = rows.find((r) => r.key === key);
      if (!row) throw new DataError('refused', R.occurrenceMissing);
      if (row.isPaid) throw new DataError('refused', R.occurrenceAlreadyPaid);
      occurrences[occurrenceKey(dayOfNumber(key))] = { status: 'skipped' };
    }
    tx.update(ref, { occurrences: occurrencesToDoc(occurrences), updatedAt: ts(now) });
  });
}

/** Makes skipped occurrences due again, all or nothing. */
export function unskipOccurrences(scope: DataScope, input: OccurrencesInput, now: Date = new Date()): Promise<void> {
  return runCommand(scope, async (tx) => {
    const { ref, value: item } = await readItem(tx, scope, input.recurringId);
    const occurrences = { ...item.occurrences };
    for (const key of new Set(input.keys)) {
      const day = occurrenceKey(dayOfNumber(key));
      if (occurrences[day]?.status !== 'skipped') throw new DataError('refused', R.occurrenceNotSkipped);
      delete occurrences[day];
    }
    tx.update(ref, { occurrences: occurrencesToDoc(occurrences), updatedAt: ts(now) });
  });
}
