import {
  VALIDATION,
  padalaLegCurrency,
  ACCOUNT,
  assertValid,
  validateAddTransaction,
  validateEditTransaction,
  validateLinkedRevert,
  validateTransactionDescription,
  validateTransactionIsNotTransferPart,
  validateLockedEdit,
  validateRevertTransaction,
  type TransactionInput,
} from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import { paths } from '../port/paths';
import type { Command } from '../port/port';
import { Ledger, assertDate, readAccounts, readCurrency, readOrRefuse } from './ledger';
import { revertTransferInCommand } from './transfers';
import { readLinkedRow } from './links';

/** The add form / Modify Transaction modal. */
export interface TransactionFields extends TransactionInput {
  /** Date and time of the transaction. */
  date: Date;
}

/** Books a transaction and moves its account's balance; refuses an expense above the balance. */
export const addTransaction: Command<TransactionFields, { id: string }> = async (tx, ctx, input) => {
  const [currency, [account]] = await Promise.all([readCurrency(tx, ctx), readAccounts(tx, ctx, [input.accountId])]);
  // Amounts and balances are in the account's own currency when it has one.
  const checked = assertValid(
    validateAddTransaction(input, { account: account ?? null, currency: account?.currency ?? currency }),
  );
  assertDate(input.date);
  const ledger = await Ledger.open(tx, ctx, [input.date]);
  const id = ledger.post(
    {
      type: checked.type,
      amount: checked.amount,
      description: checked.description,
      category: checked.category,
      account,
    },
    input.date,
  );
  ledger.close();
  return { id };
};

export interface EditTransactionInput extends TransactionFields {
  transactionId: string;
}

/**
 * Rewrites a transaction (type, amount, description, category, date, and its account if
 * changed) and moves the balances by the difference: the old signed amount comes off its
 * account, the new one goes onto the (possibly other) account. A transaction linked to a
 * paluwagan or debt row, or booked on a deleted account, keeps its amount, type, category and
 * account: only its description, date and time change.
 */
export const editTransaction: Command<EditTransactionInput, void> = async (tx, ctx, input) => {
  const ref = paths(ctx.space).transaction(input.transactionId);
  const [original, currency] = await Promise.all([tx.get(ref), readCurrency(tx, ctx)]);
  const [accounts, row] = await Promise.all([
    readAccounts(tx, ctx, [original?.accountId, input.accountId]),
    original?.source ? readLinkedRow(tx, ctx, original.id, original.source) : null,
  ]);
  if (!original) throw new CommandError('refused', VALIDATION.noTransactionToEdit);
  assertValid(validateTransactionIsNotTransferPart(original));
  const accountDeleted = !accounts.some((a) => a.id === original.accountId);
  assertValid(validateLockedEdit(original, input, { row, accountDeleted }));
  if (row || accountDeleted) {
    const description = assertValid(validateTransactionDescription(input.description));
    assertDate(input.date);
    // The date may move it to another month: its summaries move with it.
    const ledger = await Ledger.open(tx, ctx, [original.date, input.date]);
    tx.update(ref, { description, date: input.date });
    ledger.unbook(original);
    ledger.book({ ...original, date: input.date });
    ledger.close();
    return;
  }
  const chosen = accounts.find((a) => a.id === input.accountId);
  if (chosen && chosen.currency !== original.currency) {
    // Its amount is in its account's currency: moved, it would mean another sum.
    throw new CommandError(
      'refused',
      padalaLegCurrency(chosen.name, chosen.currency ?? currency, original.currency ?? currency),
    );
  }
  const checked = assertValid(
    validateEditTransaction(input, { original, accounts, currency: original.currency ?? currency }),
  );
  assertDate(input.date);
  const target = accounts.find((a) => a.id === checked.accountId);
  // It exists once validated; the guard only narrows the type.
  if (!target) throw new CommandError('not-found', ACCOUNT.accountNotFound);
  const { amount } = checked;
  const ledger = await Ledger.open(tx, ctx, [original.date, input.date]);
  ledger.unbook(
    original,
    accounts.find((a) => a.id === original.accountId),
  );
  ledger.book(
    {
      type: checked.type,
      amount,
      category: checked.category,
      accountId: target.id,
      date: input.date,
      createdBy: original.createdBy,
      ...(target.currency ? { currency: target.currency } : {}),
    },
    target,
  );
  tx.update(ref, {
    type: checked.type,
    amount,
    description: checked.description,
    category: checked.category,
    date: input.date,
    accountId: target.id,
    accountName: target.name,
  });
  ledger.close();
};

/**
 * Deletes a transaction and undoes its effect on the balance; refuses to drive it negative.
 * Reverting the payment a paluwagan or debt row was paid with also marks that row unpaid (no
 * second reversal is booked); a reversal, or a payment already reversed, cannot be reverted.
 */
export const revertTransaction: Command<{ transactionId: string }, void> = async (tx, ctx, input) => {
  const ref = paths(ctx.space).transaction(input.transactionId);
  const original = await readOrRefuse(tx, ref, ACCOUNT.transactionNotFound);
  if (original.transfer) return revertTransferInCommand(tx, ctx, original.transfer.id);
  const [[account], row] = await Promise.all([
    readAccounts(tx, ctx, [original.accountId]),
    original.source ? readLinkedRow(tx, ctx, original.id, original.source) : null,
  ]);
  assertValid(validateLinkedRevert(original.source, row));
  assertValid(validateRevertTransaction(original, account ?? null, account?.currency));
  const ledger = await Ledger.open(tx, ctx, [original.date]);
  tx.delete(ref);
  row?.unmark(ctx.now);
  ledger.unbook(original, account);
  ledger.close();
};
