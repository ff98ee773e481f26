import { expect, test } from '@playwright/test';
import { signIn, signInSeededUser } from '../support/session';
import { describeOnPhone } from '../support/layout';

/** The side navigation's links, in order. */
const NAV_LINKS = [
  'Dashboard',
  'Transactions',
  'Upcoming',
  'Budgets',
  'Accounts',
  'Paluwagan',
  'Debt',
  'Insights',
  'Import & Backup',
  'Households',
  'Settings',
];

test.describe('frame', () => {
  test('side navigation: links, active link by path prefix, and logout', async ({ page, request }) => {
    const user = await signInSeededUser(page, request, { prefix: 'frame' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(NAV_LINKS);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

    await page.goto('/accounts/some-account');
    await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await page.goto('/add-transaction');
    await expect(nav.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Add Transaction · Pitaka');
    await page.goto('/recurring/new');
    await expect(nav.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/backup');
    await expect(nav.getByRole('link', { name: 'Import & Backup' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    // A fresh sign-in after logging out starts at the dashboard, not where the user logged out.
    await signIn(page, user.email, user.password, { navigate: false });
  });

  test('/ goes to the dashboard when signed in', async ({ page, request }) => {
    await signInSeededUser(page, request, { prefix: 'root' });
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard · Pitaka');
  });

  test('the skip link jumps to the main content', async ({ page, request }) => {
    await signInSeededUser(page, request, { prefix: 'skip' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The app has taken over from the static boot screen (inert: nothing in it takes focus).
    await expect(page.locator('#boot')).toHaveCount(0);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

describeOnPhone('mobile menu (390 px)', () => {
  test('slides out from the toggle, traps focus, and closes on Escape, backdrop and link', async ({
    page,
    request,
  }) => {
    await signInSeededUser(page, request, { prefix: 'mobile' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    // Open, then Tab all the way round: focus stays in the menu.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toContainText('Paluwagan');
    for (const name of NAV_LINKS) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Pitaka' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeFocused();

    // Escape closes and gives focus back to the toggle.
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav).toBeHidden();

    // A tap on the backdrop (right of the panel) closes it.
    await toggle.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(375, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    // Following a link navigates and closes the menu.
    await toggle.click();
    await nav.getByRole('link', { name: 'Paluwagan' }).click();
    await expect(page).toHaveURL(/\/paluwagan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Paluwagan' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
