// The time until the dashboard's real Total Balance is on screen (the figure from the user's
// data, not the boot screen's placeholder), from navigation start, for a signed-in user:
// cold = a new device (auth kept, nothing else: no HTTP cache, no service worker, no saved
// data), warm = the second visit of that device (the service worker in control, the data saved
// for offline reading). Each without throttling and under mobile throttling (150 ms RTT,
// 1.6 Mbps down, 750 kbps up, 4x CPU, as Lighthouse's mobile preset, applied over CDP). Where
// the time goes: the milestones of each visit from the page's own Resource and Paint Timing.
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { figureSheet } from './support/figures';
import { median, RUNS } from './support/median';
import { addProbes, loadUntil, type Probe } from './support/probes';
import { dashboardTexts, seedDashboardUser } from './support/seed';
import { signedInContext } from './support/sign-in';

const sheet = figureSheet('first-balance');
test.afterAll(() => sheet.save());

const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const MOBILE_CPU_SLOWDOWN = 4;
/** Firebase Auth keeps the session in this IndexedDB database; a new device signed in has only it. */
const AUTH_DB = 'firebaseLocalStorageDb';
const VISIT_TIMEOUT_MS = 120_000;

/** A context's storage state with its IndexedDB (Playwright's `storageState({ indexedDB: true })`). */
interface StorageState {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[]; indexedDB?: { name: string }[] }[];
}

/** What a page's own timing says of one visit, in ms from navigation start. */
interface Milestones {
  'boot screen painted (first contentful paint)': number;
  'config.json in': number;
  "the shell's code in (last shell chunk)": number;
  "accounts remote's manifest in": number;
  "the balance widget's code in (last accounts chunk)": number;
  'first Firestore answer in': number;
  'last Firestore answer before the figure': number;
  'Total Balance shown': number;
}

/** Read in the page once the figure is shown. Self-contained: it is serialised. */
function milestonesIn({
  shownAt,
  accountsOrigin,
  firestorePort,
}: {
  shownAt: number;
  accountsOrigin: string;
  firestorePort: string;
}): Milestones {
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const before = resources.filter((entry) => entry.responseEnd <= shownAt);
  const ends = (match: (name: string) => boolean, pick: (values: number[]) => number) => {
    const values = before.filter((entry) => match(entry.name)).map((entry) => entry.responseEnd);
    return values.length ? pick(values) : Number.NaN;
  };
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
  return {
    'boot screen painted (first contentful paint)': paint,
    'config.json in': ends(
      (name) => new URL(name).pathname === '/config.json',
      (v) => Math.min(...v),
    ),
    "the shell's code in (last shell chunk)": ends(
      (name) => name.startsWith(window.location.origin) && name.endsWith('.js'),
      (v) => Math.max(...v),
    ),
    "accounts remote's manifest in": ends(
      (name) => name.startsWith(`${accountsOrigin}/mf-manifest.json`),
      (v) => Math.min(...v),
    ),
    "the balance widget's code in (last accounts chunk)": ends(
      (name) => name.startsWith(accountsOrigin) && name.endsWith('.js'),
      (v) => Math.max(...v),
    ),
    'first Firestore answer in': ends(
      (name) => new URL(name).port === firestorePort,
      (v) => Math.min(...v),
    ),
    'last Firestore answer before the figure': ends(
      (name) => new URL(name).port === firestorePort,
      (v) => Math.max(...v),
    ),
    'Total Balance shown': shownAt,
  };
}

/** Only what signing in left for Firebase Auth: the device is new, the session is not. */
function authOnly(state: StorageState): StorageState {
  return {
    cookies: [],
    origins: state.origins.map((origin) => ({
      ...origin,
      indexedDB: (origin.indexedDB ?? []).filter((db) => db.name === AUTH_DB),
    })),
  };
}

async function throttle(page: Page, on: boolean) {
  if (!on) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
}

/** One visit to /dashboard until the figure is shown, with its milestones. */
async function visit(context: BrowserContext, probe: Probe, throttled: boolean): Promise<Milestones> {
  const page = await context.newPage();
  await throttle(page, throttled);
  const shownAt = await loadUntil(page, '/dashboard', probe, VISIT_TIMEOUT_MS);
  const origins = { shownAt, accountsOrigin: 'http://localhost:4301', firestorePort: '8281' };
  const milestones = await page.evaluate(milestonesIn, origins);
  // What the warm visit needs: the worker active and in control, the data saved after the figure.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.close();
  return milestones;
}

function record(label: string, runs: Milestones[]) {
  for (const milestone of Object.keys(runs[0]) as (keyof Milestones)[]) {
    const samples = runs.map((run) => run[milestone]).filter(Number.isFinite);
    if (samples.length === 0) continue;
    const total = milestone === 'Total Balance shown';
    sheet.addMedian({
      section: total ? 'First balance' : 'First balance, where the time goes',
      name: `/dashboard ${label}: ${milestone} (median of ${samples.length})`,
      unit: 'ms',
      samples,
    });
  }
}

async function measure(browser: Browser, state: StorageState, probe: Probe, throttled: boolean) {
  const cold: Milestones[] = [];
  const warm: Milestones[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ storageState: state, serviceWorkers: 'allow' });
    await addProbes(context);
    cold.push(await visit(context, probe, throttled));
    warm.push(await visit(context, probe, throttled));
    await context.close();
  }
  const how = throttled ? 'mobile throttling' : 'no throttling';
  record(`cold (new device, signed in), ${how}`, cold);
  record(`warm (second visit, service worker in control), ${how}`, warm);
  console.log(
    `  ${how}: cold ${median(cold.map((m) => m['Total Balance shown']))} ms, warm ${median(warm.map((m) => m['Total Balance shown']))} ms`,
  );
}

test('the real Total Balance on screen, cold and warm, with and without mobile throttling', async ({
  browser,
  request,
}) => {
  test.setTimeout(20 * 60_000);
  const user = await seedDashboardUser(request, 'bench-balance');
  const probe: Probe = { kind: 'slot', slot: 'summary', texts: dashboardTexts(user)['summary'] };
  const signedIn = await signedInContext(browser, user, '/dashboard', probe);
  const state = authOnly((await signedIn.storageState({ indexedDB: true })) as StorageState);
  await signedIn.close();
  await measure(browser, state, probe, false);
  await measure(browser, state, probe, true);
});
