// Each page's declared reads (routes.tsx) are exactly what the page itself reads.
import { testDeclaredReads } from '@pitaka/remote-kit/testing';
import { fixClock, LEDGER, SUMMARIES } from './testing/fixtures';
import { pages } from './routes';

const api = {
  getLedgerSummary: async () => LEDGER,
  getMonthSummary: async (_scope: unknown, month: string) => SUMMARIES[month] ?? null,
};

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());

testDeclaredReads({ pages, api, opened: [['/insights', '/insights', 'Spending by category']] });
