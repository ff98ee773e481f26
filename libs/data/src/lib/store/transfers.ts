import type { DocumentReference, Transaction as FirestoreTransaction } from 'firebase/firestore/lite';
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
  type StoredTransfer,
} from '@pitaka/domain';
import { DataError } from '@pitaka/data/session';
import { Ledger, assertDate, readAccounts, readCurrency } from './ledger';
import { readDocOrFail } from './malformed';
import { command, getByIdOrNull, paths, refs, runQuery, type DataScope } from './scope';

/** The transfer form: from, to, amount, fee, note, and the date and time. */
export interface TransferFields extends TransferInput {
  date: Date;
}

export interface EditTransferInput extends TransferFields {
  transferId: string;
}

/** Reads a transfer's parts by their ids (`{id}-out`, `-in`, `-fee`); null when the halves are not both there. */
export async function getTransfer(scope: DataScope, transferId: string): Promise<StoredTransfer | null> {
  return runQuery(async () => {
    const col = paths.transactions(scope);
    const parts = await Promise.all(TRANSFER_ROLES.map((role) => getByIdOrNull(col, transferPartId(transferId, role))));
    const stored = transferFromParts(parts.filter((p): p is Transaction => p?.transfer?.id === transferId));
    return stored ? { ...stored, transferId } : null;
  });
}

/**
 * Books a transfer in one Firestore transaction: both balances, the out and in halves and the
 * fee, all linked to one transfer id. Refuses what `validateTransfer` refuses.
 */
export const addTransfer = command(async (tx, scope, input: TransferFields, now): Promise<{ id: string }> => {
  const [currency, accounts] = await Promise.all([
    readCurrency(tx, scope),
    readAccounts(tx, scope, [input.fromAccountId, input.toAccountId]),
  ]);
  const transferId = refs.newIn(paths.transactions(scope)).id;
  const ledger = await Ledger.open(tx, scope, now, [input.date]);
  book(ledger, transferId, input, accounts, currency, now);
  ledger.close();
  return { id: transferId };
});

/**
 * Rewrites a whole transfer from either half: amount, fee, accounts, date and note, re-validated
 * against the balances as if the original were reverted; the balances move by the difference.
 */
export const editTransfer = command(async (tx, scope, input: EditTransferInput, now): Promise<void> => {
  const { parts, refsByRole } = await readParts(tx, scope, input.transferId);
  const original = transferFromParts(parts);
  if (!original) throw new DataError('refused', TRANSFER.brokenTransfer);
  const [currency, accounts] = await Promise.all([
    readCurrency(tx, scope),
    readAccounts(tx, scope, [original.fromAccountId, original.toAccountId, input.fromAccountId, input.toAccountId]),
  ]);
  const ledger = await Ledger.open(tx, scope, now, [...parts.map((p) => p.date), input.date]);
  for (const part of parts) ledger.unbook(part, findAccount(accounts, part.accountId));
  const withoutOriginal = balancesWithout(accounts, transferEffects(parts));
  const createdAt = parts[0].createdAt ?? now;
  const booked = book(ledger, input.transferId, input, withoutOriginal, currency, createdAt, accounts);
  for (const [role, ref] of refsByRole) if (!booked.has(role)) tx.delete(ref);
  ledger.close();
});

/** Reverts a whole transfer (both halves and the fee) in one Firestore transaction. */
export const revertTransfer = command((tx, scope, input: { transferId: string }, now): Promise<void> =>
  revertTransferInCommand(tx, scope, input.transferId, now),
);

/**
 * The revert inside a running command (a revert of either half lands here): deletes every part
 * and gives each account back what the transfer moved; refuses a revert that would drive a
 * balance negative (the destination already spent the money).
 */
export async function revertTransferInCommand(
  tx: FirestoreTransaction,
  scope: DataScope,
  transferId: string,
  now: Date,
): Promise<void> {
  const { parts, refsByRole } = await readParts(tx, scope, transferId);
  if (parts.length === 0) throw new DataError('not-found', TRANSFER.transferNotFound);
  const accounts = await readAccounts(
    tx,
    scope,
    parts.map((p) => p.accountId),
  );
  assertValid(validateTransferRevert(parts, accounts));
  const ledger = await Ledger.open(
    tx,
    scope,
    now,
    parts.map((p) => p.date),
  );
  for (const ref of refsByRole.values()) tx.delete(ref);
  for (const part of parts) ledger.unbook(part, findAccount(accounts, part.accountId));
  ledger.close();
}

async function readParts(tx: FirestoreTransaction, scope: DataScope, transferId: string) {
  const refsByRole = new Map<string, DocumentReference>();
  const parts: Transaction[] = [];
  if (!transferId) return { parts, refsByRole };
  const snaps = await Promise.all(
    TRANSFER_ROLES.map((role) => tx.get(refs.transaction(scope, transferPartId(transferId, role)))),
  );
  snaps.forEach((snap, i) => {
    if (!snap.exists()) return;
    const part = readDocOrFail(snap);
    if (part.transfer?.id !== transferId) return;
    parts.push(part);
    refsByRole.set(TRANSFER_ROLES[i], snap.ref.withConverter(null));
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
  if (!from || !to) throw new DataError('not-found', ACCOUNT.accountNotFound);
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
