import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInSeededUser } from '../support/session';
import { PHONE, SIGNED_OUT_SCREENS } from '../support/layout';

/** The dashboard's remote widgets have loaded (no loading spinners left in the page). */
async function widgetsSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const [path, heading] of SIGNED_OUT_SCREENS) {
    test(`${path} at 1280 and 390 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${path} 1280px`);
      await page.setViewportSize(PHONE);
      await expectNoSeriousA11yViolations(page, `${path} 390px`);
    });
  }

  test('/login with its banners showing', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/login with error');
  });

  test('the signed-in frame (dashboard), and the open mobile menu', async ({ page, request }) => {
    await signInSeededUser(page, request, { prefix: 'axe' });
    await widgetsSettled(page);
    await expectNoSeriousA11yViolations(page, '/dashboard 1280px');

    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page, '/dashboard 390px');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/dashboard 390px, menu open');
  });
});
