// Issue 13, item 2: every `{id}` route given an id that does not exist, or one of 1,500
// characters, shows its not-found state. Ids made of path tricks, markup, or a path climbing into
// another user's data show the not-found or the load-failure state: never a crash, never the
// other user's record, nothing of the id rendered as HTML.
import { expect, test } from '@playwright/test';
import { ACCOUNT_MESSAGES, DEBT_MESSAGES, PALUWAGAN_MESSAGES } from '@pitaka/domain';
import { seedSetUpUser } from '../support/ledger';
import { signIn } from '../support/session';
import { expectNoHostileMarkup, watchScriptEffects } from './support/hostile-markup';
import { navigateInApp } from './support/navigation';
import { seedDebt, seedPaluwagan } from './support/seed-records';

type Collection = 'accounts' | 'paluwagans' | 'debts';

interface IdRoute {
  path: (id: string) => string;
  collection: Collection;
  notFound: string;
  failed: string;
  /**
   * The odd ids it gets besides the unknown and the long one. Each shows its state only after the
   * app's one retry (a second), so: path tricks and markup once (the data layer reads every id
   * alike), a climb into another user's data on every detail page (the edit pages read their
   * record through the same hook).
   */
  odd: 'all' | 'climb' | 'none';
}

const ACCOUNT = {
  collection: 'accounts',
  notFound: ACCOUNT_MESSAGES.accountNotFound,
  failed: ACCOUNT_MESSAGES.loadAccountDetailsFailed,
} as const;
const PALUWAGAN = {
  collection: 'paluwagans',
  notFound: PALUWAGAN_MESSAGES.notFound,
  failed: PALUWAGAN_MESSAGES.loadDetailsFailed,
} as const;
const DEBT = {
  collection: 'debts',
  notFound: DEBT_MESSAGES.notFound,
  failed: DEBT_MESSAGES.loadDetailsFailed,
} as const;

/** Every `{id}` route of the remotes' routes.tsx. */
const ROUTES: IdRoute[] = [
  { ...ACCOUNT, path: (id) => `/accounts/${id}`, odd: 'all' },
  { ...ACCOUNT, path: (id) => `/edit-account/${id}`, odd: 'none' },
  { ...PALUWAGAN, path: (id) => `/paluwagan/${id}`, odd: 'climb' },
  { ...PALUWAGAN, path: (id) => `/paluwagan/${id}/edit`, odd: 'none' },
  { ...DEBT, path: (id) => `/debt/${id}`, odd: 'climb' },
  { ...DEBT, path: (id) => `/debt/${id}/edit`, odd: 'none' },
];

const OTHER_USERS_NAME = 'Somebody else’s record';

test('unknown and odd ids in every {id} route show the not-found state', async ({ page, request }) => {
  const other = await seedSetUpUser(request, {
    prefix: 'unknown-ids-other',
    accounts: [{ name: OTHER_USERS_NAME, type: 'bank', balance: 100 }],
  });
  const othersIds: Record<Collection, string> = {
    accounts: other.accounts[0].id,
    paluwagans: await seedPaluwagan(request, other.uid, {
      name: OTHER_USERS_NAME,
      organizer: OTHER_USERS_NAME,
      startDate: new Date('2026-03-04T00:00:00+08:00'),
      totalNumbers: 2,
      amountPerNumber: 100,
      ownedNumbers: [1],
    }),
    debts: await seedDebt(request, other.uid, {
      type: 'owe',
      name: OTHER_USERS_NAME,
      counterpartyName: OTHER_USERS_NAME,
      totalAmount: 100,
      dueDate: new Date('2026-12-31T00:00:00+08:00'),
    }),
  };
  const user = await seedSetUpUser(request, { prefix: 'unknown-ids' });
  const effects = watchScriptEffects(page);
  await signIn(page, user.email, user.password);

  /** As they appear in the URL; `strict`: only the not-found state will do. */
  const idsFor = (route: IdRoute) => [
    { label: 'an unknown id', segment: 'no-such-record-4f1c', strict: true },
    { label: '1,500 characters', segment: 'x'.repeat(1500), strict: true },
    ...(route.odd === 'all'
      ? [
          { label: 'an encoded path trick', segment: '%2F..%2F', strict: false },
          { label: 'markup', segment: encodeURIComponent('<b>x</b>'), strict: false },
        ]
      : []),
    ...(route.odd === 'none'
      ? []
      : [
          {
            label: "a path into another user's data",
            segment: encodeURIComponent(`../../${other.uid}/${route.collection}/${othersIds[route.collection]}`),
            strict: false,
          },
        ]),
  ];

  const main = page.getByRole('main');
  for (const route of ROUTES) {
    for (const id of idsFor(route)) {
      const label = `${route.path('{id}')} with ${id.label}`;
      await test.step(label, async () => {
        await navigateInApp(page, route.path(id.segment));
        const states = id.strict ? [route.notFound] : [route.notFound, route.failed];
        await expect(main.getByText(new RegExp(`^(${states.join('|')})$`)), label).toBeVisible();
        await expect(main, label).not.toContainText(OTHER_USERS_NAME);
        await expect(page.getByText('This section is unavailable right now'), label).toHaveCount(0);
        await expect(page.getByText('Page Not Found'), label).toHaveCount(0);
        await expect(page.locator('b').filter({ hasText: /^x$/ }), label).toHaveCount(0);
        await expectNoHostileMarkup(page, effects, label);
      });
    }
  }
});
