// A household's first two months of 2026, shared by the specs that need a believable history
// (insights, the dark-theme walk): salaries, bills and rent in BPI; small spending in GCash.
import type { SeedTransaction } from './ledger';

/** A Manila wall-clock time ('2026-01-15T09:00:00') as an instant. */
export const at = (manilaTime: string) => new Date(`${manilaTime}+08:00`);

/** BPI in January and February: two salaries, the Meralco bill, the rent. */
export const BPI_SALARIES_AND_BILLS: readonly SeedTransaction[] = [
  {
    type: 'income',
    amount: 25_000,
    description: 'January salary',
    category: 'Salary',
    date: at('2026-01-15T09:00:00'),
  },
  {
    type: 'expense',
    amount: 2_875.4,
    description: 'Meralco bill',
    category: 'Utilities',
    date: at('2026-01-20T18:00:00'),
  },
  { type: 'expense', amount: 8_000, description: 'February rent', category: 'Rent', date: at('2026-02-01T08:00:00') },
  {
    type: 'income',
    amount: 25_000,
    description: 'February salary',
    category: 'Salary',
    date: at('2026-02-13T09:00:00'),
  },
];

/** GCash in January and February: groceries, a refund, rides. */
export const GCASH_SMALL_SPENDING: readonly SeedTransaction[] = [
  {
    type: 'expense',
    amount: 1_850.5,
    description: 'SM Supermarket',
    category: 'Food',
    date: at('2026-01-24T16:00:00'),
  },
  { type: 'income', amount: 499, description: 'Lazada refund', category: 'Refund', date: at('2026-02-16T12:00:00') },
  { type: 'expense', amount: 1_120, description: 'Grab rides', category: 'Transport', date: at('2026-02-20T19:00:00') },
];
