import type { Transaction as FirestoreTransaction } from 'firebase/firestore/lite';
import {
  VALIDATION,
  applyBalanceDelta,
  ZERO_CENTAVOS,
  addMoney,
  assertBalanceWithinLimit,
  negateMoney,
  signedAmount,
  toPesos,
  type Centavos,
  type SummarizedTransaction,
  type Account,
  type AccountRef,
  type CurrencyCode,
  type TransactionSource,
  type TransactionType,
  type TransferLink,
  type ImportLink,
} from '@pitaka/domain';
import { DataError } from '@pitaka/data/session';
import { transactionToDoc } from './converters';
import { paths, refs, type DataScope } from './scope';
import { readDocOrFail } from './malformed';
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
 * summaries, in the same Firestore transaction. `Ledger.open` reads what the bookings will
 * update (the ledger summary and the months of `dates`) and must run before the command's first
 * write (Firestore runs every read of a transaction before its writes). Then:
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

  private constructor(
    private readonly tx: FirestoreTransaction,
    private readonly scope: DataScope,
    private readonly now: Date,
    private readonly summaries: SummariesInCommand,
  ) {}

  /**
   * `dates`: every date a booking of this command falls on (default: now). `newUser`: the first
   * account of a user who has no transactions yet, whose summaries start complete.
   */
  static async open(
    tx: FirestoreTransaction,
    scope: DataScope,
    now: Date,
    dates: readonly Date[] = [now],
    options: { newUser?: boolean } = {},
  ): Promise<Ledger> {
    return new Ledger(tx, scope, now, await readSummaries(tx, scope, dates, options.newUser === true));
  }

  /** Stages a new transaction document; returns its id. `date` defaults to now. */
  post(p: Posting, date: Date = this.now): string {
    const ref = p.id ? refs.transaction(this.scope, p.id) : refs.newIn(paths.transactions(this.scope));
    const stored = {
      type: p.type,
      amount: p.amount,
      description: p.description,
      category: p.category,
      accountId: p.account.id,
      accountName: p.account.name,
      date,
      createdAt: p.createdAt ?? this.now,
      source: p.source,
      transfer: p.transfer,
      import: p.import,
    };
    this.tx.set(ref.withConverter(null), transactionToDoc(stored));
    this.book(stored, p.account);
    return ref.id;
  }

  /** Counts in a transaction document the command writes itself; moves `account` when given. */
  book(t: SummarizedTransaction, account?: AccountRef): void {
    if (account) this.move(account, signedAmount(t));
    this.summaries.apply(t, 1);
  }

  /** Takes out a stored transaction the command deletes or rewrites; moves `account` back when given. */
  unbook(t: SummarizedTransaction, account?: AccountRef): void {
    if (account) this.move(account, negateMoney(signedAmount(t)));
    this.summaries.apply(t, -1);
  }

  /** A new account counts in net worth from now on (at ₱0 until its opening balance is booked). */
  addAccount(account: AccountRef): void {
    this.summaries.setBalance(account.id, account.balance);
    this.summaries.nameAccount(account.id, account.name);
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
      if (delta === 0) continue;
      assertBalanceWithinLimit(account, delta);
      const balance = applyBalanceDelta(account.balance, delta);
      this.tx.update(refs.account(this.scope, account.id).withConverter(null), { balance: toPesos(balance) });
      this.summaries.setBalance(account.id, balance);
    }
    this.deltas.clear();
    this.summaries.write(this.tx, this.scope);
  }
}

/** Reads accounts by id inside a transaction; ids that are blank or missing are left out. */
export async function readAccounts(
  tx: FirestoreTransaction,
  scope: DataScope,
  ids: readonly (string | undefined | null)[],
): Promise<Account[]> {
  const unique = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id.trim() !== ''))];
  const snaps = await Promise.all(unique.map((id) => tx.get(refs.account(scope, id))));
  return snaps.flatMap((s) => (s.exists() ? [readDocOrFail(s)] : []));
}

/** The user's currency, read in the command (PHP when the profile is missing). */
export async function readCurrency(tx: FirestoreTransaction, scope: DataScope): Promise<CurrencyCode> {
  const user = await tx.get(paths.user(scope));
  return user.exists() ? user.data().currency : 'PHP';
}

/** Refuses a date that is not a valid Date (the forms never send one; a caller might). */
export function assertDate(date: Date): void {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new DataError('refused', VALIDATION.validDate);
}
