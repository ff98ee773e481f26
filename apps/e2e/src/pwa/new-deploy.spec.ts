// Issue 25: a shell and its remotes never mix builds. A tab has the debt remote's entry (the
// dashboard's debt widget came from it) but not yet its pages; debt is then redeployed, so the
// files of the tab's build are gone from its host. Opening Debt in that tab runs the new build
// whole (the page reloads once, and a page only the new build has is there), never an error or a
// mix. With the service worker on, as users have it.
import { expect, test } from '@playwright/test';
import { rebuildRemoteWithExtraPage, serveBuild, type StaticServer } from '../support/rebuild-remote';
import { signInSeededUser } from '../support/session';
import { setAppServer, STACK } from '../support/stack';

test.use({ serviceWorkers: 'allow' });

const EXTRA = { path: '/debt/reports/yearly', title: 'Yearly Report', heading: 'Only in the new debt build' };

test('a remote redeployed while a tab is open: the next navigation runs the new build whole', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const debtPort = Number(new URL(STACK.apps.debt).port);
  await signInSeededUser(page, request, { prefix: 'new-deploy' });
  await expect(page.locator('[data-slot="debt"]')).toContainText('No debts yet');
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  const rebuilt = await rebuildRemoteWithExtraPage('debt', EXTRA);
  await setAppServer(request, 'debt', 'stop');
  let server: StaticServer | undefined;
  try {
    server = await serveBuild(rebuilt, debtPort);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Debt', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Debt Management' })).toBeVisible();
    await expect(page.getByText('This section is unavailable right now')).toHaveCount(0);
    // Reloaded once, for the new build.
    expect(loads).toEqual([`${STACK.shell}/debt`]);
    // The pages are the new build's: one only it has is there, reached inside the app.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, EXTRA.path);
    await expect(page.getByRole('heading', { level: 1, name: EXTRA.heading })).toBeVisible();
  } finally {
    await server?.stop();
    await setAppServer(request, 'debt', 'start');
  }
});
