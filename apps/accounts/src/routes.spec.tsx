// Each page's declared reads (routes.tsx) are exactly what the page itself reads.
import { testDeclaredReads } from '@pitaka/remote-kit/testing';
import { BASE_ANSWERS, page, transaction, WALLET } from './testing/transaction-fixtures';
import { DUE_ANSWERS, MERALCO } from './features/upcoming/test-fixtures';
import { pages, prefixes } from './routes';

const api = {
  ...BASE_ANSWERS,
  getAccount: async () => WALLET,
  fetchAccountTransactionsPage: async () => page([transaction()]),
  fetchTransactionsPage: async () => page([transaction()]),
  // Whole schedules: /upcoming reads their rows.
  listPaluwagans: DUE_ANSWERS.listPaluwagans,
  listDebts: DUE_ANSWERS.listDebts,
  listRecurring: DUE_ANSWERS.listRecurring,
  getRecurring: async () => MERALCO,
  listStatementImports: async () => [],
};

/** URL opened, its page's path in routes.tsx, a text shown once the data is in. */
const OPENED: [string, string, string][] = [
  ['/accounts', '/accounts', 'GCash'],
  ['/accounts/wallet', '/accounts/:accountId', 'Groceries'],
  ['/transactions', '/transactions', 'Groceries'],
  ['/edit-account/wallet', '/edit-account/:accountId', 'Save Changes'],
  ['/add-transaction', '/add-transaction', 'Add Transaction'],
  ['/upcoming', '/upcoming', 'Meralco'],
  ['/recurring', '/recurring', 'Meralco'],
  ['/recurring/new', '/recurring/new', 'Add Recurring'],
  ['/recurring/meralco/edit', '/recurring/:recurringId/edit', 'Save Changes'],
  ['/import', '/import', 'No statements imported yet.'],
];

testDeclaredReads({ prefixes, pages, api, opened: OPENED });
