// Insights at 30 and at 30,000 transactions: the monthly summaries make /insights read the same
// documents whatever the history (target: 12 months + the ledger summary, which also names the
// accounts for the filter = 13), so its time should not grow either. The first visit of a user whose
// transactions predate the summaries runs the one-time rebuild in the browser: its time is a
// figure of its own. Users seeded over REST (as the scale bench does), so they have no summaries.
import { test, type APIRequestContext, type Browser } from '@playwright/test';
import { seedSetUpUser } from '../src/support/ledger';
import { figureSheet } from './support/figures';
import { watchFirestore } from './support/firestore-traffic';
import { RUNS, round } from './support/median';
import { loadUntil, type Probe } from './support/probes';
import { seedHistory } from './support/seed';
import { settle, signedInContext, type Credentials } from './support/sign-in';

const sheet = figureSheet('insights');
test.afterAll(() => sheet.save());

const SIZES = [30, 30_000] as const;
const ACCOUNT = { name: 'Savings', type: 'bank' as const, balance: 0 };
/** 12 month summaries and the ledger summary. */
const INSIGHTS_READS = 13;
const INSIGHTS_READY: Probe = {
  kind: 'page',
  heading: 'Insights',
  texts: ['Spending by category', 'Income and expense', 'Net worth'],
};
const ACCOUNTS_READY: Probe = { kind: 'page', heading: 'Accounts', texts: [ACCOUNT.name] };

const count = (n: number) => n.toLocaleString('en-US');

async function seedUserWith(request: APIRequestContext, transactions: number) {
  const user = await seedSetUpUser(request, { prefix: `bench-insights-${transactions}`, accounts: [ACCOUNT] });
  await seedHistory(request, `users/${user.uid}`, user.accounts[0].id, transactions);
  return user;
}

interface Visits {
  rebuild: number;
  shown: number[];
  reads: number[];
  /** Found or missing: a month without money moves has no summary, but asking for it is a read too. */
  requested: number[];
}

/** The first visit (with the rebuild), then RUNS warm visits in new pages, each read-counted. */
async function visit(browser: Browser, user: Credentials): Promise<Visits> {
  const context = await signedInContext(browser, user, '/accounts', ACCOUNTS_READY);

  const first = await context.newPage();
  const rebuild = await loadUntil(first, '/insights', INSIGHTS_READY);
  await settle(first);
  await first.close();

  const visits: Visits = { rebuild, shown: [], reads: [], requested: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const page = await context.newPage();
    const traffic = watchFirestore(page);
    visits.shown.push(await loadUntil(page, '/insights', INSIGHTS_READY));
    const { reads, missing, profile } = await traffic.total();
    // The page's own reads: the app start's profile read (found: the user is set up) is counted apart (Reads).
    visits.reads.push(reads - profile);
    visits.requested.push(reads + missing - profile);
    await settle(page);
    await page.close();
  }
  await context.close();
  return visits;
}

test('insights at 30 and at 30,000 transactions', async ({ browser, request }) => {
  test.setTimeout(1_200_000);
  const visits: Record<number, Visits> = {};
  for (const size of SIZES) visits[size] = await visit(browser, await seedUserWith(request, size));

  for (const size of SIZES) {
    sheet.add({
      section: 'Insights',
      name: `/insights first visit, ${count(size)} transactions: the one-time rebuild and the charts shown`,
      value: round(visits[size].rebuild / 1000, 1),
      unit: 's',
    });
  }
  for (const size of SIZES) {
    sheet.addMedian({
      section: 'Insights',
      name: `/insights opened (new page, warm cache), ${count(size)} transactions: charts shown (median of ${RUNS})`,
      unit: 'ms',
      samples: visits[size].shown,
    });
  }
  for (const size of SIZES) {
    // The same count in every run; the largest is reported.
    sheet.add({
      section: 'Insights',
      name: `/insights opened, ${count(size)} transactions: documents the page asked for, found or not (12 month summaries + the ledger summary; not the app start's profile)`,
      value: Math.max(...visits[size].requested),
      unit: 'docs',
      target: { atMost: INSIGHTS_READS },
    });
    sheet.add({
      section: 'Insights',
      name: `/insights opened, ${count(size)} transactions: documents found (months without money moves have none)`,
      value: Math.max(...visits[size].reads),
      unit: 'docs',
    });
  }
});
