import {
  ACCOUNT,
  findAccount,
  TRANSFER,
  TRANSFER_ROLES,
  assertValid,
  balancesWithout,
  transferEffects,
  transferFromParts,
  transferPartId,
  transferParts,
  validateTransfer,
  validateTransferRevert,
  type Account,
  type CurrencyCode,
  type Transaction,
  type TransferInput,
} from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import { paths, type DocRef } from '../port/paths';
import type { Command, CommandContext, LedgerTx } from '../port/port';
import { Ledger, assertDate, readAccounts, readCurrency } from './ledger';

/** The transfer form: from, to, amount, fee, note, and the date and time. */
export interface TransferFields extends TransferInput {
  date: Date;
}

export interface EditTransferInput extends TransferFields {
  transferId: string;
}

/**
 * Books a transfer in one transaction: both balances, the out and in halves and the fee, all
 * linked to one transfer id. Refuses what `validateTransfer` refuses.
 */
export const addTransfer: Command<TransferFields, { id: string }> = async (tx, ctx, input) => {
  const [currency, accounts] = await Promise.all([
    readCurrency(tx, ctx),
    readAccounts(tx, ctx, [input.fromAccountId, input.toAccountId]),
  ]);
  const transferId = ctx.newId();
  const ledger = await Ledger.open(tx, ctx, [input.date]);
  book(ledger, transferId, input, accounts, currency, ctx.now);
  ledger.close();
  return { id: transferId };
};

/**
 * Rewrites a whole transfer from either half: amount, fee, accounts, date and note, re-validated
 * against the balances as if the original were reverted; the balances move by the difference.
 */
export const editTransfer: Command<EditTransferInput, void> = async (tx, ctx, input) => {
  const { parts, refsByRole } = await readParts(tx, ctx, input.transferId);
  const original = transferFromParts(parts);
  if (!original) throw new CommandError('refused', TRANSFER.brokenTransfer);
  const [currency, accounts] = await Promise.all([
    readCurrency(tx, ctx),
    readAccounts(tx, ctx, [original.fromAccountId, original.toAccountId, input.fromAccountId, input.toAccountId]),
  ]);
  const ledger = await Ledger.open(tx, ctx, [...parts.map((p) => p.date), input.date]);
  for (const part of parts) ledger.unbook(part, findAccount(accounts, part.accountId));
  const withoutOriginal = balancesWithout(accounts, transferEffects(parts));
  const createdAt = parts[0].createdAt ?? ctx.now;
  const booked = book(ledger, input.transferId, input, withoutOriginal, currency, createdAt, accounts);
  for (const [role, ref] of refsByRole) if (!booked.has(role)) tx.delete(ref);
  ledger.close();
};

/** Reverts a whole transfer (both halves and the fee) in one transaction. */
export const revertTransfer: Command<{ transferId: string }, void> = (tx, ctx, input) =>
  revertTransferInCommand(tx, ctx, input.transferId);

/**
 * The revert inside a running command (a revert of either half lands here): deletes every part
 * and gives each account back what the transfer moved; refuses a revert that would drive a
 * balance negative (the destination already spent the money).
 */
export async function revertTransferInCommand(tx: LedgerTx, ctx: CommandContext, transferId: string): Promise<void> {
  const { parts, refsByRole } = await readParts(tx, ctx, transferId);
  if (parts.length === 0) throw new CommandError('not-found', TRANSFER.transferNotFound);
  const accounts = await readAccounts(
    tx,
    ctx,
    parts.map((p) => p.accountId),
  );
  assertValid(validateTransferRevert(parts, accounts));
  const ledger = await Ledger.open(
    tx,
    ctx,
    parts.map((p) => p.date),
  );
  for (const ref of refsByRole.values()) tx.delete(ref);
  for (const part of parts) ledger.unbook(part, findAccount(accounts, part.accountId));
  ledger.close();
}

async function readParts(tx: LedgerTx, ctx: CommandContext, transferId: string) {
  const refsByRole = new Map<string, DocRef<'transaction'>>();
  const parts: Transaction[] = [];
  if (!transferId) return { parts, refsByRole };
  const at = paths(ctx.space);
  const refs = TRANSFER_ROLES.map((role) => at.transaction(transferPartId(transferId, role)));
  const found = await Promise.all(refs.map((ref) => tx.get(ref)));
  found.forEach((part, i) => {
    if (part?.transfer?.id !== transferId) return;
    parts.push(part);
    refsByRole.set(TRANSFER_ROLES[i], refs[i]);
  });
  return { parts, refsByRole };
}

/**
 * Validates the transfer against `accounts` (balances it may use) and posts its parts; the
 * balances move on `ledgerAccounts` (the stored ones). Returns the roles it wrote.
 */
function book(
  ledger: Ledger,
  transferId: string,
  input: TransferFields,
  accounts: readonly Account[],
  currency: CurrencyCode,
  createdAt: Date,
  ledgerAccounts: readonly Account[] = accounts,
): Set<string> {
  const find = (list: readonly Account[], id: string) => list.find((a) => a.id === id) ?? null;
  const checked = assertValid(
    validateTransfer(input, {
      from: find(accounts, input.fromAccountId),
      to: find(accounts, input.toAccountId),
      currency,
    }),
  );
  assertDate(input.date);
  const from = find(ledgerAccounts, checked.fromAccountId);
  const to = find(ledgerAccounts, checked.toAccountId);
  // Both exist once validated; the guard only narrows the type.
  if (!from || !to) throw new CommandError('not-found', ACCOUNT.accountNotFound);
  const parts = transferParts(transferId, checked, from, to);
  for (const part of parts) {
    ledger.post(
      {
        id: transferPartId(transferId, part.role),
        type: part.type,
        amount: part.amount,
        description: part.description,
        category: part.category,
        account: part.accountId === from.id ? from : to,
        transfer: part.link,
        createdAt,
      },
      input.date,
    );
  }
  return new Set(parts.map((p) => p.role));
}
