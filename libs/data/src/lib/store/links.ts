import type { Transaction as FirestoreTransaction } from 'firebase/firestore/lite';
import { sourceRowLabel, type LinkedRowState, type TransactionSource } from '@pitaka/domain';
import { debtPaymentToDoc, numberToDoc, ts, weekToDoc } from './converters';
import { refs, type DataScope } from './scope';
import { readDocOrFail } from './malformed';

/** The row a linked transaction belongs to, read inside a command, and how to unmark it there. */
export interface LinkedRow extends LinkedRowState {
  /** Stages the row as unpaid / unreceived, without posting a reversal. */
  unmark(now: Date): void;
}

/**
 * Reads the paluwagan week, payout or debt entry that `transactionId` was booked for. Null when
 * its paluwagan or debt was deleted: the transaction is then ordinary history.
 */
export async function readLinkedRow(
  tx: FirestoreTransaction,
  scope: DataScope,
  transactionId: string,
  source: TransactionSource,
): Promise<LinkedRow | null> {
  const isCurrent = (row: { isPaid: boolean; transactionId?: string } | undefined) =>
    row !== undefined && row.isPaid && row.transactionId === transactionId;

  if (source.kind === 'debt-payment') {
    const snap = await tx.get(refs.debt(scope, source.id));
    if (!snap.exists()) return null;
    const debt = readDocOrFail(snap);
    return {
      label: sourceRowLabel(source, debt.name),
      current: isCurrent(debt.paymentSchedule[source.index]),
      unmark: (now) =>
        tx.update(snap.ref.withConverter(null), {
          paymentSchedule: debt.paymentSchedule
            .map((e, i) => (i === source.index ? { dueDate: e.dueDate, amount: e.amount, isPaid: false } : e))
            .map(debtPaymentToDoc),
          updatedAt: ts(now),
        }),
    };
  }

  const snap = await tx.get(refs.paluwagan(scope, source.id));
  if (!snap.exists()) return null;
  const paluwagan = readDocOrFail(snap);
  const label = sourceRowLabel(source, paluwagan.name);
  if (source.kind === 'paluwagan-week') {
    return {
      label,
      current: isCurrent(paluwagan.weeklyPayments.find((w) => w.weekNumber === source.index)),
      unmark: (now) =>
        tx.update(snap.ref.withConverter(null), {
          weeklyPayments: paluwagan.weeklyPayments
            .map((w) => (w.weekNumber === source.index ? unpaid(w) : w))
            .map(weekToDoc),
          updatedAt: ts(now),
        }),
    };
  }
  return {
    label,
    current: isCurrent(paluwagan.numbers.find((n) => n.number === source.index && n.isOwner)),
    unmark: (now) =>
      tx.update(snap.ref.withConverter(null), {
        numbers: paluwagan.numbers
          .map((n) => (n.number === source.index && n.isOwner ? unpaid(n) : n))
          .map(numberToDoc),
        updatedAt: ts(now),
      }),
  };
}

/** A row without its account and transaction links (what a row of a missing account is checked as). */
export function withoutLinks<T extends { accountId?: string; transactionId?: string }>(row: T): T {
  const copy = { ...row };
  delete copy.accountId;
  delete copy.transactionId;
  return copy;
}

/** A row back to unpaid, without its account and transaction links. */
export function unpaid<T extends { isPaid: boolean; accountId?: string; transactionId?: string }>(row: T): T {
  return { ...withoutLinks(row), isPaid: false };
}
