// Each page's declared reads (routes.tsx) are exactly what the page itself reads.
import { expectReadsAsDeclared } from '@pitaka/remote-kit/testing';
import { fixClock, LEDGER, SUMMARIES } from './testing/fixtures';
import { pages, prefixes } from './routes';

const api = {
  getLedgerSummary: async () => LEDGER,
  getMonthSummary: async (_scope: unknown, month: string) => SUMMARIES[month] ?? null,
};

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());

it('/insights reads the same with its declared reads as without them', () =>
  expectReadsAsDeclared({
    prefixes,
    pages,
    path: '/insights',
    route: '/insights',
    api,
    ready: 'Spending by category',
  }));
