// Transactions booked by paluwagan and debt actions stay tied to the row that booked them, so
// that no edit, revert or delete can count the same money twice (or lose it). Their texts are
// in errors/messages/links.ts.
import type { Debt, Paluwagan, RecurringItem, Transaction, TransactionSource } from './model';
import type { Centavos } from './money';
import { isWithinMaxAmount } from './limits';
import { invalid, valid, type Validation } from './validation/result';
import { dayOfOccurrenceKey, manilaDayNumber } from './recurrence';
import {
  LINK,
  linkedEditRefused,
  reversalRevertRefused,
  sourceRow,
  staleLinkRevertRefused,
  type DomainMessage,
  type RowLabel,
} from './errors/messages';

/** Every kind of row a transaction can be linked to (the stored `source.kind`). */
export const TRANSACTION_SOURCE_KINDS: readonly TransactionSource['kind'][] = [
  'paluwagan-week',
  'paluwagan-payout',
  'debt-payment',
  'recurring',
];

export function isTransactionSourceKind(value: unknown): value is TransactionSource['kind'] {
  return TRANSACTION_SOURCE_KINDS.includes(value as TransactionSource['kind']);
}

type Editable = Pick<Transaction, 'type' | 'amount' | 'category' | 'accountId'>;
type EditInput = Omit<Editable, 'amount'> & { amount: Centavos | null };

/** The fields a linked transaction keeps, in the form's order. */
export type LinkedField = 'type' | 'amount' | 'category' | 'accountId';

/** The first field whose change would alter what a linked transaction means for its row; null when none. */
export function changedLinkedField(original: Editable, next: EditInput): LinkedField | null {
  const sameAmount =
    typeof next.amount === 'number' && isWithinMaxAmount(next.amount) && original.amount === next.amount;
  if (original.type !== next.type) return 'type';
  if (!sameAmount) return 'amount';
  if (original.category !== next.category) return 'category';
  if (original.accountId !== next.accountId) return 'accountId';
  return null;
}

/** True when an edit would change what a linked transaction means for its row. */
export function changesLinkedFields(original: Editable, next: EditInput): boolean {
  return changedLinkedField(original, next) !== null;
}

/** The row a linked transaction points at, as read in the same command (null: row's entity deleted). */
export interface LinkedRowState {
  /** In words, e.g. sourceRow(...): 'week 3 of Office Paluwagan'. */
  label: RowLabel;
  /** The row is paid and this very transaction is the one that paid it. */
  current: boolean;
}

/**
 * Reverting a linked transaction: a reversal cannot be reverted on its own, nor a payment that
 * was already reversed; the current payment can (its row is unmarked with it). Transactions
 * whose paluwagan or debt was deleted are ordinary history. Nothing to fill in, so the field is
 * the transaction itself.
 */
export function validateLinkedRevert(
  source: Pick<TransactionSource, 'reversal'> | undefined,
  row: LinkedRowState | null,
): Validation<void, 'transaction'> {
  if (!source || !row) return valid(undefined);
  if (source.reversal) return invalid('transaction', reversalRevertRefused(row.label));
  if (!row.current) return invalid('transaction', staleLinkRevertRefused(row.label));
  return valid(undefined);
}

/**
 * Editing a transaction whose amount, type, category and account are fixed elsewhere: linked to
 * a row, or booked on an account that was deleted. Only description, date and time may change;
 * a refusal names the first fixed field that was changed.
 */
export function validateLockedEdit(
  original: Editable,
  next: EditInput,
  lock: { row: LinkedRowState | null; accountDeleted: boolean },
): Validation<void, LinkedField> {
  const changed = changedLinkedField(original, next);
  if (changed === null) return valid(undefined);
  if (lock.row) return invalid(changed, linkedEditRefused(lock.row.label));
  if (lock.accountDeleted) return invalid(changed, LINK.accountDeletedEditRefused);
  return valid(undefined);
}

/**
 * Every paid row that points at an account, in words ('week 3 of Office Paluwagan'): while any
 * exists the account cannot be deleted, or those rows could never be unmarked.
 */
export function paidRowMessages(
  accountId: string,
  paluwagans: readonly Pick<Paluwagan, 'name' | 'weeklyPayments' | 'numbers'>[],
  debts: readonly Pick<Debt, 'name' | 'paymentSchedule'>[],
  recurring: readonly Pick<RecurringItem, 'name' | 'occurrences'>[] = [],
): DomainMessage[] {
  const from = (row: { isPaid: boolean; accountId?: string }) => row.isPaid && row.accountId === accountId;
  const occurrenceRows = (item: Pick<RecurringItem, 'name' | 'occurrences'>) =>
    Object.entries(item.occurrences).flatMap(([key, o]) => {
      const day = dayOfOccurrenceKey(key);
      return day && from({ isPaid: o.status === 'paid', accountId: o.accountId })
        ? [sourceRow({ kind: 'recurring', index: manilaDayNumber(day) }, item.name)]
        : [];
    });
  return [
    ...paluwagans.flatMap((p) => [
      ...p.weeklyPayments.filter(from).map((w) => sourceRow({ kind: 'paluwagan-week', index: w.weekNumber }, p.name)),
      ...p.numbers.filter(from).map((n) => sourceRow({ kind: 'paluwagan-payout', index: n.number }, p.name)),
    ]),
    ...debts.flatMap((d) =>
      d.paymentSchedule.flatMap((e, i) => (from(e) ? [sourceRow({ kind: 'debt-payment', index: i }, d.name)] : [])),
    ),
    ...recurring.flatMap(occurrenceRows),
  ];
}

/** paidRowMessages' English texts. */
export function paidRowsFromAccount(...args: Parameters<typeof paidRowMessages>): string[] {
  return paidRowMessages(...args).map((row) => row.message);
}
