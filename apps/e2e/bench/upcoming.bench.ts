// What is due, at 30 and at 30,000 transactions: /upcoming and the dashboard's "Due this week"
// read the schedules (paluwagans, debts, recurring items) and the accounts, never the
// transactions, so the documents they read must not grow with the history. Users seeded over REST
// with one account, its history, and two recurring items (a bill and a salary).
import { test, type APIRequestContext, type Browser, type Page, type Response } from '@playwright/test';
import { seedSetUpUser, writeDocument } from '../src/support/ledger';
import { figureSheet } from './support/figures';
import { watchFirestore } from './support/firestore-traffic';
import { RUNS } from './support/median';
import { loadUntil, type Probe } from './support/probes';
import { queriedCollection } from './support/query-duration';
import { seedHistory } from './support/seed';
import { settle, signedInContext, type Credentials } from './support/sign-in';

const sheet = figureSheet('upcoming');
test.afterAll(() => sheet.save());

const SIZES = [30, 30_000] as const;
const ACCOUNT = { name: 'Savings', type: 'bank' as const, balance: 0 };
/** What the schedules are: the account and the two recurring items (no paluwagan, no debt). */
const DOCUMENTS = 3;
/** The collections "Due this week" reads (shared with the dashboard's other widgets). */
const WIDGET_COLLECTIONS = ['paluwagans', 'debts', 'recurring', 'accounts'];
const UPCOMING_READY: Probe = { kind: 'page', heading: 'Upcoming', texts: ['Due this week', 'Meralco'] };
const ACCOUNTS_READY: Probe = { kind: 'page', heading: 'Accounts', texts: [ACCOUNT.name] };
const WIDGET_READY: Probe = { kind: 'page', heading: 'Dashboard', texts: ['Due this week', 'Meralco'] };

const count = (n: number) => n.toLocaleString('en-US');
const day = (iso: string) => new Date(`${iso}T00:00:00+08:00`);

async function seedUserWith(request: APIRequestContext, transactions: number) {
  const user = await seedSetUpUser(request, { prefix: `bench-upcoming-${transactions}`, accounts: [ACCOUNT] });
  const accountId = user.accounts[0].id;
  await seedHistory(request, `users/${user.uid}`, accountId, transactions);
  const item = { accountId, pauses: [], occurrences: {}, createdAt: day('2026-01-01'), updatedAt: day('2026-01-01') };
  await writeDocument(request, `users/${user.uid}/recurring/meralco`, {
    ...item,
    name: 'Meralco',
    type: 'expense',
    category: 'Bills',
    amount: 2500,
    rule: { kind: 'monthly', day: 31 },
    startDate: day('2026-01-31'),
  });
  await writeDocument(request, `users/${user.uid}/recurring/salary`, {
    ...item,
    name: 'Salary',
    type: 'income',
    category: 'Salary',
    amount: null,
    rule: { kind: 'kinsenas' },
    startDate: day('2026-01-15'),
  });
  return user;
}

/** Documents of the page's runQuery responses over the widget's collections. */
function watchWidgetQueries(page: Page) {
  const counted: Promise<number>[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !WIDGET_COLLECTIONS.includes(queriedCollection(request) ?? '')) return;
    counted.push(
      response
        .json()
        .then((items: unknown) =>
          Array.isArray(items) ? items.filter((item: { document?: unknown }) => item.document).length : 0,
        ),
    );
  });
  return async () => (await Promise.all(counted)).reduce((sum, n) => sum + n, 0);
}

interface Visits {
  upcoming: number[];
  widget: number[];
}

async function visit(browser: Browser, user: Credentials): Promise<Visits> {
  const context = await signedInContext(browser, user, '/accounts', ACCOUNTS_READY);

  const visits: Visits = { upcoming: [], widget: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const upcoming = await context.newPage();
    const traffic = watchFirestore(upcoming);
    await loadUntil(upcoming, '/upcoming', UPCOMING_READY);
    const { reads, missing, profile } = await traffic.total();
    // The page's own reads: the app start's profile read is counted apart (Reads).
    visits.upcoming.push(reads + missing - profile);
    await upcoming.close();

    const dashboard = await context.newPage();
    const widget = watchWidgetQueries(dashboard);
    await loadUntil(dashboard, '/dashboard', WIDGET_READY);
    await settle(dashboard);
    visits.widget.push(await widget());
    await dashboard.close();
  }
  await context.close();
  return visits;
}

test('what is due at 30 and at 30,000 transactions', async ({ browser, request }) => {
  test.setTimeout(1_200_000);
  const visits: Record<number, Visits> = {};
  for (const size of SIZES) visits[size] = await visit(browser, await seedUserWith(request, size));
  for (const size of SIZES) {
    sheet.add({
      section: 'Upcoming',
      name: `/upcoming opened, ${count(size)} transactions: documents the page read (1 account, 2 recurring items; not the app start's profile)`,
      value: Math.max(...visits[size].upcoming),
      unit: 'docs',
      target: { atMost: DOCUMENTS },
    });
  }
  for (const size of SIZES) {
    sheet.add({
      section: 'Upcoming',
      name: `Dashboard, "Due this week", ${count(size)} transactions: documents its queries read (1 account, 2 recurring items)`,
      value: Math.max(...visits[size].widget),
      unit: 'docs',
      target: { atMost: DOCUMENTS },
    });
  }
});
