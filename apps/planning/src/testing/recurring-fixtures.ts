// Test data for the recurring screens' specs. Dates are Manila calendar days.
import { manilaDay, toCentavos, type RecurringItem } from '@pitaka/domain';
import { GCASH, WALLET } from '../features/upcoming/test-fixtures';

export { GCASH, WALLET };

/** The fixed "now" of the recurring specs: Tuesday 10 March 2026, 10:15 in Manila. */
export const NOW = new Date('2026-03-10T10:15:00+08:00');

/** Manila midnight of year-month-day (2026 unless told). */
export const day = (month: number, date: number, year = 2026) => manilaDay(year, month, date);

/** A ₱2,500 bill paid from the Wallet on the 31st of every month since 1 January 2026. */
export function makeRecurring(overrides: Partial<RecurringItem> = {}): RecurringItem {
  return {
    id: 'r1',
    name: 'Meralco',
    type: 'expense',
    category: 'Utilities',
    accountId: 'wallet',
    amount: toCentavos(2500),
    rule: { kind: 'monthly', day: 31 },
    startDate: day(1, 1),
    pauses: [],
    occurrences: {},
    ...overrides,
  };
}

/** An occurrence paid from the Wallet, as the data layer stores it. */
export const PAID_FROM_WALLET = {
  status: 'paid',
  amount: toCentavos(2500),
  accountId: 'wallet',
  transactionId: 't9',
} as const;

/** The user's accounts, as every recurring screen reads them: the Wallet and GCash. */
export const ACCOUNT_ANSWERS = { listAccounts: async () => [WALLET, GCASH] };
