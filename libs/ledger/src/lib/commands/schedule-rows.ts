import {
  CATEGORY_DEBT,
  CATEGORY_PALUWAGAN,
  DEBT,
  GENERATED_DESCRIPTIONS,
  PALUWAGAN,
  PALUWAGAN_PAYOUTS,
  PALUWAGAN_WEEKS,
  RECURRING,
  assertValid,
  dayOfNumber,
  householdMessage,
  isPositiveAmount,
  occurrenceKey,
  recurringRows,
  recurringScheduleKind,
  debtRows,
  debtScheduleKind,
  payoutRows,
  validateMark,
  validateUnmark,
  weekRows,
  type Debt,
  type Centavos,
  type DomainMessage,
  type GeneratedDescriptions,
  type Paluwagan,
  type PaymentSource,
  type RecurringItem,
  type ScheduleKind,
  type ScheduleRow,
  type TransactionSource,
  type TransactionSourceKind,
} from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import { paths, type DocRef } from '../port/paths';
import type { Command, CommandContext, LedgerTx } from '../port/port';
import { Ledger, assertInBooksCurrency, readAccounts } from './ledger';

/** Which schedule: the weeks or own payouts of a paluwagan, the payments of a debt, or a recurring item's occurrences. */
export interface ScheduleRef {
  kind: TransactionSourceKind;
  /** The paluwagan's, debt's or recurring item's id. */
  id: string;
}

/**
 * What a row becomes: paid, with the account and transaction when booked and, in a household, who
 * marked it; or unpaid.
 */
type RowState = { isPaid: true; accountId?: string; transactionId?: string; paidBy?: string } | { isPaid: false };

/** A schedule read inside a command: its rows, the kind's rules, and how to write rows back. */
export interface ScheduleInCommand {
  /** The paluwagan's or debt's name. */
  name: string;
  kind: ScheduleKind;
  rows: ScheduleRow[];
  /** The description and category of the transaction that pays (or reverses) a row. */
  booking(row: ScheduleRow, reversal: boolean): { description: string; category: string };
  /** Stages the rows' new states (and updatedAt) on the parent document. */
  write(states: ReadonlyMap<number, RowState>, now: Date): void;
  /** A recurring item whose amount varies: its unpaid rows have no amount until one is given. */
  asksAmount?: boolean;
}

function withState<
  T extends { isPaid: boolean; accountId?: string; transactionId?: string; paidBy?: string; goalId?: string },
>(row: T, state: RowState | undefined): T {
  if (!state) return row;
  const bare = { ...row };
  delete bare.accountId;
  delete bare.transactionId;
  delete bare.paidBy;
  // A payout marked toward a goal is no longer toward it once unmarked (or received again).
  delete bare.goalId;
  return { ...bare, ...state };
}

function paluwaganSchedule(
  tx: LedgerTx,
  ref: DocRef<'paluwagan'>,
  p: Paluwagan,
  kind: 'paluwagan-week' | 'paluwagan-payout',
  D: GeneratedDescriptions,
): ScheduleInCommand {
  const weeks = kind === 'paluwagan-week';
  const [paid, reversed] = weeks
    ? [D.paluwaganPayment, D.paluwaganPaymentReversal]
    : [D.paluwaganPayout, D.paluwaganPayoutReversal];
  return {
    name: p.name,
    kind: weeks ? PALUWAGAN_WEEKS : PALUWAGAN_PAYOUTS,
    rows: weeks ? weekRows(p) : payoutRows(p),
    booking: (row, reversal) => ({
      description: (reversal ? reversed : paid)(p.name, row.key),
      category: CATEGORY_PALUWAGAN,
    }),
    write: (states, now) =>
      tx.update(ref, {
        ...(weeks
          ? { weeklyPayments: p.weeklyPayments.map((w) => withState(w, states.get(w.weekNumber))) }
          : { numbers: p.numbers.map((n) => (n.isOwner ? withState(n, states.get(n.number)) : n)) }),
        updatedAt: now,
      }),
  };
}

function debtSchedule(tx: LedgerTx, ref: DocRef<'debt'>, debt: Debt, D: GeneratedDescriptions): ScheduleInCommand {
  return {
    name: debt.name,
    kind: debtScheduleKind(debt.type),
    rows: debtRows(debt),
    booking: (row, reversal) => ({
      description: (reversal ? D.debtPaymentReversal : D.debtPayment)(debt.name, row.key + 1, debt.type),
      category: CATEGORY_DEBT,
    }),
    write: (states, now) =>
      tx.update(ref, {
        paymentSchedule: debt.paymentSchedule.map((e, i) => withState(e, states.get(i))),
        updatedAt: now,
      }),
  };
}

