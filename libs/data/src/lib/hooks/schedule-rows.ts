import type { MarkRowsInput, ScheduleRef, UnmarkRowsInput } from '../store';
import type { DataArea } from './query-keys';
import { MONEY, useCommand } from './runner';

/** A paluwagan's weeks and payouts live on the paluwagan; a debt's payments on the debt. */
function changes(input: { schedule: ScheduleRef }): DataArea[] {
  return [input.schedule.kind === 'debt-payment' ? 'debts' : 'paluwagans', ...MONEY];
}

/** Pay or receive scheduled rows: paluwagan weeks, own payouts, debt payments. */
export const useMarkRows = () => useCommand((api, s, v: MarkRowsInput) => api.markRows(s, v), changes);

/** Unmark scheduled rows, reversing what was booked. */
export const useUnmarkRows = () => useCommand((api, s, v: UnmarkRowsInput) => api.unmarkRows(s, v), changes);
