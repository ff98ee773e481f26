import { useCommand } from './runner';

/** Pay or receive scheduled rows: paluwagan weeks, own payouts, debt payments, recurring occurrences. */
export const useMarkRows = () => useCommand('markRows');

/** Unmark scheduled rows, reversing what was booked. */
export const useUnmarkRows = () => useCommand('unmarkRows');
