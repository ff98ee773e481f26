// A screen opened in a new page (a full load, signed in) asks Firestore for each thing once: the
// reads a remote page (or the dashboard, for its widgets) starts while the code downloads and the
// page's own hooks share one cache, even when React throws away the first render of the signed-in
// frame.
import { expect, test, type Page } from '@playwright/test';
import { seedSetUpUser, seedTransactions } from '../support/ledger';
import { signIn } from '../support/session';

/** Every Firestore request the page sends from now on: method, path and body. */
function recordFirestoreRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/databases/')) sent.push(`${request.method()} ${pathname} ${request.postData() ?? ''}`);
  });
  return sent;
}

const repeated = (requests: string[]) => requests.filter((request, i) => requests.indexOf(request) !== i);

test('each screen, opened in a new page, sends each Firestore read once', async ({ page, request }) => {
  const user = await seedSetUpUser(request, {
    prefix: 'reads-once',
    accounts: [{ name: 'Savings', type: 'bank', balance: 1000 }],
  });
  const [account] = user.accounts;
  await seedTransactions(
    request,
    user.uid,
    account.id,
    Array.from({ length: 20 }, (_, i) => ({
      type: 'expense' as const,
      amount: 10 + i,
      description: `Purchase ${i + 1}`,
      category: 'Food',
      date: new Date(Date.UTC(2026, 2, 1 + i, 4)),
    })),
  );
  await signIn(page, user.email, user.password, { rememberMe: true });

  // Path, its heading, and for the dashboard (whose heading is the shell's own, shown before the
  // widgets) a text its widgets show once their data is in.
  const screens: [path: string, heading: string, ready?: string][] = [
    ['/dashboard', 'Dashboard', 'Across 1 account'],
    ['/transactions', 'Transactions'],
    [`/accounts/${account.id}`, 'Savings'],
    ['/accounts', 'Accounts'],
    ['/paluwagan', 'Paluwagan'],
    ['/debt', 'Debt Management'],
  ];
  for (const [path, heading, ready] of screens) {
    const opened = await page.context().newPage();
    const sent = recordFirestoreRequests(opened);
    await opened.goto(path);
    await expect(opened.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (ready) {
      await expect(opened.getByText(ready)).toBeVisible();
      await expect(opened.locator('main [aria-busy="true"]')).toHaveCount(0);
    }
    await opened.waitForLoadState('networkidle');
    expect(sent.length, `${path} sent no Firestore request`).toBeGreaterThan(0);
    expect(repeated(sent), `${path} sent these more than once`).toEqual([]);
    await opened.close();
  }
});
