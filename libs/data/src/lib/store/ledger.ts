import type { Transaction as FirestoreTransaction } from 'firebase/firestore/lite';
import {
  VALIDATION_MESSAGES,
  applyBalanceDelta,
  ZERO_CENTAVOS,
  addMoney,
  assertBalanceWithinLimit,
  signedAmount,
  toPesos,
  type Centavos,
  type Account,
  type AccountRef,
  type CurrencyCode,
  type TransactionSource,
  type TransactionType,
  type TransferLink,
} from '@pitaka/domain';
import { DataError } from '@pitaka/data/session';
import { transactionToDoc } from './converters';
import { paths, refs, type DataScope } from './scope';
import { readDocOrFail } from './malformed';

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
  /** A chosen document id (a transfer's parts are `{transferId}-{role}`); a new one otherwise. */
  id?: string;
  /** Kept from the original when a command rewrites a document; now otherwise. */
  createdAt?: Date;
}

/**
 * Books transactions inside a command: each `post` stages one transaction document at once;
 * `close` stages every touched account's new balance, computed in centavos from the balance
 * read in this same Firestore transaction. Nothing reaches the server unless the whole command
 * commits.
 */
export class Ledger {
  private readonly deltas = new Map<string, { account: AccountRef; delta: Centavos }>();

  constructor(
    private readonly tx: FirestoreTransaction,
    private readonly scope: DataScope,
    private readonly now: Date,
  ) {}

  /** Stages the transaction document; returns its new id. `date` defaults to now. */
  post(p: Posting, date: Date = this.now): string {
    const ref = p.id ? refs.transaction(this.scope, p.id) : refs.newIn(paths.transactions(this.scope));
    this.tx.set(
      ref.withConverter(null),
      transactionToDoc({
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
      }),
    );
    this.move(p.account, signedAmount(p));
    return ref.id;
  }

  /** A balance change without a new transaction document (edit and revert of an existing one). */
  move(account: AccountRef, delta: Centavos): void {
    const entry = this.deltas.get(account.id) ?? { account, delta: ZERO_CENTAVOS };
    entry.delta = addMoney(entry.delta, delta);
    this.deltas.set(account.id, entry);
  }

  /**
   * Stages the new balances of every account touched. The last guard before a balance is
   * written: a result below 0 or above MAX_AMOUNT refuses the whole command.
   */
  close(): void {
    for (const { account, delta } of this.deltas.values()) {
      if (delta === 0) continue;
      assertBalanceWithinLimit(account, delta);
      this.tx.update(refs.account(this.scope, account.id).withConverter(null), {
        balance: toPesos(applyBalanceDelta(account.balance, delta)),
      });
    }
    this.deltas.clear();
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
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    throw new DataError('refused', VALIDATION_MESSAGES.validDate);
}
