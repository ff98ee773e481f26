// The one schedule engine (the ledger's markRows / unmarkRows): paluwagan weeks and payouts, debt
// payments and recurring occurrences, the transactions it books described in the writer's language.
import { loadGeneratedDescriptions, type Language } from '@pitaka/domain';
import * as ledger from '@pitaka/ledger';
import { type DataScope, runCommand, runQuery } from './scope';

export type { ScheduleRef } from '@pitaka/ledger';

/** Who writes: the transactions a command books are described in the writer's language. */
interface Writer {
  /** English unless given (tests, and callers written before Filipino). */
  language?: Language;
}

export type MarkRowsInput = Omit<ledger.MarkRowsInput, 'descriptions'> & Writer;
export type UnmarkRowsInput = Omit<ledger.UnmarkRowsInput, 'descriptions'> & Writer;

/**
 * `body` run as a command, with the descriptions of the writer's language downloaded before its
 * transaction (never inside it: a transaction may run more than once).
 */
function writtenIn<I extends ledger.MarkRowsInput | ledger.UnmarkRowsInput, R>(body: ledger.Command<I, R>) {
  return async (scope: DataScope, input: Omit<I, 'descriptions'> & Writer, now?: Date): Promise<R> => {
    const { language, ...rest } = input;
    const descriptions = await runQuery(() => loadGeneratedDescriptions(language));
    return runCommand(scope, body, { ...rest, descriptions } as unknown as I, now);
  };
}

/**
 * Marks rows paid or received, all or nothing: with an account, one transaction per row (an
 * expense for money going out, an income for money coming in), linked to its row both ways.
 */
export const markRows = writtenIn(ledger.markRows);

/**
 * Marks rows unpaid; each one booked on an account gets its reversal there. Returns the keys
 * unmarked without a reversal (their account was gone), for the message.
 */
export const unmarkRows = writtenIn(ledger.unmarkRows);
