// Test data for /upcoming and the "Due this week" widget (never imported by app code): a fixed
// Wednesday, 25 November 2026 in Manila, with something of every kind overdue, due this week and
// later.
import type { DataApi } from '@pitaka/data';
import { toCentavos, type Account, type Debt, type Paluwagan, type RecurringItem } from '@pitaka/domain';

export const NOW = new Date('2026-11-25T09:00:00+08:00');
const day = (iso: string) => new Date(`${iso}T00:00:00+08:00`);

export const WALLET: Account = { id: 'wallet', name: 'Wallet', type: 'cash', balance: toCentavos(1000) };
export const GCASH: Account = { id: 'gcash', name: 'GCash', type: 'ewallet', balance: toCentavos(500) };

/** Week 1 overdue, week 2 this week; own number 2 pays out on 13 December. */
export const OFFICE: Paluwagan = {
  id: 'office',
  name: 'Office Paluwagan',
  organizer: 'Aling Nena',
  description: '',
  startDate: day('2026-11-22'),
  totalNumbers: 2,
  amountPerNumber: toCentavos(500),
  payoutPerNumber: toCentavos(1000),
  numbers: [
    { number: 1, payoutDate: day('2026-12-06'), isPaid: false, isOwner: false, ownerName: '' },
    { number: 2, payoutDate: day('2026-12-13'), isPaid: false, isOwner: true, ownerName: 'Me' },
  ],
  weeklyPayments: [
    { weekNumber: 1, dueDate: day('2026-11-22'), isPaid: false, amount: toCentavos(500) },
    { weekNumber: 2, dueDate: day('2026-11-29'), isPaid: false, amount: toCentavos(500) },
  ],
};

/** Owed to Kuya Ben: ₱1,000 on 30 November (paid: 31 October). */
export const LAPTOP: Debt = {
  id: 'laptop',
  type: 'owe',
  name: 'Laptop',
  counterpartyName: 'Kuya Ben',
  totalAmount: toCentavos(2000),
  paymentSchedule: [
    { dueDate: day('2026-10-31'), amount: toCentavos(1000), isPaid: true },
    { dueDate: day('2026-11-30'), amount: toCentavos(1000), isPaid: false },
  ],
};

/** ₱2,500 on the 31st from the wallet: 31 October overdue, 30 November this week. */
export const MERALCO: RecurringItem = {
  id: 'meralco',
  name: 'Meralco',
  type: 'expense',
  category: 'Bills',
  accountId: WALLET.id,
  amount: toCentavos(2500),
  rule: { kind: 'monthly', day: 31 },
  startDate: day('2026-10-31'),
  pauses: [],
  occurrences: {},
};

/** Kinsenas into GCash, an amount that varies: 15 November overdue, 30 November, 15 December. */
export const SALARY: RecurringItem = {
  id: 'salary',
  name: 'Salary',
  type: 'income',
  category: 'Salary',
  accountId: GCASH.id,
  amount: null,
  rule: { kind: 'kinsenas' },
  startDate: day('2026-11-15'),
  pauses: [],
  occurrences: {},
};

export type Answers = Partial<DataApi>;

export const DUE_ANSWERS: Answers = {
  getUserProfile: async () => ({ email: 'juan@example.com', currency: 'PHP', setupComplete: true }),
  listAccounts: async () => [WALLET, GCASH],
  listPaluwagans: async () => [OFFICE],
  listDebts: async () => [LAPTOP],
  listRecurring: async () => [MERALCO, SALARY],
};

export const NOTHING_DUE: Answers = {
  ...DUE_ANSWERS,
  listPaluwagans: async () => [],
  listDebts: async () => [],
  listRecurring: async () => [],
};
