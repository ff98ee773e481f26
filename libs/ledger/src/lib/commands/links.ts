import { sourceRow, type LinkedRowState, type TransactionSource } from '@pitaka/domain';
import type { CommandContext, LedgerTx } from '../port/port';
import { readScheduleOrNull } from './schedule-rows';

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
  tx: LedgerTx,
  ctx: CommandContext,
  transactionId: string,
  source: TransactionSource,
): Promise<LinkedRow | null> {
  const schedule = await readScheduleOrNull(tx, ctx, source, { throughKey: source.index });
  if (!schedule) return null;
  const row = schedule.rows.find((r) => r.key === source.index);
  return {
    label: sourceRow(source, schedule.name),
    current: row !== undefined && row.isPaid && row.transactionId === transactionId,
    unmark: (now) => schedule.write(new Map([[source.index, { isPaid: false }]]), now),
  };
}
