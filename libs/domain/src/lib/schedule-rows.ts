// One schedule engine: a paluwagan week, an own payout and a debt payment (either way) are the
// same thing, a dated amount paid from or received into an account. Each kind says only which
// way its money goes and what its refusals say; the rules live here once.
import type { AccountRef, Debt, DebtType, Paluwagan, TransactionType } from './model';
import { MAX_AMOUNT } from './constants';
import { ZERO_CENTAVOS, addMoney, subtractMoney, sumMoney, type Centavos } from './money';
import { isOnOrBefore } from './dates';
import {
  ACCOUNT,
  DEBT as D,
  PALUWAGAN as P,
  RECURRING as R,
  VALIDATION as V,
  accountNotFoundForPayment,
  accountNotFoundForWeek,
  balanceExceedsMax,
  debtInsufficientFunds,
  debtReverseInsufficientFunds,
  insufficientFunds,
  type DomainMessage,
} from './errors/messages';
import type { PaymentSource } from './validation/common';
import { resolveSourceAccount } from './validation/common';
import { invalid, valid, type Validation } from './validation/result';

/** A dated amount on a schedule, paid from or received into an account. */
export interface ScheduleRow {
  /** Week number, payout number, or 0-based position in a debt's schedule. */
  key: number;
  dueDate: Date;
  amount: Centavos;
  isPaid: boolean;
  /** The account it was paid from or into (absent when marked only). */
  accountId?: string;
  /** The transaction that paid it. */
  transactionId?: string;
  /** In a household: who marked it paid (a member's uid). */
  paidBy?: string;
  /** Not payable before this Manila day (own payouts). */
  payableFrom?: Date;
}

/** The texts of one kind's refusals (the spec's, which differ per kind). */
/** A refusal's text: English only, or with its reference (see DomainMessage). */
type Message = string | DomainMessage;

export interface ScheduleTexts {
  /**
   * A row does not exist (or is not one of this kind, like another member's payout); without
   * it, the already-paid text (marking) or the not-paid text (unmarking).
   */
  missing?: Message;
  alreadyPaid: Message;
  notPaid: Message;
  /** Marking an 'out' row: the account cannot cover the total. */
  insufficientFunds(account: AccountRef): Message;
  /** Unmarking: the account a row was paid from or into is gone. */
  accountMissing(row: ScheduleRow): Message;
  /** Unmarking an 'in' row: `available` left after the rows before it in this command. */
  reverseInsufficientFunds(account: AccountRef, row: ScheduleRow, available: Centavos): Message;
}

export interface ScheduleKind {
  /** Marking moves money out of the account (an expense) or into it (an income); unmarking reverses it. */
  flow: 'out' | 'in';
  texts: ScheduleTexts;
}

export type ScheduleField = 'rows' | 'account';

export interface MarkPlan {
  rows: ScheduleRow[];
  /** Null when marked only. */
  account: AccountRef | null;
}

/** Unique keys in ascending order, each with its row (undefined when there is none). */
function pick(rows: readonly ScheduleRow[], keys: readonly number[]) {
  return [...new Set(keys)].sort((a, b) => a - b).map((key) => rows.find((r) => r.key === key));
}

function total(rows: readonly ScheduleRow[]): Centavos {
  return sumMoney(rows.map((r) => r.amount));
}

/**
 * Mark rows paid or received: all exist and are unpaid, none before its payable day; from or
 * into an account, it must be chosen and exist, cover the total ('out') or keep its balance
 * within MAX_AMOUNT ('in').
 */
export function validateMark(
  kind: ScheduleKind,
  rows: readonly ScheduleRow[],
  keys: readonly number[],
  source: PaymentSource,
  accounts: readonly AccountRef[],
  today: Date,
): Validation<MarkPlan, ScheduleField> {
  const picked = pick(rows, keys);
  if (picked.length === 0 || picked.some((r) => !r))
    return invalid('rows', kind.texts.missing ?? kind.texts.alreadyPaid);
  const chosen = picked as ScheduleRow[];
  if (chosen.some((r) => r.isPaid)) return invalid('rows', kind.texts.alreadyPaid);
  if (chosen.some((r) => r.payableFrom && !isOnOrBefore(r.payableFrom, today))) {
    return invalid('rows', V.payoutBeforeDate);
  }
  if (source.kind === 'markOnly') return valid({ rows: chosen, account: null });
  const { account, error } = resolveSourceAccount(source.accountId, accounts);
  if (!account) return invalid('account', error);
  const amount = total(chosen);
  if (kind.flow === 'out' && amount > account.balance) return invalid('account', kind.texts.insufficientFunds(account));
  if (kind.flow === 'in' && addMoney(account.balance, amount) > MAX_AMOUNT) {
    return invalid('account', balanceExceedsMax(account.name, 'PHP'));
  }
  return valid({ rows: chosen, account });
}

/**
 * Unmark rows: all exist and are paid; each one paid from or into an account still has it; the
 * reversals, taken in key order, each within what the one before left: an 'in' row's reversal
 * (an expense) must be covered, an 'out' row's (an income) must keep the balance within MAX_AMOUNT.
 */
