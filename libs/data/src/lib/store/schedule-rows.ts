// The one schedule engine (the ledger's markRows / unmarkRows): paluwagan weeks and payouts, debt
// payments and recurring occurrences. The server describes the transactions it books in the
// writer's language (`language`, English unless given).
import type { CallInputOf } from '@pitaka/ledger';
import { command } from './scope';

export type { ScheduleRef } from '@pitaka/ledger';

export type MarkRowsInput = CallInputOf<'markRows'>;
export type UnmarkRowsInput = CallInputOf<'unmarkRows'>;

/**
 * Marks rows paid or received, all or nothing: with an account, one transaction per row (an
 * expense for money going out, an income for money coming in), linked to its row both ways.
 */
export const markRows = command('markRows');

/**
 * Marks rows unpaid; each one booked on an account gets its reversal there. Returns the keys
 * unmarked without a reversal (their account was gone), for the message.
 */
export const unmarkRows = command('unmarkRows');
