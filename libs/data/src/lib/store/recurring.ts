// Recurring bills and expected income. Paying and unpaying an occurrence go through the schedule
// engine (markRows / unmarkRows with kind 'recurring', schedule-rows.ts), like paluwagan weeks
// and debt payments; this file keeps the item itself and the skips, which move no money.
import {
  ACCOUNT,
  RECURRING as R,
  assertValid,
  dayOfNumber,
  occurrenceKey,
  recurringRows,
  startOfDay,
  validateRecurring,
  type RecurringFormInput,
  type RecurringPause,
} from '@pitaka/domain';
import type { Transaction as FirestoreTransaction } from 'firebase/firestore/lite';
import { DataError } from '@pitaka/data/session';
import { occurrencesToDoc, pauseToDoc, recurringToDoc, ts } from './converters';
import { readAccounts } from './ledger';
import { userCollection } from './collection';
import { type DataScope, command, paths } from './scope';

const items = userCollection(paths.recurring, R.notFound);

// ---------------------------------------------------------------------------------------------
// Queries

export const listRecurring = items.list;

/** One item, or null ('Recurring item not found'). */
export const getRecurring = items.get;

// ---------------------------------------------------------------------------------------------
// Commands

/** The default account must exist when the item is saved (it may be deleted later: then the payer picks another). */
async function assertAccountExists(tx: FirestoreTransaction, scope: DataScope, accountId: string) {
  const [account] = await readAccounts(tx, scope, [accountId]);
  if (!account) throw new DataError('refused', ACCOUNT.accountNotFound);
}

export const createRecurring = command(async (tx, scope, input: RecurringFormInput, now): Promise<{ id: string }> => {
  const checked = assertValid(validateRecurring(input));
  await assertAccountExists(tx, scope, checked.accountId);
  return items.add(
    tx,
    scope,
    recurringToDoc({ ...checked, pauses: [], occurrences: {}, createdAt: now, updatedAt: now }),
  );
});

export interface UpdateRecurringInput extends RecurringFormInput {
  recurringId: string;
}

/**
 * Everything may change; the occurrences already paid or skipped stay as they are (a paid one
 * keeps its amount, account and transaction). Not the type once one is paid: its reversal
 * would go the wrong way.
 */
export const updateRecurring = command(async (tx, scope, input: UpdateRecurringInput, now): Promise<void> => {
  const { ref, value: item } = await items.read(tx, scope, input.recurringId);
  const checked = assertValid(validateRecurring(input));
  const anyPaid = Object.values(item.occurrences).some((o) => o.status === 'paid');
  if (anyPaid && checked.type !== item.type) throw new DataError('refused', R.typeLocked);
  if (checked.accountId !== item.accountId) await assertAccountExists(tx, scope, checked.accountId);
  const { pauses, occurrences, createdAt } = item;
  tx.set(ref, recurringToDoc({ ...checked, pauses, occurrences, createdAt, updatedAt: now }));
});

/** A command that rewrites an item's pauses: `change` gives the new list, or refuses. */
function pausesCommand(change: (pauses: readonly RecurringPause[], today: Date) => RecurringPause[]) {
  return command(async (tx, scope, input: { recurringId: string }, now): Promise<void> => {
    const { ref, value: item } = await items.read(tx, scope, input.recurringId);
    const pauses = change(item.pauses, startOfDay(now));
    tx.update(ref, { pauses: pauses.map(pauseToDoc), updatedAt: ts(now) });
  });
}

/** Not due from today (Manila) until resumed. */
export const pauseRecurring = pausesCommand((pauses, today) => {
  if (pauses.some((p) => !p.until)) throw new DataError('refused', R.alreadyPaused);
  return [...pauses, { from: today }];
});

/** Due again from today (Manila); the occurrences in the pause are not (a pause of no whole day is forgotten). */
export const resumeRecurring = pausesCommand((pauses, today) => {
  const open = pauses.find((p) => !p.until);
  if (!open) throw new DataError('refused', R.notPaused);
  const closed = pauses.filter((p) => p !== open);
  return today > open.from ? [...closed, { from: open.from, until: today }] : closed;
});

/** Deletes the item; the transactions it booked stay in the history as ordinary ones. */
export const deleteRecurring = (scope: DataScope, input: { recurringId: string }): Promise<void> =>
  items.delete(scope, input.recurringId);

export interface OccurrencesInput {
  recurringId: string;
  /** Manila day numbers of the occurrences (the schedule keys). */
  keys: readonly number[];
}

/** Skips unpaid occurrences, all or nothing: they are no longer due (unskip brings them back). */
export const skipOccurrences = command(async (tx, scope, input: OccurrencesInput, now): Promise<void> => {
  const { ref, value: item } = await items.read(tx, scope, input.recurringId);
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

/** Makes skipped occurrences due again, all or nothing. */
export const unskipOccurrences = command(async (tx, scope, input: OccurrencesInput, now): Promise<void> => {
  const { ref, value: item } = await items.read(tx, scope, input.recurringId);
  const occurrences = { ...item.occurrences };
  for (const key of new Set(input.keys)) {
    const day = occurrenceKey(dayOfNumber(key));
    if (occurrences[day]?.status !== 'skipped') throw new DataError('refused', R.occurrenceNotSkipped);
    delete occurrences[day];
  }
  tx.update(ref, { occurrences: occurrencesToDoc(occurrences), updatedAt: ts(now) });
});
