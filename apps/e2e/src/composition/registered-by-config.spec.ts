// Remotes are registered by configuration: the shell's code names none of them, and /config.json
// lists each one's manifest, prefixes, navigation entries and dashboard widgets. With the suite's
// one shell build (never rebuilt), a remote left out of config.json is not there at all (no link,
// no widget, its paths the framed 404, not one request to it) and the others work; put back in,
// its link, pages and widget are there. The config is varied per test by intercepting the shell's
// /config.json; everything else is the stack as served.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { join } from 'node:path';
import { seedSetUpUser } from '../support/ledger';
import { digestOfDir, WORKSPACE_ROOT } from '../support/rebuild-remote';
import { signIn } from '../support/session';
import { STACK } from '../support/stack';

/**
 * The remote registered and unregistered here: the newest (planning, /upcoming and /recurring, moved
 * out of accounts), shipped with a config change alone. Insights was proved the same way before it.
 */
const REMOTE = 'planning';

interface Registration {
  entry: string;
  prefixes: string[];
  nav?: { label: string; path: string; order: number }[];
  widgets?: { id: string; order: number }[];
}

interface Config {
  remotes: Record<string, Registration>;
}

const CONFIG_URL = `${STACK.shell}/config.json`;

/** The stack's own /config.json: every remote registered. */
async function servedConfig(request: APIRequestContext): Promise<Config> {
  const response = await request.get(CONFIG_URL);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Config;
}

/** From now on this page gets the stack's /config.json with `edit` applied. */
async function serveEditedConfig(page: Page, edit: (config: Config) => void) {
  await page.route(CONFIG_URL, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Config;
    edit(config);
    await route.fulfill({ response, json: config });
  });
}

const byOrder = <T extends { order: number }>(items: T[]) => [...items].sort((a, b) => a.order - b.order);

/**
 * What the shell should show for these registrations: nav labels (between the shell's own Dashboard
 * and its Households and Settings) and widget slots, in order.
 */
function expected(registrations: Registration[]) {
  return {
    labels: [
      'Dashboard',
      ...byOrder(registrations.flatMap((r) => r.nav ?? [])).map((entry) => entry.label),
      'Households',
      'Settings',
    ],
    slots: byOrder(registrations.flatMap((r) => r.widgets ?? [])).map((widget) => widget.id),
  };
}

/** The dashboard shows exactly these widget slots, each with its widget loaded (no placeholder). */
async function expectWidgets(page: Page, slots: string[]) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('[data-slot]')).toHaveCount(slots.length);
  expect(await page.locator('[data-slot]').evaluateAll((els) => els.map((el) => el.getAttribute('data-slot')))).toEqual(
    slots,
  );
  for (const slot of slots) {
    const cell = page.locator(`[data-slot="${slot}"]`);
    await expect(cell.locator('[data-placeholder], [aria-busy="true"]'), `widget ${slot} loaded`).toHaveCount(0);
    await expect(cell).not.toContainText('This section is unavailable right now');
  }
}

/** The shell's 404 inside the signed-in frame. */
async function expectFramedNotFound(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' }), path).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Pitaka');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Following a navigation entry opens a page of its remote, inside the frame, marked current. */
async function expectPageBehind(page: Page, label: string) {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
  await expect(page).not.toHaveTitle(/Page Not Found/);
}

test('a remote left out of config.json is not there and the others work; put back, it is, with the same shell build', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const shellBuild = join(WORKSPACE_ROOT, 'dist/apps/shell');
  const shellDigest = digestOfDir(shellBuild);
  const { remotes } = await servedConfig(request);
  const registration = remotes[REMOTE];
  expect(registration, `${REMOTE} is registered in the stack's config.json`).toBeDefined();
  const others = Object.entries(remotes)
    .filter(([name]) => name !== REMOTE)
    .map(([, other]) => other);
  const without = expected(others);
  const all = expected(Object.values(remotes));
  const origin = new URL(registration.entry).origin;
  const requestsToRemote: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(origin)) requestsToRemote.push(sent.url());
  });
  const user = await seedSetUpUser(request, { prefix: 'registry' });

  await serveEditedConfig(page, (config) => delete config.remotes[REMOTE]);
  await signIn(page, user.email, user.password);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(without.labels);
  await expectWidgets(page, without.slots);
  for (const prefix of registration.prefixes) {
    await expectFramedNotFound(page, prefix);
    await expectFramedNotFound(page, `${prefix}/some-id`);
  }
  await expectPageBehind(page, without.labels[1]);
  expect(requestsToRemote, `nothing was loaded from ${origin}`).toEqual([]);

  // Registered again: the next load of the same shell finds it.
  await page.unroute(CONFIG_URL);
  await expectWidgets(page, all.slots);
  await expect(nav.getByRole('link')).toHaveText(all.labels);
  for (const { label } of registration.nav ?? []) await expectPageBehind(page, label);
  expect(requestsToRemote.length).toBeGreaterThan(0);

  expect(digestOfDir(shellBuild), 'dist/apps/shell was not rebuilt').toBe(shellDigest);
});

test('a malformed registration leaves that remote out, with a console error, and the rest working', async ({
  page,
  request,
}) => {
  const { remotes } = await servedConfig(request);
  const registration = remotes[REMOTE];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const user = await seedSetUpUser(request, { prefix: 'registry-malformed' });

  // A typo a deploy could make: one prefix as text instead of a list.
  await serveEditedConfig(page, (config) => {
    (config.remotes[REMOTE] as unknown as Record<string, unknown>)['prefixes'] = registration.prefixes[0];
  });
  await signIn(page, user.email, user.password);
  const without = expected(Object.entries(remotes).flatMap(([name, other]) => (name === REMOTE ? [] : [other])));
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(without.labels);
  expect(errors.some((text) => text.includes(`config.json: remote "${REMOTE}" left out`))).toBe(true);
  await expectWidgets(page, without.slots);
  await expectFramedNotFound(page, registration.prefixes[0]);
  await expectPageBehind(page, without.labels[1]);
});
