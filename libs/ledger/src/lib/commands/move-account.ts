// Bringing an account from a person's own books into a household they own, with its whole
// history: the commits of the move job (jobs/move-account.ts), each its own transaction. They run
// in the household's space, so an owner's role is checked at every one (withAccess); the person's
// own books are the caller's. What the screens show is never half of it (account-moves.ts): the
// household's copy stays hidden (`arriving`) until one commit makes it whole in the household and
// hides what is left of it in the person's books (`left`); every commit leaves both books exact.
import {
  ACCOUNT,
  TRANSFER_ROLES,
  ZERO_CENTAVOS,
  addMoney,
  householdMessage,
  paidRowMessages,
  signedAmount,
  transferPartAsPlain,
  transferPartId,
  type Account,
  type AccountMove,
  type Centavos,
  type SummarizedTransaction,
  type Transaction,
} from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import { paths, personalSpace } from '../port/paths';
import type { Command, CommandContext, LedgerTx } from '../port/port';
import { readAll } from './accounts';
import { Ledger, readOrRefuse } from './ledger';

export interface MoveStep {
  accountId: string;
}

/** Both books of a move: the caller's own (`own`) and the household's (`here`). */
function booksOf(ctx: CommandContext) {
  const mine = personalSpace(ctx.actor.uid);
  return { own: paths(mine), here: paths(ctx.space), ownCtx: { ...ctx, space: mine } };
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

function refusedMoving(account: Account): CommandError {
  return new CommandError('refused', householdMessage('accountMoving', { account: account.name }));
}

/** The caller's account, on its way into this household and at `state` (else refused). */
async function readMoving(tx: LedgerTx, ctx: CommandContext, accountId: string, state: AccountMove['state']) {
  const account = await readOrRefuse(tx, booksOf(ctx).own.account(accountId), ACCOUNT.accountNotFound);
  if (account.move?.householdId !== ctx.space.id || account.move.state !== state) throw refusedMoving(account);
  return account;
}

/** How far a move got, and whose books and which account it moves. */
export interface MoveStart {
  state: 'leaving' | 'left';
  uid: string;
  name: string;
  balance: Centavos;
}

/**
 * The first commit: the account is locked where it is (`leaving`: shown, but no command changes
 * it) and an empty, hidden one of the same id opens in the household. Refused while a paid row of
 * the person's paluwagans, debts or bills points at it (it could never be unmarked), or when the
 * household keeps another currency. Run again, it says how far the move got.
 */
export const startMove: Command<MoveStep, MoveStart> = async (tx, ctx, input) => {
  const { own, here } = booksOf(ctx);
  const account = await readOrRefuse(tx, own.account(input.accountId), ACCOUNT.accountNotFound);
  const started = { uid: ctx.actor.uid, name: account.name, balance: account.balance };
  if (account.move) {
    const { state, householdId } = account.move;
    if (householdId === ctx.space.id && state !== 'arriving') return { ...started, state };
    throw refusedMoving(account);
  }
  const [household, profile, already, paluwagans, debts, recurring] = await Promise.all([
    tx.get(here.household),
    tx.get(own.user),
    tx.get(here.account(account.id)),
    readAll(tx, own.paluwagans),
    readAll(tx, own.debts),
    readAll(tx, own.recurring),
  ]);
  const currency = profile?.currency ?? 'PHP';
  if (household && household.currency !== currency) {
    const values = { household: household.name, currency: household.currency, own: currency };
    throw new CommandError('refused', householdMessage('moveCurrency', values));
  }
  const paid = paidRowMessages(account.id, paluwagans, debts, recurring);
  if (paid.length > 0) {
    const values = { account: account.name, row: paid[0], count: paid.length, others: paid.length - 1 };
    throw new CommandError('refused', householdMessage('movePaidRows', values));
  }
  if (already) throw new CommandError('unexpected', `The household already has an account ${account.id}`);
  tx.update(own.account(account.id), { move: { state: 'leaving', householdId: ctx.space.id } });
  tx.set(here.account(account.id), {
    id: account.id,
    name: account.name,
    type: account.type,
    balance: ZERO_CENTAVOS,
    ...(account.currency ? { currency: account.currency } : {}),
    createdAt: account.createdAt ?? ctx.now,
    move: { state: 'arriving', householdId: ctx.space.id },
  });
  return { ...started, state: 'leaving' };
};

export interface CopyInput extends MoveStep {
  /** A page of the account's transactions (the job's query); each is read again here. */
  ids: readonly string[];
}

/**
 * Copies a page of the history into the household (hidden with its account). A transfer with
 * another of the person's accounts cannot span two books: both its sides become plain (an expense
 * and an income in Transfer, the fee in Fees) in the person's books first, with their summaries,
 * and the account's side is copied as such.
 */
export const copyTransactions: Command<CopyInput, void> = async (tx, ctx, { accountId, ids }) => {
  const { own, here, ownCtx } = booksOf(ctx);
  await readMoving(tx, ctx, accountId, 'leaving');
  const found = (await Promise.all(ids.map((id) => tx.get(own.transaction(id))))).filter(
    (t): t is Transaction => t !== undefined && t.accountId === accountId,
  );
  const transfers = [...new Set(found.flatMap((t) => (t.transfer ? [t.transfer.id] : [])))];
  const parts = (
    await Promise.all(
      transfers.flatMap((id) => TRANSFER_ROLES.map((role) => tx.get(own.transaction(transferPartId(id, role))))),
    )
  ).filter(defined);
  const plain = new Map(parts.map((part) => [part.id, transferPartAsPlain(part)]));
  if (parts.length > 0) {
    const ledger = await Ledger.open(
      tx,
      ownCtx,
      parts.map((p) => p.date),
    );
    for (const part of parts) {
      const after = plain.get(part.id) as Transaction;
      ledger.unbook(part);
      tx.set(own.transaction(part.id), after);
      ledger.book(after);
    }
    ledger.close();
  }
  for (const t of found) tx.set(here.transaction(t.id), plain.get(t.id) ?? t);
};

export interface FlipInput extends MoveStep {
  /** The account's name and balance, for the household's activity. */
  name: string;
  amount: Centavos;
  /** Every transaction of the account as copied (the job read them all while it was locked). */
  history: readonly SummarizedTransaction[];
  /** The account's statement imports, which move with it. */
  importIds: readonly string[];
}

/**
 * The one commit that moves it: the household's account gets its balance and is shown, its
 * history counted in the household's summaries (as the mover's); in the person's books it leaves
 * net worth and the summaries and is hidden (`left`) with what is left of its copies there.
 */
export const flipMove: Command<FlipInput, void> = async (tx, ctx, { accountId, history, importIds }) => {
  const { own, here, ownCtx } = booksOf(ctx);
  // Another run of the same move (a second tab finishing it) may have moved it already.
  const moved = await tx.get(own.account(accountId));
  if (moved?.move?.state === 'left' && moved.move.householdId === ctx.space.id) return;
  const account = await readMoving(tx, ctx, accountId, 'leaving');
  const total = history.reduce((sum, t) => addMoney(sum, signedAmount(t)), ZERO_CENTAVOS);
  if (total !== account.balance) {
    throw new CommandError('refused', householdMessage('moveUnbalanced', { account: account.name }));
  }
  const [arriving, mapping, ...records] = await Promise.all([
    tx.get(here.account(accountId)),
    tx.get(own.importMapping(accountId)),
    ...importIds.map((id) => tx.get(own.statementImport(id))),
  ]);
  if (arriving?.move?.state !== 'arriving') throw refusedMoving(account);
  const dates = history.map((t) => t.date);
  const mine = await Ledger.open(tx, ownCtx, dates);
  const theirs = await Ledger.open(tx, ctx, dates);
  for (const t of history) {
    mine.unbook(t);
    theirs.book(t);
  }
  mine.forgetAccount(accountId);
  theirs.addAccount({
    id: accountId,
    name: account.name,
    balance: account.balance,
    ...(account.currency ? { currency: account.currency } : {}),
  });
  tx.update(own.account(accountId), { move: { state: 'left', householdId: ctx.space.id } });
  tx.update(here.account(accountId), { balance: account.balance, move: undefined });
  for (const record of records.filter(defined)) tx.set(here.statementImport(record.id), record);
  if (mapping) tx.set(here.importMapping(accountId), mapping);
  mine.close();
  theirs.close();
};

/** Removes a page of the copies left in the person's books, each only once the household has it. */
export const removeMovedCopies: Command<CopyInput, void> = async (tx, ctx, { accountId, ids }) => {
  const { own, here } = booksOf(ctx);
  // Gone: another run of the same move finished it.
  if (!(await tx.get(own.account(accountId)))) return;
  await readMoving(tx, ctx, accountId, 'left');
  const copied = await Promise.all(ids.map((id) => tx.get(here.transaction(id))));
  ids.forEach((id, i) => {
    if (copied[i]) tx.delete(own.transaction(id));
  });
};

/** The last commit: the account, its imports and its column mapping leave the person's books. */
export const finishMove: Command<Omit<FlipInput, 'name' | 'amount' | 'history'>, void> = async (tx, ctx, input) => {
  const { own } = booksOf(ctx);
  const account = await tx.get(own.account(input.accountId));
  if (!account) return;
  await readMoving(tx, ctx, input.accountId, 'left');
  for (const id of input.importIds) tx.delete(own.statementImport(id));
  tx.delete(own.importMapping(input.accountId));
  tx.delete(own.account(input.accountId));
};
