// Each page's declared reads (routes.tsx) are exactly what the page itself reads.
import { testDeclaredReads } from '@pitaka/remote-kit/testing';
import { BASE_ANSWERS, page, transaction, WALLET } from './testing/transaction-fixtures';
import { pages } from './routes';

const api = {
  ...BASE_ANSWERS,
  getAccount: async () => WALLET,
  fetchAccountTransactionsPage: async () => page([transaction()]),
  fetchTransactionsPage: async () => page([transaction()]),
  listStatementImports: async () => [],
};

/** URL opened, its page's path in routes.tsx, a text shown once the data is in. */
const OPENED: [string, string, string][] = [
  ['/accounts', '/accounts', 'GCash'],
  ['/accounts/wallet', '/accounts/:accountId', 'Groceries'],
  ['/transactions', '/transactions', 'Groceries'],
  ['/edit-account/wallet', '/edit-account/:accountId', 'Save Changes'],
  ['/add-transaction', '/add-transaction', 'Add Transaction'],
  ['/import', '/import', 'No statements imported yet.'],
];

testDeclaredReads({ pages, api, opened: OPENED });