/**
 * A recurring item's occurrences through `through` (the unpaid ones of a 'varies' item at
 * `amount`, when given); paid ones are stored with what was paid, unpaid ones are not stored.
 */
function recurringSchedule(
  tx: LedgerTx,
  ref: DocRef<'recurring'>,
  item: RecurringItem,
  through: Date,
  amount: Centavos | undefined,
  D: GeneratedDescriptions,
): ScheduleInCommand {
  const asksAmount = item.amount === null;
  const rows = recurringRows(item, through).map((r) => (asksAmount && !r.isPaid && amount ? { ...r, amount } : r));
  return {
    name: item.name,
    kind: recurringScheduleKind(item.type),
    rows,
    asksAmount,
    booking: (row, reversal) => ({
      description: (reversal ? D.recurringPaymentReversal : D.recurringPayment)(
        item.name,
        dayOfNumber(row.key),
        item.type,
      ),
      category: item.category,
    }),
    write: (states, now) => {
      const occurrences = { ...item.occurrences };
      for (const [key, state] of states) {
        const day = occurrenceKey(dayOfNumber(key));
        if (!state.isPaid) {
          delete occurrences[day];
          continue;
        }
        const row = rows.find((r) => r.key === key);
        occurrences[day] = {
          status: 'paid',
          amount: row?.amount,
          accountId: state.accountId,
          transactionId: state.transactionId,
          paidBy: state.paidBy,
        };
      }
      tx.update(ref, { occurrences, updatedAt: now });
    },
  };
}

/** What a schedule read needs beyond its reference: how far a recurring item's rows go, the amount of a 'varies' one. */
export interface ScheduleReadOptions {
  /** The latest key the command touches (recurring items: a Manila day number). */
  throughKey?: number;
  amount?: Centavos;
  /** What the transactions written are called, in the writer's language (English unless given). */
  descriptions?: GeneratedDescriptions;
}

/**
 * Reads the schedule inside a command; null when its paluwagan, debt or recurring item does not
 * exist (a revert of a transaction whose source was deleted: it is then ordinary history).
 */
export async function readScheduleOrNull(
  tx: LedgerTx,
  ctx: CommandContext,
  target: ScheduleRef,
  options: ScheduleReadOptions = {},
): Promise<ScheduleInCommand | null> {
  if (!target.id) return null;
  const at = paths(ctx.space);
  const descriptions = options.descriptions ?? GENERATED_DESCRIPTIONS;
  if (target.kind === 'recurring') {
    const ref = at.recurringItem(target.id);
    const item = await tx.get(ref);
    if (!item) return null;
    const through = dayOfNumber(options.throughKey ?? 0);
    return recurringSchedule(tx, ref, item, through, options.amount, descriptions);
  }
  if (target.kind === 'debt-payment') {
    const ref = at.debt(target.id);
    const debt = await tx.get(ref);
    return debt ? debtSchedule(tx, ref, debt, descriptions) : null;
  }
  const ref = at.paluwagan(target.id);
  const paluwagan = await tx.get(ref);
  return paluwagan ? paluwaganSchedule(tx, ref, paluwagan, target.kind, descriptions) : null;
}

const NOT_FOUND: Record<TransactionSourceKind, string | DomainMessage> = {
  'paluwagan-week': PALUWAGAN.notFound,
  'paluwagan-payout': PALUWAGAN.notFound,
  'debt-payment': DEBT.notFound,
  recurring: RECURRING.notFound,
};

/** Reads the schedule inside a command, or refuses with 'Paluwagan not found' / 'Debt not found' / …. */
async function readSchedule(tx: LedgerTx, ctx: CommandContext, target: ScheduleRef, options: ScheduleReadOptions = {}) {
  const schedule = await readScheduleOrNull(tx, ctx, target, options);
  if (schedule) return schedule;
  throw new CommandError('not-found', NOT_FOUND[target.kind]);
}

const latest = (keys: readonly number[]) => (keys.length > 0 ? Math.max(...keys) : 0);

function sourceOf(target: ScheduleRef, row: ScheduleRow, reversal: boolean): TransactionSource {
  return { kind: target.kind, id: target.id, index: row.key, reversal };
}

/** Who writes: the transactions a command books are described in the writer's language. */
export interface Described {
  /** English unless given (the runner downloads the writer's language before the transaction). */
  descriptions?: GeneratedDescriptions;
}

export interface MarkRowsInput extends Described {
  schedule: ScheduleRef;
  /** Week numbers, own payout numbers, or 0-based debt schedule positions. */
  keys: readonly number[];
  /** From or into an account, or marked only. */
  source: PaymentSource;
  /** What was paid, for a recurring item whose amount varies (one amount for every key). */
  amount?: Centavos;
}

