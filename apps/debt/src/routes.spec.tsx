// Each page's declared reads (routes.tsx) are exactly what the page itself reads.
import { testDeclaredReads } from '@pitaka/remote-kit/testing';
import { BPI, fixClock, GCASH, makeDebt } from './testing/fixtures';
import { pages } from './routes';

const api = {
  listDebts: async () => [makeDebt()],
  getDebt: async () => makeDebt(),
  listAccounts: async () => [GCASH, BPI],
};

/** URL opened, its page's path in routes.tsx, a text shown once the data is in. */
const OPENED: [string, string, string][] = [
  ['/debt', '/debt', 'Tuition loan'],
  ['/debt/d1', '/debt/:debtId', 'Tuition loan'],
  ['/debt/d1/edit', '/debt/:debtId/edit', 'Edit Debt'],
];

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());

testDeclaredReads({ pages, api, opened: OPENED });
