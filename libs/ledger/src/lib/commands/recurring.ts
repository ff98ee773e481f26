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
import { CommandError } from '../port/command-error';
import { paths } from '../port/paths';
import type { Command, CommandContext, LedgerTx } from '../port/port';
import { assertInBooksCurrency, readAccounts, readOrRefuse } from './ledger';
import { deleteCommand } from './records';

/** The default account must exist when the item is saved (it may be deleted later: then the payer picks another). */
async function assertAccountExists(tx: LedgerTx, ctx: CommandContext, accountId: string) {
  const [account] = await readAccounts(tx, ctx, [accountId]);
  if (!account) throw new CommandError('refused', ACCOUNT.accountNotFound);
  await assertInBooksCurrency(tx, ctx, account);
}

const itemRef = (ctx: CommandContext, id: string) => paths(ctx.space).recurringItem(id);

export const createRecurring: Command<RecurringFormInput, { id: string }> = async (tx, ctx, input) => {
  const checked = assertValid(validateRecurring(input));
  await assertAccountExists(tx, ctx, checked.accountId);
  const id = ctx.newId();
  tx.set(itemRef(ctx, id), {
    id,
    ...checked,
    pauses: [],
    occurrences: {},
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return { id };
};

export interface UpdateRecurringInput extends RecurringFormInput {
  recurringId: string;
}

/**
 * Everything may change; the occurrences already paid or skipped stay as they are (a paid one
 * keeps its amount, account and transaction). Not the type once one is paid: its reversal
 * would go the wrong way.
 */
export const updateRecurring: Command<UpdateRecurringInput, void> = async (tx, ctx, input) => {
  const ref = itemRef(ctx, input.recurringId);
  const item = await readOrRefuse(tx, ref, R.notFound);
  const checked = assertValid(validateRecurring(input));
  const anyPaid = Object.values(item.occurrences).some((o) => o.status === 'paid');
  if (anyPaid && checked.type !== item.type) throw new CommandError('refused', R.typeLocked);
  if (checked.accountId !== item.accountId) await assertAccountExists(tx, ctx, checked.accountId);
  const { pauses, occurrences, createdAt } = item;
  tx.set(ref, { id: item.id, ...checked, pauses, occurrences, createdAt, updatedAt: ctx.now });
};

/** A command that rewrites an item's pauses: `change` gives the new list, or refuses. */
function pausesCommand(
  change: (pauses: readonly RecurringPause[], today: Date) => RecurringPause[],
): Command<{ recurringId: string }, void> {
  return async (tx, ctx, input) => {
    const ref = itemRef(ctx, input.recurringId);
    const item = await readOrRefuse(tx, ref, R.notFound);
    tx.update(ref, { pauses: change(item.pauses, startOfDay(ctx.now)), updatedAt: ctx.now });
  };
}

/** Not due from today (Manila) until resumed. */
export const pauseRecurring = pausesCommand((pauses, today) => {
  if (pauses.some((p) => !p.until)) throw new CommandError('refused', R.alreadyPaused);
  return [...pauses, { from: today }];
});

/** Due again from today (Manila); the occurrences in the pause are not (a pause of no whole day is forgotten). */
export const resumeRecurring = pausesCommand((pauses, today) => {
  const open = pauses.find((p) => !p.until);
  if (!open) throw new CommandError('refused', R.notPaused);
  const closed = pauses.filter((p) => p !== open);
  return today > open.from ? [...closed, { from: open.from, until: today }] : closed;
});

/** Deletes the item; the transactions it booked stay in the history as ordinary ones. */
export const deleteRecurring = deleteCommand('recurringId', (space, id) => paths(space).recurringItem(id), R.notFound);

export interface OccurrencesInput {
  recurringId: string;
  /** Manila day numbers of the occurrences (the schedule keys). */
  keys: readonly number[];
}

/** Skips unpaid occurrences, all or nothing: they are no longer due (unskip brings them back). */
export const skipOccurrences: Command<OccurrencesInput, void> = async (tx, ctx, input) => {
  const ref = itemRef(ctx, input.recurringId);
  const item = await readOrRefuse(tx, ref, R.notFound);
  const keys = [...new Set(input.keys)];
  const rows = recurringRows(item, dayOfNumber(Math.max(0, ...keys)));
  const occurrences = { ...item.occurrences };
  for (const key of keys) {
    const row = rows.find((r) => r.key === key);
    if (!row) throw new CommandError('refused', R.occurrenceMissing);
    if (row.isPaid) throw new CommandError('refused', R.occurrenceAlreadyPaid);
    occurrences[occurrenceKey(dayOfNumber(key))] = { status: 'skipped' };
  }
  tx.update(ref, { occurrences, updatedAt: ctx.now });
};

/** Makes skipped occurrences due again, all or nothing. */
export const unskipOccurrences: Command<OccurrencesInput, void> = async (tx, ctx, input) => {
  const ref = itemRef(ctx, input.recurringId);
  const item = await readOrRefuse(tx, ref, R.notFound);
  const occurrences = { ...item.occurrences };
  for (const key of new Set(input.keys)) {
    const day = occurrenceKey(dayOfNumber(key));
    if (occurrences[day]?.status !== 'skipped') throw new CommandError('refused', R.occurrenceNotSkipped);
    delete occurrences[day];
  }
  tx.update(ref, { occurrences, updatedAt: ctx.now });
};
