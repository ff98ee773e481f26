// Byte budgets of the production build, measured as a browser downloads it: what the sign-in
// screen costs a first-time visitor, and what each remote adds for its main page on top of the
// shared modules. Sizes are deterministic for a build, so these are pass/fail; timings live in
// `npm run bench`.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { seedSetUpUser, seedTransactions } from '../support/ledger';
import { signIn } from '../support/session';
import type { AppName } from '../support/stack';

const KIB = 1024;
// Issue #12's budget. The floor of this stack (react-dom, react-router, Firebase Auth, the MF
// runtime, styled-components, react-toastify) is about 215 KiB of it.
const LOGIN_BUDGET = 240 * KIB;
const REMOTE_PAGE_BUDGET = 60 * KIB;
// Issue #22's target for the insights remote, its chart library (Chart.js) included.
const INSIGHTS_PAGE_BUDGET = 90 * KIB;
const DIST = join(__dirname, '../../../../dist/apps');

const APP_OF_PORT: Record<string, AppName> = {
  '4300': 'shell',
  '4301': 'accounts',
  '4302': 'paluwagan',
  '4303': 'debt',
  '4304': 'insights',
  '4305': 'planning',
};

interface Script {
  app: AppName;
  file: string;
  gzip: number;
}

function gzipSize(app: AppName, file: string): number {
  return gzipSync(readFileSync(join(DIST, app, file)), { level: 9 }).length;
}

/** Every script the page downloads from now on, with its gzip size as built. */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const app = APP_OF_PORT[url.port];
    if (!app || !url.pathname.endsWith('.js')) return;
    const file = url.pathname.slice(1);
    scripts.push({ app, file, gzip: gzipSize(app, file) });
  });
  return scripts;
}

/** The chunks a remote's manifest lists as shared modules (react, the workspace libs...). */
function sharedChunks(app: AppName): Set<string> {
  const manifest = JSON.parse(readFileSync(join(DIST, app, 'mf-manifest.json'), 'utf8')) as {
    shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  };
  return new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
}

/** The shell's chunks of one shared module, by its name in the manifest. */
function sharedChunksOf(name: string): string[] {
  const manifest = JSON.parse(readFileSync(join(DIST, 'shell', 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const entry = manifest.shared.find((s) => s.name === name);
  if (!entry) throw new Error(`the shell's manifest shares no ${name}`);
  return [...entry.assets.js.sync, ...entry.assets.js.async];
}

const contains = (text: string) => (s: Script) => readFileSync(join(DIST, s.app, s.file), 'utf8').includes(text);
/** Whether a script (of any app: the first app to need it loads it) is the Firestore SDK. */
const isFirestore = contains('firestore.googleapis.com');
/** Whether a script holds the shell's reader of the remotes' registrations (one of its messages). */
const readsRegistrations = contains('is already registered by another remote');

const total = (scripts: readonly Script[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);
const listing = (scripts: readonly Script[]) =>
  scripts.map((s) => `${s.app}/${s.file} ${(s.gzip / KIB).toFixed(1)} KiB`).join('\n');

test(`/login downloads at most ${LOGIN_BUDGET / KIB} KiB of gzipped JavaScript`, async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(total(scripts), listing(scripts)).toBeLessThanOrEqual(LOGIN_BUDGET);
});

test('/login loads neither Firestore, the data hooks nor the registrations reader: they come after sign-in', async ({
  page,
  request,
}) => {
  const user = await seedSetUpUser(request, { prefix: 'budget-login' });
  const scripts = recordScripts(page);
  const hooks = [...sharedChunksOf('@pitaka/data'), ...sharedChunksOf('@tanstack/react-query')];
  const loaded = () => scripts.filter((s) => s.app === 'shell').map((s) => s.file);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded().filter((file) => hooks.includes(file))).toEqual([]);
  expect(scripts.filter(isFirestore)).toEqual([]);
  expect(scripts.filter(readsRegistrations)).toEqual([]);

  await signIn(page, user.email, user.password, { navigate: false });
  // (networkidle has fired for this document already.) The dashboard's widgets read Firestore.
  await expect.poll(() => scripts.filter(isFirestore).length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(scripts.filter(readsRegistrations).length, listing(scripts)).toBeGreaterThan(0);
  expect(
    hooks.filter((file) => !loaded().includes(file)),
    listing(scripts),
  ).toEqual([]);
});

for (const [app, path, heading, budget] of [
  ['accounts', '/accounts', 'Accounts', REMOTE_PAGE_BUDGET],
  ['paluwagan', '/paluwagan', 'Paluwagan', REMOTE_PAGE_BUDGET],
  ['debt', '/debt', 'Debt Management', REMOTE_PAGE_BUDGET],
  ['insights', '/insights', 'Insights', INSIGHTS_PAGE_BUDGET],
  ['planning', '/upcoming', 'Upcoming', REMOTE_PAGE_BUDGET],
] as const) {
  test(`${app}: entry + main page chunks (shared modules excluded) at most ${budget / KIB} KiB gzip`, async ({
    page,
    request,
  }) => {
    const user = await seedSetUpUser(request, {
      prefix: `budget-${app}`,
      // Insights draws its charts (and loads their library) only for a user whose money moved.
      ...(app === 'insights' ? { accounts: [{ name: 'GCash', type: 'ewallet', balance: 1000 }] } : {}),
    });
    if (app === 'insights') {
      const spent = {
        type: 'expense',
        amount: 250,
        description: 'Groceries',
        category: 'Food',
        date: new Date(),
      } as const;
      await seedTransactions(request, user.uid, user.accounts[0].id, [spent]);
    }
    const scripts = recordScripts(page);
    // A deep link: sign-in returns straight to the page, so no dashboard widget loads first.
    await page.goto(path);
    await signIn(page, user.email, user.password, { navigate: false, landing: new RegExp(`${path}$`) });
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    if (app === 'insights') await expect(page.getByRole('img', { name: /^Bar chart of spending/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shared = sharedChunks(app);
    const own = scripts.filter((s) => s.app === app && !shared.has(s.file));
    expect(
      own.some((s) => s.file === 'remoteEntry.js'),
      listing(own),
    ).toBe(true);
    expect(total(own), listing(own)).toBeLessThanOrEqual(budget);
  });
}