export function validateUnmark(
  kind: ScheduleKind,
  rows: readonly ScheduleRow[],
  keys: readonly number[],
  accounts: readonly AccountRef[],
): Validation<ScheduleRow[], ScheduleField> {
  const picked = pick(rows, keys);
  if (picked.length === 0 || picked.some((r) => !r)) return invalid('rows', kind.texts.missing ?? kind.texts.notPaid);
  const chosen = picked as ScheduleRow[];
  if (chosen.some((r) => !r.isPaid)) return invalid('rows', kind.texts.notPaid);
  const available = new Map(accounts.map((a) => [a.id, a.balance]));
  for (const row of chosen) {
    if (!row.accountId) continue;
    const account = accounts.find((a) => a.id === row.accountId);
    if (!account) return invalid('account', kind.texts.accountMissing(row));
    const before = available.get(account.id) ?? ZERO_CENTAVOS;
    if (kind.flow === 'in' && row.amount > before) {
      return invalid('account', kind.texts.reverseInsufficientFunds(account, row, before));
    }
    const after = kind.flow === 'in' ? subtractMoney(before, row.amount) : addMoney(before, row.amount);
    if (after > MAX_AMOUNT) return invalid('account', balanceExceedsMax(account.name, 'PHP'));
    available.set(account.id, after);
  }
  return valid(chosen);
}

/** The rows of the chosen keys that were paid from or into an account that is not in `accounts`. */
export function rowsOfMissingAccounts(
  rows: readonly ScheduleRow[],
  keys: readonly number[],
  accounts: readonly Pick<AccountRef, 'id'>[],
): number[] {
  return pick(rows, keys).flatMap((r) =>
    r?.isPaid && r.accountId && !accounts.some((a) => a.id === r.accountId) ? [r.key] : [],
  );
}

/** The sum of the chosen rows (for the dialogs' totals). */
export function rowsTotal(rows: readonly ScheduleRow[], keys: readonly number[]): Centavos {
  return total(pick(rows, keys).filter((r): r is ScheduleRow => r !== undefined));
}

// ---------------------------------------------------------------------------------------------
// The kinds

/** The account words of the paluwagan and recurring schedules: the plain "Insufficient funds". */
const FUNDS_TEXTS: Pick<ScheduleTexts, 'insufficientFunds' | 'reverseInsufficientFunds'> = {
  insufficientFunds: (a) => insufficientFunds(a.name, a.balance, 'PHP'),
  reverseInsufficientFunds: (a, _row, left) => insufficientFunds(a.name, left, 'PHP'),
};

export const PALUWAGAN_WEEKS: ScheduleKind = {
  flow: 'out',
  texts: {
    ...FUNDS_TEXTS,
    alreadyPaid: P.paymentsNotFoundOrPaid,
    notPaid: P.paymentsNotFoundOrUnpaid,
    accountMissing: (row) => accountNotFoundForWeek(row.key),
  },
};

export const PALUWAGAN_PAYOUTS: ScheduleKind = {
  flow: 'in',
  texts: {
    ...FUNDS_TEXTS,
    missing: P.numberNotFound,
    alreadyPaid: P.payoutAlreadyReceived,
    notPaid: P.payoutNotReceived,
    accountMissing: () => ACCOUNT.accountNotFound,
  },
};

const DEBT_TEXTS: ScheduleTexts = {
  alreadyPaid: D.paymentsNotFoundOrPaid,
  notPaid: D.paymentsNotFoundOrUnpaid,
  insufficientFunds: (a) => debtInsufficientFunds(a.name, a.balance),
  accountMissing: (row) => accountNotFoundForPayment(row.key + 1),
  reverseInsufficientFunds: (a, row, left) => debtReverseInsufficientFunds(a.name, row.key + 1, left),
};

/** Owe: paying moves money out; owed: receiving moves it in. */
export function debtScheduleKind(type: DebtType): ScheduleKind {
  return { flow: type === 'owe' ? 'out' : 'in', texts: DEBT_TEXTS };
}

const RECURRING_TEXTS: ScheduleTexts = {
  ...FUNDS_TEXTS,
  missing: R.occurrenceMissing,
  alreadyPaid: R.occurrenceAlreadyPaid,
  notPaid: R.occurrenceNotPaid,
  accountMissing: () => ACCOUNT.accountNotFound,
};

/** A bill is paid (money out); an expected income is received (money in). */
export function recurringScheduleKind(type: TransactionType): ScheduleKind {
  return { flow: type === 'expense' ? 'out' : 'in', texts: RECURRING_TEXTS };
}

export function weekRows(p: Pick<Paluwagan, 'weeklyPayments'>): ScheduleRow[] {
  return p.weeklyPayments.map((w) => ({ ...w, key: w.weekNumber }));
}

/** The user's own numbers: each one's payout is received once, not before its date. */
export function payoutRows(p: Pick<Paluwagan, 'numbers' | 'payoutPerNumber'>): ScheduleRow[] {
  return p.numbers
    .filter((n) => n.isOwner)
    .map((n) => ({
      key: n.number,
      dueDate: n.payoutDate,
      payableFrom: n.payoutDate,
      amount: p.payoutPerNumber,
      isPaid: n.isPaid,
      accountId: n.accountId,
      transactionId: n.transactionId,
      paidBy: n.paidBy,
    }));
}

export function debtRows(d: Pick<Debt, 'paymentSchedule'>): ScheduleRow[] {
  return d.paymentSchedule.map((e, i) => ({ ...e, key: i }));
}
