import {
  VALIDATION,
  applyBalanceDelta,
  ZERO_CENTAVOS,
  addMoney,
  assertBalanceWithinLimit,
  negateMoney,
  signedAmount,
  type Centavos,
  type SummarizedTransaction,
  type Account,
  type AccountRef,
  type CurrencyCode,
  type TransactionSource,
  type TransactionType,
  type TransferLink,
  type ImportLink,
  type DomainMessage,
  householdMessage,
  padalaLegCurrency,
} from '@pitaka/domain';
import type { DocKind, Documents } from '../port/documents';
import { CommandError } from '../port/command-error';
import { paths, type DocRef, type Paths } from '../port/paths';
import type { CommandContext, LedgerTx } from '../port/port';
import { readSummaries, type SummariesInCommand } from './summaries-in-command';

export interface Posting {
  type: TransactionType;
  amount: Centavos;
  description: string;
  category: string;
  account: AccountRef;
  /** The paluwagan or debt row this transaction belongs to. */
  source?: TransactionSource;
  /** The transfer this transaction is a part of. */
  transfer?: TransferLink;
  /** The statement import that wrote this transaction. */
  import?: ImportLink;
  /** A chosen document id (a transfer's parts are `{transferId}-{role}`); a new one otherwise. */
  id?: string;
  /** Kept from the original when a command rewrites a document; now otherwise. */
  createdAt?: Date;
}

/**
 * Books money inside a command, with everything derived from it: balances and the monthly
 * summaries, in the same transaction. `Ledger.open` reads what the bookings will update (the
 * ledger summary and the months of `dates`) and must run before the command's first write
 * (every read of a transaction comes before its writes). Then:
 * - `post` stages a new transaction document;
 * - `book` / `unbook` count in / take out a document the command writes or deletes itself (an
 *   edit is `unbook(before)` + `book(after)`), with or without its account (a deleted one);
 * - `close` checks every balance (0..MAX_AMOUNT, or the whole command is refused) and writes
 *   balances and summaries.
 * Until the summaries of a user's older data are rebuilt (`complete` false), commands only count
 * themselves in the ledger summary (`writes`), so a running rebuild knows to start again.
 */
export class Ledger {
  private readonly deltas = new Map<string, { account: AccountRef; delta: Centavos }>();
  /** Who made each transaction this command took out: a document written again keeps its maker. */
  private readonly makers = new Map<string, string>();
  private readonly at: Paths;

  private constructor(
    private readonly tx: LedgerTx,
    private readonly ctx: CommandContext,
    private readonly summaries: SummariesInCommand,
  ) {
    this.at = paths(ctx.space);
  }

  /**
   * `dates`: every date a booking of this command falls on (default: now). `newUser`: the first
   * account of a user who has no transactions yet, whose summaries start complete.
   */
  static async open(
    tx: LedgerTx,
    ctx: CommandContext,
    dates: readonly Date[] = [ctx.now],
    options: { newUser?: boolean } = {},
  ): Promise<Ledger> {
    return new Ledger(tx, ctx, await readSummaries(tx, ctx.space, dates, options.newUser === true));
  }

  /** Stages a new transaction document; returns its id. `date` defaults to now. */
  post(p: Posting, date: Date = this.ctx.now): string {
    const id = p.id ?? this.ctx.newId();
    const stored = {
      id,
      type: p.type,
      amount: p.amount,
      ...(p.account.currency ? { currency: p.account.currency } : {}),
      description: p.description,
      category: p.category,
      accountId: p.account.id,
      accountName: p.account.name,
      date,
      createdAt: p.createdAt ?? this.ctx.now,
      ...(p.source ? { source: p.source } : {}),
      ...(p.transfer ? { transfer: p.transfer } : {}),
      ...(p.import ? { import: p.import } : {}),
    };
    this.tx.set(this.at.transaction(id), stored);
    this.book({ ...stored, ...this.maker(this.makers.get(id)) }, p.account);
    return id;
  }

  /**
   * Counts in a transaction document the command writes itself; moves `account` when given. A
   * rewritten document passes its maker (`createdBy`); in a household a new one is the caller's,
   * as the port stamps it.
   */
  book(t: SummarizedTransaction, account?: AccountRef): void {
    if (account) this.move(account, signedAmount(t));
    this.summaries.apply({ ...t, ...this.maker(t.createdBy) }, 1);
  }

