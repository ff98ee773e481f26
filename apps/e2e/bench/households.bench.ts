// Households (issue #37): what a member's screens cost in a family's books. Households of 5
// people (seeded over REST as createHousehold and acceptInvite store them: the household and a
// member document each; the first person its owner, the others editors) with the dashboard user's
// books (3 accounts, 2 paluwagans, 2 debts) and 30 or 30,000 incomes; an editor with a wallet of
// their own is measured. Reads: a full load of each screen in the household (the switcher's choice
// is remembered on the device), the documents of the memberships and member lists apart. Switching:
// from the switcher's change to the other books' Total Balance shown.
import { test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { seedSetUpUser } from '../src/support/ledger';
import { figureSheet } from './support/figures';
import { watchFirestore } from './support/firestore-traffic';
import { RUNS } from './support/median';
import { clickUntil, loadUntil, pageTimeWhen, selectUntil, type Probe } from './support/probes';
import {
  DASHBOARD_ACCOUNTS,
  DEBT_NAMES,
  PALUWAGAN_NAMES,
  seedHistory,
  seedHousehold,
  type SeededHousehold,
} from './support/seed';
import { writeDocuments } from './support/firestore-rest';
import { DASHBOARD_EXTRA_READS, INSIGHTS_READY, dashboardReady, transactionRows } from './support/screens';
import { settle, signedInContext } from './support/sign-in';

const sheet = figureSheet('households');
test.afterAll(() => sheet.save());

const SIZES = [30, 30_000] as const;
const MEMBERS = 5;
const PAGE_SIZE = 15;
const WALLET = { name: 'Pocket money', type: 'cash' as const, balance: 1_000 };
/** The person's own dashboard: the one account of their own, then the household's three. */
const OWN_FIGURE: Probe = { kind: 'slot', slot: 'summary', texts: ['Across 1 account'] };
const HOUSEHOLD_FIGURE: Probe = { kind: 'slot', slot: 'summary', texts: ['Across 3 accounts'] };
/**
 * What a person's own dashboard may read of these books (issue #12's formula, as in Reads): the
 * household's dashboard may read as much of its books, plus the member documents (issue #37). The
 * household's own document (its name and currency) takes the place of the profile, counted apart.
 */
const DASHBOARD_READS = DASHBOARD_ACCOUNTS.length + PALUWAGAN_NAMES.length + DEBT_NAMES.length + DASHBOARD_EXTRA_READS;

const count = (n: number) => n.toLocaleString('en-US');
const switcher = (page: Page) => page.getByRole('combobox', { name: 'Books' });

interface Family {
  household: SeededHousehold;
  member: { email: string; password: string };
}

async function seedFamily(request: APIRequestContext, size: number): Promise<Family> {
  const people = [];
  for (let i = 0; i < MEMBERS; i += 1)
    people.push(await seedSetUpUser(request, { prefix: `bench-family-${size}-${i}`, accounts: [WALLET] }));
  const household = await seedHousehold(request, `Family of ${count(size)}`, people, size);
  return { household, member: people[1] };
}

/** Signed in on the dashboard of their own books, then the household chosen in the switcher (remembered). */
async function memberInHousehold(browser: Browser, family: Family): Promise<BrowserContext> {
  const context = await signedInContext(browser, family.member, '/dashboard', OWN_FIGURE);
  const page = await context.newPage();
  await loadUntil(page, '/dashboard', OWN_FIGURE);
  await switcher(page).selectOption(family.household.id);
  await pageTimeWhen(page, dashboardReady(family.household));
  await settle(page);
  await page.close();
  return context;
}

interface Reads {
  /** Documents of the household's books asked for, found or missing (a month without money moves has no summary). */
  books: number;
  /** Member documents found: the person's memberships and role, the household's member list. */
  membership: number;
}

/** A full load of `path` in the chosen household, counted as in Reads (the app start's profile left out). */
async function readsToOpen(context: BrowserContext, path: string, ready: Probe): Promise<Reads> {
  const page = await context.newPage();
  const traffic = watchFirestore(page);
  await loadUntil(page, path, ready);
  const { reads, missing, profile, membership } = await traffic.total();
  await page.close();
  return { books: reads + missing - profile - membership, membership };
}

const addReads = (name: string, { books, membership }: Reads, atMost?: number) => {
  sheet.add({
    section: 'Households',
    name: `${name}: documents of the household's books asked for (found or missing)`,
    value: books,
    unit: 'docs',
    ...(atMost === undefined ? {} : { target: { atMost } }),
  });
  sheet.add({
    section: 'Households',
    name: `${name}: member documents read besides (memberships, role, member list)`,
    value: membership,
    unit: 'docs',
  });
};

test('a member of a household of 5: reads at 30 and 30,000 transactions, and switching books', async ({
  browser,
  request,
}) => {
  test.setTimeout(1_800_000);
  for (const size of SIZES) {
    const family = await seedFamily(request, size);
    const context = await memberInHousehold(browser, family);
    // The first /insights of books seeded over REST runs the one-time rebuild; the next is counted.
    const first = await context.newPage();
    await loadUntil(first, '/insights', INSIGHTS_READY);
    await settle(first);
    await first.close();

    const dashboard = await readsToOpen(context, '/dashboard', dashboardReady(family.household));
    addReads(
      `a member's /dashboard (opened), household of ${MEMBERS}, ${count(size)} transactions`,
      dashboard,
      DASHBOARD_READS,
    );
    addReads(
      `a member's /transactions, first page (opened), ${count(size)} transactions`,
      await readsToOpen(context, '/transactions', transactionRows(PAGE_SIZE)),
    );
    addReads(
      `a member's /insights (opened, after the rebuild), ${count(size)} transactions`,
      await readsToOpen(context, '/insights', INSIGHTS_READY),
    );

    if (size === SIZES[0]) await measureSwitching(context, family);
    await context.close();
  }
});

/**
 * RUNS times, in a new page on the person's own dashboard: into the household (its figures not
 * yet read by this page), then back (their own, read a moment ago).
 */
async function measureSwitching(context: BrowserContext, family: Family) {
  const start = await context.newPage();
  await loadUntil(start, '/dashboard', HOUSEHOLD_FIGURE);
  await switcher(start).selectOption('');
  await pageTimeWhen(start, OWN_FIGURE);
  await start.close();

  const into: number[] = [];
  const back: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await context.newPage();
    await loadUntil(page, '/dashboard', OWN_FIGURE);
    await settle(page);
    into.push(await selectUntil(page, switcher(page), family.household.id, HOUSEHOLD_FIGURE));
    await settle(page);
    back.push(await selectUntil(page, switcher(page), '', OWN_FIGURE));
    await settle(page);
    await page.close();
  }
  sheet.addMedian({
    section: 'Households',
    name: `switching from one's own books to the household (new page, household not yet read in it): the Total Balance shown (median of ${RUNS})`,
    unit: 'ms',
    samples: into,
  });
  sheet.addMedian({
    section: 'Households',
    name: `switching back to one's own books (read a moment ago in the same page): the Total Balance shown (median of ${RUNS})`,
    unit: 'ms',
    samples: back,
  });
}

