import type { MonthFigures, MonthKey, NetWorthPoint } from '@pitaka/domain';

/** How many months the trend charts cover, ending with the picked month. */
export const TREND_MONTHS = 12;

export interface Trends {
  months: readonly MonthKey[];
  /** Each month's figures, oldest first, once the year's summaries have loaded. */
  incomeExpense:
    | { status: 'loading' }
    | { status: 'failed'; retry: () => void }
    | { status: 'ready'; rows: readonly MonthFigures[] };
  /** From the ledger summary alone: always there. */
  netWorth: readonly NetWorthPoint[];
}
