// What /goals, a goal's page and the Goals widget read in their specs (the clock fixed at the
// budgets' NOW, Saturday 28 November 2026, in the second kinsena): a goal in an account, one
// with money set aside and a paluwagan payout toward it, and one reached.
import type { DataApi } from '@pitaka/data';
import { manilaDay, toCentavos, type Account, type Goal, type Paluwagan } from '@pitaka/domain';
import { BUDGET_ANSWERS } from './budget-fixtures';

const peso = toCentavos;

export const ACCOUNTS: Account[] = [
  { id: 'bpi', name: 'BPI Savings', type: 'bank', balance: peso(12_000) },
  { id: 'gcash', name: 'GCash', type: 'ewallet', balance: peso(3_000) },
];

export const LAPTOP: Goal = {
  id: 'laptop',
  name: 'New laptop',
  target: peso(40_000),
  targetDate: manilaDay(2027, 1, 31),
  contributions: [
    { id: 'c1', amount: peso(2_500), date: manilaDay(2026, 11, 15) },
    { id: 'c2', amount: peso(1_500), date: manilaDay(2026, 11, 27) },
  ],
};

export const TUITION: Goal = {
  id: 'tuition',
  name: 'Tuition for June',
  target: peso(30_000),
  targetDate: manilaDay(2027, 5, 31),
  accountId: 'bpi',
  contributions: [],
};

export const PHONE: Goal = { id: 'phone', name: 'Phone', target: peso(3_000), accountId: 'gcash', contributions: [] };

export const OFFICE: Paluwagan = {
  id: 'office',
  name: 'Office',
  organizer: 'Aling Nena',
  description: '',
  startDate: manilaDay(2026, 11, 2),
  totalNumbers: 2,
  amountPerNumber: peso(5_000),
  payoutPerNumber: peso(10_000),
  numbers: [
    {
      number: 1,
      payoutDate: manilaDay(2026, 11, 8),
      isPaid: true,
      isOwner: true,
      ownerName: 'Me',
      accountId: 'gcash',
      goalId: 'laptop',
    },
    { number: 2, payoutDate: manilaDay(2026, 11, 15), isPaid: false, isOwner: false, ownerName: '' },
  ],
  weeklyPayments: [],
};

export const GOAL_ANSWERS: Partial<DataApi> = {
  ...BUDGET_ANSWERS,
  listGoals: async () => [PHONE, TUITION, LAPTOP],
  getGoal: async (_scope, id) => [PHONE, TUITION, LAPTOP].find((goal) => goal.id === id) ?? null,
  listAccounts: async () => ACCOUNTS,
  listPaluwagans: async () => [OFFICE],
};