const MOVED = [1_000, 10_000] as const;

/**
 * Bringing an account in (the moveAccountIn job): its owner, alone in a household they made, moves
 * a GCash of `size` incomes from their own books, timed from Move it to the toast.
 */
test('bringing an account of 1,000 and 10,000 transactions into a household', async ({ browser, request }) => {
  test.setTimeout(1_800_000);
  for (const size of MOVED) {
    const gcash = { name: 'GCash', type: 'ewallet' as const, balance: 500 };
    const owner = await seedSetUpUser(request, { prefix: `bench-move-${size}`, accounts: [gcash] });
    const [account] = owner.accounts;
    await seedHistory(request, `users/${owner.uid}`, account.id, size);
    const books = `households/bench-move-${Date.now()}-${size}`;
    const createdAt = new Date();
    await writeDocuments(request, [
      { path: books, data: { name: 'Santos family', currency: 'PHP', createdAt, createdBy: owner.uid } },
      {
        path: `${books}/members/${owner.uid}`,
        data: { uid: owner.uid, email: owner.email, role: 'owner', joinedAt: createdAt, addedBy: owner.uid },
      },
      {
        path: `${books}/summaries/ledger`,
        data: { complete: true, version: 2, writes: 0, balances: {}, names: {}, net: {} },
      },
    ]);
    const context = await signedInContext(browser, owner, '/dashboard', OWN_FIGURE);
    const page = await context.newPage();
    await loadUntil(page, `/edit-account/${account.id}`, {
      kind: 'page',
      heading: 'Edit Account',
      texts: ['Move to Santos family'],
    });
    const move = page.getByRole('region', { name: 'Move to a household' });
    await move.getByRole('button', { name: 'Move to Santos family' }).click();
    const took = await clickUntil(page, move.getByRole('button', { name: 'Move it' }), {
      kind: 'toast',
      text: 'GCash is now in Santos family',
    });
    sheet.add({
      section: 'Households',
      name: `bringing an account of ${count(size)} transactions into a household: from Move it to the toast (one run)`,
      value: Math.round(took),
      unit: 'ms',
    });
    await context.close();
  }
});
