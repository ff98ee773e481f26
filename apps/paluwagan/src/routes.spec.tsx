// Each page's declared reads (routes.tsx) are exactly what the page itself reads.
import { testDeclaredReads } from '@pitaka/remote-kit/testing';
import { bpi, fixClock, gcash, paluwagan, WED_MAR_4 } from './testing/fixtures';
import { pages } from './routes';

const api = {
  listPaluwagans: async () => [paluwagan()],
  getPaluwagan: async () => paluwagan(),
  listAccounts: async () => [gcash, bpi],
};

/** URL opened, its page's path in routes.tsx, a text shown once the data is in. */
const OPENED: [string, string, string][] = [
  ['/paluwagan', '/paluwagan', 'Office Paluwagan'],
  ['/paluwagan/p1', '/paluwagan/:paluwaganId', 'Office Paluwagan'],
  ['/paluwagan/p1/edit', '/paluwagan/:paluwaganId/edit', 'Edit Paluwagan'],
];

beforeEach(() => fixClock(WED_MAR_4));
afterEach(() => jest.useRealTimers());

testDeclaredReads({ pages, api, opened: OPENED });
