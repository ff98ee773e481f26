// Test data for the insights remote's page and widget specs: a household with two accounts and
// three months of history, written as the summaries the data layer keeps (amounts in pesos here).
import type { DataApi } from '@pitaka/data';
import { DataError } from '@pitaka/platform';
import {
  CATEGORY_INITIAL,
  toCentavos,
  ZERO_CENTAVOS,
  type AccountMonth,
  type LedgerSummary,
  type MonthKey,
  type MonthSummary,
} from '@pitaka/domain';
import { bpiAccount, fixClock as fixDateOnly, gcashAccount, renderPageIn } from '@pitaka/remote-kit/testing';
import type { ReactElement } from 'react';

/** The fixed "now" of every spec: Friday 20 November 2026, 9:00 in Manila. */
export const NOW = new Date('2026-11-20T09:00:00+08:00');

export const GCASH = gcashAccount(44000, 'gcash');
export const BPI = bpiAccount(47000, 'bpi');

interface MonthActivity {
  income?: Record<string, number>;
  expense?: Record<string, number>;
  transfersIn?: number;
  transfersOut?: number;
}

/** What one account did in a month, from amounts in pesos. */
export function accountMonth({
  income = {},
  expense = {},
  transfersIn = 0,
  transfersOut = 0,
}: MonthActivity): AccountMonth {
  const names = new Set([...Object.keys(income), ...Object.keys(expense)]);
  const categories = Object.fromEntries(
    [...names].map((name) => [
      name,
      {
        income: name in income ? toCentavos(income[name]) : ZERO_CENTAVOS,
        expense: name in expense ? toCentavos(expense[name]) : ZERO_CENTAVOS,
      },
    ]),
  );
  return { categories, transfersIn: toCentavos(transfersIn), transfersOut: toCentavos(transfersOut) };
}

export function monthSummary(month: MonthKey, accounts: Record<string, MonthActivity>): MonthSummary {
  return {
    month,
    accounts: Object.fromEntries(Object.entries(accounts).map(([id, activity]) => [id, accountMonth(activity)])),
  };
}

/**
 * September: both accounts opened (initial balances, not income). October and November: salary,
 * spending, and in November a ₱1,000 transfer from GCash to BPI (neither income nor expense).
 */
export const SUMMARIES: Record<MonthKey, MonthSummary> = {
  '2026-09': monthSummary('2026-09', {
    gcash: { income: { [CATEGORY_INITIAL]: 10000 } },
    bpi: { income: { [CATEGORY_INITIAL]: 50000 } },
  }),
  '2026-10': monthSummary('2026-10', {
    gcash: { income: { Salary: 20000 }, expense: { Food: 3000, Bills: 2000 } },
    bpi: { expense: { Shopping: 1500 } },
  }),
  '2026-11': monthSummary('2026-11', {
    gcash: { income: { Salary: 25000 }, expense: { Food: 4200, Transport: 800 }, transfersOut: 1000 },
    bpi: { expense: { Bills: 2500 }, transfersIn: 1000 },
  }),
};

const pesosByAccount = (nets: Record<string, number>) =>
  Object.fromEntries(Object.entries(nets).map(([id, pesos]) => [id, toCentavos(pesos)]));

/** The ledger summary of the months above: each month's net per account, today's balances and names. */
export const LEDGER: LedgerSummary = {
  complete: true,
  writes: 12,
  balances: { gcash: GCASH.balance, bpi: BPI.balance },
  names: { gcash: GCASH.name, bpi: BPI.name },
  net: {
    '2026-09': pesosByAccount({ gcash: 10000, bpi: 50000 }),
    '2026-10': pesosByAccount({ gcash: 15000, bpi: -1500 }),
    '2026-11': pesosByAccount({ gcash: 19000, bpi: -1500 }),
  },
};

/** The data API's reads for that history: the ledger's totals and each month's summary. */
export const HISTORY_ANSWERS: Pick<DataApi, 'getLedgerSummary' | 'getMonthSummary'> = {
  getLedgerSummary: async () => LEDGER,
  getMonthSummary: async (_scope, month) => SUMMARIES[month] ?? null,
};

/** A user who has not moved any money yet. */
export const EMPTY_LEDGER: LedgerSummary = { complete: true, writes: 0, balances: {}, names: {}, net: {} };

/** Fixes Date only (timers stay real); the insights specs' "now" by default. */
export function fixClock(at: Date = NOW) {
  fixDateOnly(at);
}

/**
 * `ui` at `path` in Filipino, its texts downloaded before the first render (as the shell's start
 * does), over the household's history unless `answers` say otherwise.
 */
export function renderInFilipinoAt(ui: ReactElement, path: string, answers: Partial<DataApi> = {}) {
  return renderPageIn('fil', ui, { path, route: path, api: { ...HISTORY_ANSWERS, ...answers } });
}

/** A data API answer that fails once, as an outage does, then gives `then` on every later call. */
export function failingOnce<T>(then: T) {
  return jest
    .fn<Promise<T>, unknown[]>()
    .mockRejectedValueOnce(new DataError('unexpected', 'offline'))
    .mockResolvedValue(then);
}
