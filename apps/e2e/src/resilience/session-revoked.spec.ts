// Issue 13, item 3: a session that ends on the server (the account disabled in the Auth emulator)
// sends the user to /login, and signing in again lands them back on the page they were on.
// Firebase Auth learns of it only when it needs a fresh ID token: the browser's clock moves past
// the token's hour (a tab left open), the user comes back to the tab, the app refreshes its
// stale data, and the emulator refuses the token refresh (USER_DISABLED).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seedSetUpUser } from '../support/ledger';
import { signIn } from '../support/session';
import { STACK } from '../support/stack';

/** Disables or re-enables a user as an administrator would (the emulator's owner token). */
async function setUserDisabled(request: APIRequestContext, uid: string, disabled: boolean) {
  const response = await request.post(
    `${STACK.auth}/identitytoolkit.googleapis.com/v1/projects/${STACK.projectId}/accounts:update`,
    { headers: { Authorization: 'Bearer owner' }, data: { localId: uid, disableUser: disabled } },
  );
  if (!response.ok()) throw new Error(`accounts:update failed: ${response.status()} ${await response.text()}`);
}

test('a session revoked on the server returns the user to /login, then back to the page they were on', async ({
  page,
  request,
}) => {
  const user = await seedSetUpUser(request, { prefix: 'revoked' });
  await page.clock.install();
  await signIn(page, user.email, user.password, { rememberMe: true });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  // Loaded: a refresh asked for later is a new read, not one joined to the first load.
  await expect(page.getByRole('main').getByText('No transactions found')).toBeVisible();

  await setUserDisabled(request, user.uid, true);
  await page.clock.fastForward('01:00:00');
  // The tab becomes visible again, as the browser announces it (the event bubbles to window).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(page).toHaveURL(/\/login$/);

  // An administrator lets the user back in; they sign in and carry on where they were.
  await setUserDisabled(request, user.uid, false);
  await signIn(page, user.email, user.password, { navigate: false, landing: /\/transactions$/ });
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
});
