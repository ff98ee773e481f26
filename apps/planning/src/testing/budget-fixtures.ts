// What /budgets and the "Budget this period" widget read in their specs: Saturday 28 November
// 2026 (the second kinsena, 3 days left) with a kinsena budget in each half.
import type { DataApi } from '@pitaka/data';
import { ZERO_CENTAVOS, emptyLedgerSummary, toCentavos, type Budget, type MonthSummary } from '@pitaka/domain';

/** Saturday 28 November 2026, noon in Manila: the second kinsena has 3 days left. */
export const NOW = new Date('2026-11-28T12:00:00+08:00');

export const peso = toCentavos;
export const NOVEMBER: MonthSummary = {
  month: '2026-11',
  accounts: {
    gcash: {
      categories: {
        Food: { income: ZERO_CENTAVOS, expense: peso(2900 + 2160) },
        Transport: { income: ZERO_CENTAVOS, expense: peso(950.75) },
        Shopping: { income: ZERO_CENTAVOS, expense: peso(499) },
      },
      transfersIn: ZERO_CENTAVOS,
      transfersOut: ZERO_CENTAVOS,
    },
  },
  secondHalf: { Food: peso(2160), Transport: peso(950.75), Shopping: peso(499) },
};
export const food = { amount: peso(3000), rollover: true };
export const BUDGETS: Record<string, Budget> = {
  '2026-11-2': { id: '2026-11-2', categories: { Food: food, Transport: { amount: peso(800), rollover: false } } },
  '2026-11-1': { id: '2026-11-1', categories: { Food: food } },
};

export const BUDGET_ANSWERS: Partial<DataApi> = {
  getUserProfile: async () => ({ email: 'ana@example.com', currency: 'PHP', setupComplete: true }),
  getLatestBudget: async () => BUDGETS['2026-11-2'],
  getBudget: async (_scope, period) => BUDGETS[period] ?? null,
  getMonthSummary: async (_scope, month) => (month === '2026-11' ? NOVEMBER : null),
  getLedgerSummary: async () => emptyLedgerSummary(true),
};