/**
 * Marks rows paid or received, all or nothing: with an account, one transaction per row (an
 * expense for money going out, an income for money coming in), linked to its row both ways.
 */
export const markRows: Command<MarkRowsInput, void> = async (tx, ctx, input) => {
  const { descriptions } = input;
  const { now } = ctx;
  const [schedule, accounts] = await Promise.all([
    readSchedule(tx, ctx, input.schedule, { throughKey: latest(input.keys), amount: input.amount, descriptions }),
    input.source.kind === 'account' ? readAccounts(tx, ctx, [input.source.accountId]) : [],
  ]);
  if (schedule.asksAmount && !isPositiveAmount(input.amount)) {
    throw new CommandError('refused', RECURRING.amountToPay);
  }
  await refuseRecordedByAnother(tx, ctx, schedule.rows, input.keys);
  const { rows, account } = assertValid(
    validateMark(schedule.kind, schedule.rows, input.keys, input.source, accounts, now),
  );
  await assertInBooksCurrency(tx, ctx, account);
  const ledger = await Ledger.open(tx, ctx);
  const states = new Map<number, RowState>();
  const paidBy = ctx.space.kind === 'household' ? { paidBy: ctx.actor.uid } : {};
  for (const row of rows) {
    if (!account) {
      states.set(row.key, { isPaid: true, ...paidBy });
      continue;
    }
    const transactionId = ledger.post({
      type: schedule.kind.flow === 'out' ? 'expense' : 'income',
      amount: row.amount,
      ...schedule.booking(row, false),
      account,
      source: sourceOf(input.schedule, row, false),
    });
    states.set(row.key, { isPaid: true, accountId: account.id, transactionId, ...paidBy });
  }
  schedule.write(states, now);
  ledger.close();
};

/**
 * Two members paying the same row at once: the second finds it paid, and is told by whom (the
 * row's member, by address) rather than only that it is paid. Their own earlier payment, or one
 * by a member since removed, gets the schedule's usual refusal.
 */
async function refuseRecordedByAnother(
  tx: LedgerTx,
  ctx: CommandContext,
  rows: readonly ScheduleRow[],
  keys: readonly number[],
): Promise<void> {
  if (ctx.space.kind !== 'household') return;
  const wanted = new Set(keys);
  const paid = rows.find((r) => wanted.has(r.key) && r.isPaid && r.paidBy && r.paidBy !== ctx.actor.uid);
  if (!paid?.paidBy) return;
  const member = await tx.get(paths(ctx.space).member(paid.paidBy));
  if (member) throw new CommandError('refused', householdMessage('alreadyRecordedBy', { who: member.email }));
}

export interface UnmarkRowsInput extends Described {
  schedule: ScheduleRef;
  keys: readonly number[];
  /**
   * The way out for rows paid from or into an account that no longer exists (data of the
   * original product): unmark them without a reversal instead of refusing.
   */
  withoutReversalForMissingAccounts?: boolean;
}

/**
 * Marks rows unpaid; each one booked on an account gets its reversal there. Returns the keys
 * unmarked without a reversal (their account was gone), for the message.
 */
export const unmarkRows: Command<UnmarkRowsInput, { withoutReversal: number[] }> = async (tx, ctx, input) => {
  const { descriptions } = input;
  const schedule = await readSchedule(tx, ctx, input.schedule, { throughKey: latest(input.keys), descriptions });
  const selected = new Set(input.keys);
  const accounts = await readAccounts(
    tx,
    ctx,
    schedule.rows.filter((r) => selected.has(r.key)).map((r) => r.accountId),
  );
  const isOrphan = (r: ScheduleRow) => !!r.accountId && !accounts.some((a) => a.id === r.accountId);
  const withoutReversal = input.withoutReversalForMissingAccounts
    ? schedule.rows.filter((r) => selected.has(r.key) && r.isPaid && isOrphan(r)).map((r) => r.key)
    : [];
  const checked = schedule.rows.map((r) =>
    withoutReversal.includes(r.key) ? { ...r, accountId: undefined, transactionId: undefined } : r,
  );
  const rows = assertValid(validateUnmark(schedule.kind, checked, input.keys, accounts));
  const ledger = await Ledger.open(tx, ctx);
  const states = new Map<number, RowState>();
  for (const row of rows) {
    const account = row.accountId ? accounts.find((a) => a.id === row.accountId) : undefined;
    if (account) {
      ledger.post({
        type: schedule.kind.flow === 'out' ? 'income' : 'expense',
        amount: row.amount,
        ...schedule.booking(row, true),
        account,
        source: sourceOf(input.schedule, row, true),
      });
    }
    states.set(row.key, { isPaid: false });
  }
  schedule.write(states, ctx.now);
  ledger.close();
  return { withoutReversal };
};