  /** Takes out a stored transaction the command deletes or rewrites; moves `account` back when given. */
  unbook(t: SummarizedTransaction & { id?: string }, account?: AccountRef): void {
    if (account) this.move(account, negateMoney(signedAmount(t)));
    if (t.id && t.createdBy) this.makers.set(t.id, t.createdBy);
    this.summaries.apply(t, -1);
  }

  /** Whom a booking counts for in a household's spending by member: its maker, or the caller. */
  private maker(createdBy: string | undefined): { createdBy?: string } {
    if (this.ctx.space.kind !== 'household') return {};
    return { createdBy: createdBy ?? this.ctx.actor.uid };
  }

  /** A new account counts in net worth from now on (at ₱0 until its opening balance is booked). */
  addAccount(account: AccountRef): void {
    this.summaries.setBalance(account.id, account.balance);
    this.summaries.nameAccount(account.id, account.name);
    if (account.currency) this.summaries.markCurrency(account.id, account.currency);
  }

  /** A deleted account leaves net worth (its history stays in the months). */
  forgetAccount(accountId: string): void {
    this.summaries.forgetAccount(accountId);
  }

  private move(account: AccountRef, delta: Centavos): void {
    const entry = this.deltas.get(account.id) ?? { account, delta: ZERO_CENTAVOS };
    entry.delta = addMoney(entry.delta, delta);
    this.deltas.set(account.id, entry);
  }

  /**
   * Stages the new balances of every account touched and the summaries. The last guard before
   * a balance is written: a result below 0 or above MAX_AMOUNT refuses the whole command.
   */
  close(): void {
    for (const { account, delta } of this.deltas.values()) {
      refuseMoving(account);
      if (delta === 0) continue;
      assertBalanceWithinLimit(account, delta, account.currency);
      const balance = applyBalanceDelta(account.balance, delta);
      this.tx.update(this.at.account(account.id), { balance });
      this.summaries.setBalance(account.id, balance);
    }
    this.deltas.clear();
    this.summaries.write(this.tx, this.ctx.space);
  }
}

/** An account on its way into a household changes nothing until it is there (account-moves.ts). */
export function refuseMoving(account: AccountRef): void {
  if (account.move) throw new CommandError('refused', householdMessage('accountMoving', { account: account.name }));
}

/** Reads accounts by id inside a transaction; ids that are blank or missing are left out. */
export async function readAccounts(
  tx: LedgerTx,
  ctx: CommandContext,
  ids: readonly (string | undefined | null)[],
): Promise<Account[]> {
  const unique = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id.trim() !== ''))];
  const at = paths(ctx.space);
  const accounts = await Promise.all(unique.map((id) => tx.get(at.account(id))));
  return accounts.filter((a): a is Account => a !== undefined);
}

/** The user's currency, read in the command (PHP when the profile is missing). */
export async function readCurrency(tx: LedgerTx, ctx: CommandContext): Promise<CurrencyCode> {
  const user = await tx.get(paths(ctx.space).user);
  return user?.currency ?? 'PHP';
}

/**
 * Refuses `account` when it is in its own currency, not the books': what is paid from it (a
 * paluwagan's weeks, a debt, a bill, a goal's progress) counts in the books' currency.
 */
export async function assertInBooksCurrency(tx: LedgerTx, ctx: CommandContext, account: AccountRef | null | undefined) {
  if (!account?.currency) return;
  const books = await readCurrency(tx, ctx);
  if (account.currency !== books) {
    throw new CommandError('refused', padalaLegCurrency(account.name, account.currency, books));
  }
}

/** Refuses a date that is not a valid Date (the forms never send one; a caller might). */
export function assertDate(date: Date): void {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new CommandError('refused', VALIDATION.validDate);
}

/** Reads the document `ref` inside a command, or refuses with `notFound` (the spec's text). */
export async function readOrRefuse<K extends DocKind>(
  tx: LedgerTx,
  ref: DocRef<K>,
  notFound: string | DomainMessage,
): Promise<Documents[K]> {
  const value = await tx.get(ref);
  if (value === undefined) throw new CommandError('not-found', notFound);
  return value;
}
