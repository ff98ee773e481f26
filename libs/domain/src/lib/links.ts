// Transactions booked by paluwagan and debt actions stay tied to the row that booked them, so
// that no edit, revert or delete can count the same money twice (or lose it). All texts here
// are spec silent.
import type { Debt, Paluwagan, RecurringItem, Transaction, TransactionSource } from './model';
import { formatMoney, type Centavos } from './money';
import { isWithinMaxAmount } from './limits';
import type { CurrencyCode } from './model';
import { invalid, valid, type Validation } from './validation/result';
import { formatDate } from './dates';
import { dayOfNumber, dayOfOccurrenceKey, manilaDayNumber } from './recurrence';

/** A recurring item's occurrence is its Manila day ('Dec 5, 2026'). */
const occurrenceDay = (index: number) => formatDate(dayOfNumber(index));

/** Where a linked transaction came from, in words: 'week 3 of Office Paluwagan'. */
export function sourceRowLabel(source: Pick<TransactionSource, 'kind' | 'index'>, entityName: string): string {
  switch (source.kind) {
    case 'paluwagan-week':
      return `week ${source.index} of ${entityName}`;
    case 'paluwagan-payout':
      return `the payout of number ${source.index} of ${entityName}`;
    case 'debt-payment':
      return `payment ${source.index + 1} of ${entityName}`;
    case 'recurring':
      return `the ${occurrenceDay(source.index)} occurrence of ${entityName}`;
  }
}

/** A short line for lists: 'Paluwagan: Office Paluwagan, week 3'. */
export function sourceShortText(source: Pick<TransactionSource, 'kind' | 'index'>, entityName: string): string {
  switch (source.kind) {
    case 'paluwagan-week':
      return `Paluwagan: ${entityName}, week ${source.index}`;
    case 'paluwagan-payout':
      return `Paluwagan: ${entityName}, payout of number ${source.index}`;
    case 'debt-payment':
      return `Debt: ${entityName}, payment ${source.index + 1}`;
    case 'recurring':
      return `Recurring: ${entityName}, ${occurrenceDay(source.index)}`;
  }
}

/** What reverting a linked payment also does, for the revert confirmation. */
export function linkedRevertNotice(source: Pick<TransactionSource, 'kind' | 'index'>, entityName: string): string {
  const state = source.kind === 'paluwagan-payout' ? 'unreceived' : 'unpaid';
  return `This also marks ${sourceRowLabel(source, entityName)} as ${state}.`;
}

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

export const LINK_MESSAGES = {
  /** Deleting a paluwagan or debt: what happens to the transactions it booked. */
  deleteKeepsHistory:
    'Transactions it recorded in your accounts stay in your history as ordinary transactions; your balances do not change.',
  accountDeletedEditRefused:
    'The account of this transaction was deleted. You can still change its description, date and time.',
} as const;

export function linkedEditRefusedMessage(label: string): string {
  return `This transaction belongs to ${label}. Change its amount, type, category or account there; here you can edit its description, date and time.`;
}

export function reversalRevertRefusedMessage(label: string): string {
  return `This transaction reverses ${label} and cannot be reverted on its own. Mark that payment again instead.`;
}

export function staleLinkRevertRefusedMessage(label: string): string {
  return `This payment for ${label} was already reversed. Reverting it as well would count the money twice.`;
}

export function accountInUseMessage(accountName: string, label: string, count: number): string {
  const rows = count > 1 ? `${label} and ${count - 1} other payment(s) are` : `${label} is`;
  return `Cannot delete ${accountName}: ${rows} still marked as paid from it. Unmark ${count > 1 ? 'them' : 'it'} first.`;
}

/** The account delete confirmation. */
export function deleteAccountNotice(accountName: string, balance: Centavos, currency: CurrencyCode = 'PHP'): string {
  const balanceNote =
    balance === 0
      ? ''
      : ` Its balance of ${formatMoney(balance, currency)} will no longer count in your Total Balance.`;
  return `Delete ${accountName}?${balanceNote} Its transactions stay in your history under its name; their amounts and account can no longer be changed.`;
}

export function unmarkedWithoutReversalMessage(labels: readonly string[]): string {
  return `Marked as unpaid without a reversal, because the account it was paid from no longer exists: ${labels.join(', ')}.`;
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
  label: string;
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
  if (source.reversal) return invalid('transaction', reversalRevertRefusedMessage(row.label));
  if (!row.current) return invalid('transaction', staleLinkRevertRefusedMessage(row.label));
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
  if (lock.row) return invalid(changed, linkedEditRefusedMessage(lock.row.label));
  if (lock.accountDeleted) return invalid(changed, LINK_MESSAGES.accountDeletedEditRefused);
  return valid(undefined);
}

/**
 * Every paid row that points at an account, in words ('week 3 of Office Paluwagan'): while any
 * exists the account cannot be deleted, or those rows could never be unmarked.
 */
export function paidRowsFromAccount(
  accountId: string,
  paluwagans: readonly Pick<Paluwagan, 'name' | 'weeklyPayments' | 'numbers'>[],
  debts: readonly Pick<Debt, 'name' | 'paymentSchedule'>[],
  recurring: readonly Pick<RecurringItem, 'name' | 'occurrences'>[] = [],
): string[] {
  const from = (row: { isPaid: boolean; accountId?: string }) => row.isPaid && row.accountId === accountId;
  const occurrenceRows = (item: Pick<RecurringItem, 'name' | 'occurrences'>) =>
    Object.entries(item.occurrences).flatMap(([key, o]) => {
      const day = dayOfOccurrenceKey(key);
      return day && from({ isPaid: o.status === 'paid', accountId: o.accountId })
        ? [sourceRowLabel({ kind: 'recurring', index: manilaDayNumber(day) }, item.name)]
        : [];
    });
  return [
    ...paluwagans.flatMap((p) => [
      ...p.weeklyPayments
        .filter(from)
        .map((w) => sourceRowLabel({ kind: 'paluwagan-week', index: w.weekNumber }, p.name)),
      ...p.numbers.filter(from).map((n) => sourceRowLabel({ kind: 'paluwagan-payout', index: n.number }, p.name)),
    ]),
    ...debts.flatMap((d) =>
      d.paymentSchedule.flatMap((e, i) =>
        from(e) ? [sourceRowLabel({ kind: 'debt-payment', index: i }, d.name)] : [],
      ),
    ),
    ...recurring.flatMap(occurrenceRows),
  ];
}
