// Each page's declared reads (routes.tsx) are exactly what the page itself reads.
import { testDeclaredReads } from '@pitaka/remote-kit/testing';
import { DUE_ANSWERS, MERALCO } from './features/upcoming/test-fixtures';
import { GOAL_ANSWERS } from './testing/goal-fixtures';
import { pages } from './routes';

const api = {
  ...DUE_ANSWERS,
  ...GOAL_ANSWERS,
  getRecurring: async () => MERALCO,
};

/** URL opened, its page's path in routes.tsx, a text shown once the data is in. */
const OPENED: [string, string, string][] = [
  ['/upcoming', '/upcoming', 'Meralco'],
  ['/recurring', '/recurring', 'Meralco'],
  ['/recurring/new', '/recurring/new', 'Add Recurring'],
  ['/recurring/meralco/edit', '/recurring/:recurringId/edit', 'Save Changes'],
  ['/goals', '/goals', 'New laptop'],
  ['/goals/new', '/goals/new', 'Create goal'],
  ['/goals/laptop', '/goals/:goalId', 'Office paluwagan, number 1'],
  ['/goals/laptop/edit', '/goals/:goalId/edit', 'Save changes'],
];

testDeclaredReads({ pages, api, opened: OPENED });
