import type { ScheduleRef } from '../store';
import type { DataArea } from './query-keys';
import { MONEY, useCommand } from './runner';

const OWNER: Record<ScheduleRef['kind'], DataArea> = {
  'paluwagan-week': 'paluwagans',
  'paluwagan-payout': 'paluwagans',
  'debt-payment': 'debts',
  recurring: 'recurring',
};

/** A paluwagan's weeks and payouts live on the paluwagan; a debt's payments on the debt; occurrences on their item. */
function changes(input: { schedule: ScheduleRef }): DataArea[] {
  return [OWNER[input.schedule.kind], ...MONEY];
}

/** Pay or receive scheduled rows: paluwagan weeks, own payouts, debt payments, recurring occurrences. */
export const useMarkRows = () => useCommand('markRows', changes);

/** Unmark scheduled rows, reversing what was booked. */
export const useUnmarkRows = () => useCommand('unmarkRows', changes);
