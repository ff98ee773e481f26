// The e2e stack serves each app with its production headers (firebase.json, with the stack's own
// origins): the shell's Content-Security-Policy, the remotes' CORS and caching. Walking through
// every area signed in, and each remote standalone, raises no CSP violation; and the policy does
// block an injected inline script and eval.
import { expect, test, type Page } from '@playwright/test';
import { seedSetUpUser } from '../support/ledger';
import { signInSeededUser } from '../support/session';
import { REMOTE_HOMES, STACK } from '../support/stack';

const REMOTES = ['accounts', 'paluwagan', 'debt', 'insights', 'planning'] as const;

interface RuntimeConfig {
  emulators: { auth: string; firestore: string; functions: string };
  remotes: Record<string, { entry: string }>;
}

type CspWindow = Window & { cspViolations?: string[]; reportCspViolation?: (text: string) => void };

/**
 * Records every `securitypolicyviolation` from the first script of every document on (in the
 * page's `window.cspViolations`, and here, so nothing is lost on a navigation), and the
 * browser's console errors about the policy.
 */
async function recordCspViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as CspWindow;
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const text = `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`;
      w.cspViolations?.push(text);
      w.reportCspViolation?.(text);
    });
  });
  return violations;
}

/** Directive name -> its sources. */
function parseCsp(policy: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of (policy ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/** The page's heading is up and nothing in the main area is still loading. */
async function settled(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

test('the shell and the remotes are served with their production headers', async ({ request }) => {
  // The policy must admit what the app's /config.json points the browser at.
  const configResponse = await request.get(`${STACK.shell}/config.json`);
  expect(configResponse.headers()['cache-control']).toBe('no-cache');
  const config = (await configResponse.json()) as RuntimeConfig;
  const remoteOrigins = REMOTES.map((app) => new URL(config.remotes[app].entry).origin);
  const authOrigin = `http://${config.emulators.auth}`;
  const firestoreOrigin = `http://${config.emulators.firestore}`;
  const functionsOrigin = `http://${config.emulators.functions}`;

  const shell = await request.get(`${STACK.shell}/dashboard`);
  expect(shell.ok()).toBe(true);
  const headers = shell.headers();
  const csp = parseCsp(headers['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'", ...remoteOrigins, 'https://apis.google.com']);
  expect(csp.get('connect-src')).toEqual(["'self'", ...remoteOrigins, authOrigin, firestoreOrigin, functionsOrigin]);
  expect(csp.get('frame-src')).toEqual([authOrigin]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['access-control-allow-origin']).toBeUndefined();

  for (const app of REMOTES) {
    const manifest = await request.get(`${STACK.apps[app]}/mf-manifest.json`);
    const entry = await request.get(`${STACK.apps[app]}/remoteEntry.js`);
    for (const response of [manifest, entry]) {
      expect(response.ok()).toBe(true);
      expect(response.headers()['access-control-allow-origin']).toBe(STACK.shell);
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    }
    const exposed = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
    const chunk = await request.get(`${STACK.apps[app]}/${exposed.exposes[0].assets.js.sync[0]}`);
    expect(chunk.ok()).toBe(true);
    expect(chunk.headers()['access-control-allow-origin']).toBe(STACK.shell);
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

test('a signed-in walk through every area raises no CSP violation', async ({ page, request }) => {
  const violations = await recordCspViolations(page);
  await signInSeededUser(page, request, {
    prefix: 'csp',
    accounts: [{ name: 'GCash', type: 'ewallet', balance: 2500 }],
  });
  await settled(page, 'Dashboard');
  for (const [path, heading] of [
    ['/accounts', 'Accounts'],
    ['/transactions', 'Transactions'],
    ['/paluwagan', 'Paluwagan'],
    ['/debt', 'Debt Management'],
    ['/insights', 'Insights'],
    ['/upcoming', 'Upcoming'],
    ['/dashboard', 'Dashboard'],
  ] as const) {
    await page.goto(path);
    await settled(page, heading);
  }
  // The styles the policy admits by hash are applied: the global style, and the toasts' stylesheet.
  const styled = await page.evaluate(() => ({
    bodyMargin: getComputedStyle(document.body).margin,
    toastifyColor: getComputedStyle(document.documentElement).getPropertyValue('--toastify-color-light').trim(),
  }));
  expect(styled).toEqual({ bodyMargin: '0px', toastifyColor: '#fff' });
  expect(violations).toEqual([]);
});

test('each remote standalone signs in and renders with no CSP violation', async ({ page, request }) => {
  const violations = await recordCspViolations(page);
  const user = await seedSetUpUser(request, { prefix: 'csp-standalone' });
  for (const [app, heading] of REMOTE_HOMES) {
    const response = await page.goto(STACK.apps[app]);
    expect(parseCsp(response?.headers()['content-security-policy']).get('object-src')).toEqual(["'none'"]);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await settled(page, heading);
  }
  expect(violations).toEqual([]);
});

test('the policy blocks an injected inline script and string eval, and reports both', async ({ page }) => {
  await recordCspViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();

  const ran = await page.evaluate(async () => {
    const w = window as Window & { injectedScriptRan?: boolean; stringTimerRan?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.head.append(script);
    // A string timer is compiled like eval, by the page itself: code run through DevTools, as
    // page.evaluate's is, may call eval() whatever the policy says.
    // eslint-disable-next-line no-implied-eval -- the probe: the policy must refuse it
    setTimeout('window.stringTimerRan = true;', 0);
    // Timers of equal delay run in order: once this one fires, the string timer ran or was refused.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { inlineScript: w.injectedScriptRan === true, stringTimer: w.stringTimerRan === true };
  });
  expect(ran).toEqual({ inlineScript: false, stringTimer: false });
  await expect
    .poll(() => page.evaluate(() => (window as CspWindow).cspViolations ?? []))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src-elem blocked inline /),
        expect.stringMatching(/^script-src blocked eval /),
      ]),
    );
});
