// Reads: Firestore documents the page receives for each screen (see support/firestore-traffic.ts),
// for a user with 3 accounts, 2 paluwagans, 2 debts and 43 transactions. The dashboard is counted
// from the sign-in click; every other screen is opened in a new page of the signed-in context
// (a full load: what the screen costs when someone opens it, less the one profile read of every
// app start, counted once apart), and each Load More from its click.
import { test, type BrowserContext } from '@playwright/test';
import { freshContext } from './support/contexts';
import { figureSheet } from './support/figures';
import { watchFirestore } from './support/firestore-traffic';
import { loadUntil, pageTimeWhen, type Probe } from './support/probes';
import { DEBT_NAMES, PALUWAGAN_NAMES, seedDashboardUser } from './support/seed';
import {
  DASHBOARD_EXTRA_READS,
  DEBT_READY,
  PALUWAGAN_READY,
  accountRows,
  dashboardReady,
  detailReady,
  transactionRows,
} from './support/screens';
import { LOGIN_READY, fillSignIn, settle, signInButton } from './support/sign-in';

const sheet = figureSheet('reads');
test.afterAll(() => sheet.save());

const HISTORY = 40;
const PAGE_SIZE = 15;
const ACCOUNT_PAGE_SIZE = 5;
const LOAD_MORE_TARGET = 16;

const addReads = (name: string, value: number, atMost?: number) =>
  sheet.add({
    section: 'Reads',
    name: `${name}: documents read`,
    value,
    unit: 'docs',
    ...(atMost === undefined ? {} : { target: { atMost } }),
  });

/**
 * Opens the path in a new page of the context and counts what it reads until the probe holds:
 * the screen's own reads, and apart from them the profile every app start reads once.
 */
async function readsToOpen(context: BrowserContext, path: string, ready: Probe) {
  const page = await context.newPage();
  const traffic = watchFirestore(page);
  await loadUntil(page, path, ready);
  const { reads, profile } = await traffic.total();
  return { page, traffic, reads: reads - profile, profile };
}

test('documents read per screen', async ({ browser, request }) => {
  const user = await seedDashboardUser(request, 'bench-reads', HISTORY);
  const transactions = HISTORY + user.accounts.length; // and an initial balance each
  const context = await freshContext(browser);

  const login = await context.newPage();
  const signInTraffic = watchFirestore(login);
  await loadUntil(login, '/login', LOGIN_READY);
  await fillSignIn(login, user, true);
  await settle(login);
  signInTraffic.reset();
  await signInButton(login).click();
  await pageTimeWhen(login, dashboardReady(user));
  addReads(
    `dashboard after sign-in (${user.accounts.length} accounts, ${PALUWAGAN_NAMES.length} paluwagans, ${DEBT_NAMES.length} debts)`,
    (await signInTraffic.total()).reads,
    user.accounts.length + PALUWAGAN_NAMES.length + DEBT_NAMES.length + DASHBOARD_EXTRA_READS,
  );
  await login.close();

  const list = await readsToOpen(context, '/transactions', transactionRows(PAGE_SIZE));
  addReads('every app start (a full load of any screen): the profile, for the account language', list.profile, 1);
  addReads('/transactions, first page (opened)', list.reads);
  for (let more = 1, shown = PAGE_SIZE; shown < transactions; more += 1) {
    shown = Math.min(shown + PAGE_SIZE, transactions);
    list.traffic.reset();
    await list.page.getByRole('button', { name: 'Load More' }).click();
    await pageTimeWhen(list.page, transactionRows(shown));
    addReads(`/transactions, Load More #${more}`, (await list.traffic.total()).reads, LOAD_MORE_TARGET);
  }
  await list.page.close();

  const screens: [string, string, Probe][] = [
    ['account detail (opened)', `/accounts/${user.accounts[0].id}`, accountRows(ACCOUNT_PAGE_SIZE)],
    ['/paluwagan (opened)', '/paluwagan', PALUWAGAN_READY],
    ['paluwagan detail (opened)', `/paluwagan/${user.paluwaganIds[0]}`, detailReady(PALUWAGAN_NAMES[0])],
    ['/debt (opened)', '/debt', DEBT_READY],
    ['debt detail (opened)', `/debt/${user.debtIds[0]}`, detailReady(DEBT_NAMES[0])],
  ];
  for (const [name, path, ready] of screens) {
    const screen = await readsToOpen(context, path, ready);
    addReads(name, screen.reads);
    await screen.page.close();
  }
  await context.close();
});
