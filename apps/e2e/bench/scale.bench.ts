// Scale: /transactions and account detail with 30 and with 30,000 transactions. Paging reads one
// page whatever the history, so the two times should be about the same (target: 30,000 within
// 1.3x of 30). Each sample is warm: a new page in a signed-in context whose HTTP cache already
// holds the code, so what differs is the query; timed from the side-nav (or account) click on
// /accounts to the first row visible. The same first-page query timed against the emulator alone
// tells the emulator's share of any difference; so does the screen time less the page's own
// first-page query as the browser timed it (what the app adds: code, rendering, parallel requests).
import { test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { seedSetUpUser } from '../src/support/ledger';
import { freshContext } from './support/contexts';
import { timeFirstPageQuery } from './support/emulator-query';
import { watchQueryDuration } from './support/query-duration';
import { figureSheet } from './support/figures';
import { median, RUNS, round, sampleRuns } from './support/median';
import { clickUntil, loadUntil, pageTimeWhen, type Probe } from './support/probes';
import { seedHistory } from './support/seed';
import { accountRows, transactionRows } from './support/screens';
import { LOGIN_READY, fillSignIn, navLink, settle, signInButton, type Credentials } from './support/sign-in';

const sheet = figureSheet('scale');
test.afterAll(() => sheet.save());

const RATIO_TARGET = 1.3;
const SIZES = [30, 30_000] as const;
const ACCOUNT = { name: 'Savings', type: 'bank' as const, balance: 0 };
const accountsReady: Probe = { kind: 'page', heading: 'Accounts', texts: [ACCOUNT.name] };

type Screen = 'transactions' | 'account';
const SCREENS: Record<Screen, { label: string; pageSize: number; click: (page: Page) => Locator; ready: Probe }> = {
  transactions: {
    label: '/transactions first row visible',
    pageSize: 15,
    click: (page) => navLink(page, 'Transactions'),
    ready: transactionRows(1),
  },
  account: {
    label: 'account detail first row visible',
    pageSize: 5,
    click: (page) => page.getByRole('link', { name: `View details of ${ACCOUNT.name}` }),
    ready: accountRows(1),
  },
};

const count = (n: number) => n.toLocaleString('en-US');

async function seedUserWith(request: APIRequestContext, transactions: number) {
  const started = Date.now();
  const user = await seedSetUpUser(request, { prefix: `bench-scale-${transactions}`, accounts: [ACCOUNT] });
  await seedHistory(request, `users/${user.uid}`, user.accounts[0].id, transactions);
  sheet.add({
    section: 'Scale',
    name: `seeding ${count(transactions)} transactions (REST :commit, 500 a request)`,
    value: round((Date.now() - started) / 1000, 1),
    unit: 's',
  });
  return user;
}

interface ScreenSamples {
  /** ms from the click on /accounts to the screen's first row. */
  shown: number[];
  /** ms the page's first-page transactions query took in the same run, as the browser timed it. */
  query: number[];
}

/** 5 warm samples per screen. */
async function timeScreens(browser: Browser, user: Credentials): Promise<Record<Screen, ScreenSamples>> {
  const context = await freshContext(browser);
  const login = await context.newPage();
  await loadUntil(login, '/accounts', LOGIN_READY);
  await fillSignIn(login, user, true);
  await signInButton(login).click();
  await pageTimeWhen(login, accountsReady);
  await settle(login);
  await login.close();

  const samples: Record<Screen, ScreenSamples> = {
    transactions: { shown: [], query: [] },
    account: { shown: [], query: [] },
  };
  for (const screen of ['transactions', 'account'] as const) {
    // One unmeasured visit first, so the screen's code is in the HTTP cache.
    for (let run = -1; run < RUNS; run += 1) {
      const page = await context.newPage();
      await loadUntil(page, '/accounts', accountsReady);
      await settle(page);
      const query = watchQueryDuration(page, 'transactions');
      const ms = await clickUntil(page, SCREENS[screen].click(page), SCREENS[screen].ready);
      const queryMs = await query.first();
      if (run >= 0) {
        samples[screen].shown.push(ms);
        samples[screen].query.push(queryMs);
      }
      await settle(page);
      await page.close();
    }
  }
  await context.close();
  return samples;
}

const screenName = (screen: Screen) => (screen === 'transactions' ? '/transactions' : 'account detail');

function addRatio(name: string, samples: Record<number, number[]>, target?: number) {
  const [small, large] = SIZES.map((size) => median(samples[size]));
  sheet.add({
    section: 'Scale',
    name: `${name}: ratio ${count(SIZES[1])} / ${count(SIZES[0])}`,
    value: round(large / small, 2),
    unit: '×',
    ...(target ? { target: { atMost: target } } : {}),
  });
}

function addMedians(name: (size: number) => string, samples: Record<number, number[]>) {
  for (const size of SIZES) sheet.addMedian({ section: 'Scale', name: name(size), unit: 'ms', samples: samples[size] });
}

/**
 * The screen times and their ratio (the target), then where the time goes: the page's own query,
 * the rest of the screen time without it, and the same query against the emulator alone.
 */
function addScreenFigures(
  screen: Screen,
  timed: Record<number, Record<Screen, ScreenSamples>>,
  alone: Record<number, Record<Screen, number[]>>,
) {
  const { label } = SCREENS[screen];
  const bySize = (pick: (size: number) => number[]) => Object.fromEntries(SIZES.map((size) => [size, pick(size)]));
  const shown = bySize((size) => timed[size][screen].shown);
  const withoutQuery = bySize((size) =>
    timed[size][screen].shown.map((ms, run) => ms - timed[size][screen].query[run]),
  );
  addMedians((size) => `${label}, ${count(size)} transactions, warm (median of ${RUNS})`, shown);
  addRatio(label, shown, RATIO_TARGET);
  addMedians(
    (size) =>
      `${screenName(screen)}: its first-page query as the browser timed it, ${count(size)} transactions (median of ${RUNS})`,
    bySize((size) => timed[size][screen].query),
  );
  addMedians(
    (size) =>
      `${screenName(screen)}: screen time less that query (the app's share), ${count(size)} transactions (median of ${RUNS})`,
    withoutQuery,
  );
  addRatio(`${screenName(screen)}: the app's share`, withoutQuery);
  addMedians(
    (size) =>
      `emulator alone: ${screenName(screen)} first-page query over REST, ${count(size)} transactions (median of ${RUNS})`,
    bySize((size) => alone[size][screen]),
  );
}

test('/transactions and account detail with 30 and with 30,000 transactions', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const screenTimes = {} as Record<number, Record<Screen, ScreenSamples>>;
  const queryTimes = {} as Record<number, Record<Screen, number[]>>;
  for (const size of SIZES) {
    const user = await seedUserWith(request, size);
    screenTimes[size] = await timeScreens(browser, user);
    const accountId = user.accounts[0].id;
    queryTimes[size] = {
      transactions: await sampleRuns(RUNS, () => timeFirstPageQuery(request, user.uid, SCREENS.transactions.pageSize)),
      account: await sampleRuns(RUNS, () => timeFirstPageQuery(request, user.uid, SCREENS.account.pageSize, accountId)),
    };
  }
  for (const screen of ['transactions', 'account'] as const) addScreenFigures(screen, screenTimes, queryTimes);
});
