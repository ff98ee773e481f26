// Issue 26: the Light / Dark / System choice on /settings, remembered on the device and in force
// on the next load before the app's code runs (no flash of the other scheme), and System following
// the device's own setting as it changes.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE } from '../support/layout';
import { signInSeededUser } from '../support/session';

/** The shell's entry script: without it, none of the app's code runs. */
const MAIN_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/**
 * How light the page's background is: the relative luminance (0 black, 1 white) of the body's
 * background colour, or null while the body has none (no stylesheet yet).
 */
function backgroundLuminance(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const [r, g, b, alpha = 1] = (getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
    if (alpha === 0 || Number.isNaN(r)) return null;
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  });
}

/** Dark or light as the eye sees it (the palettes' backgrounds are near black or near white). */
function schemeOf(luminance: number | null): string {
  if (luminance === null) return 'no background';
  if (luminance < 0.05) return 'dark';
  return luminance > 0.8 ? 'light' : `neither (luminance ${luminance.toFixed(2)})`;
}

async function expectScheme(page: Page, scheme: 'light' | 'dark') {
  await expect
    .poll(async () => schemeOf(await backgroundLuminance(page)), { message: `the page's background is ${scheme}` })
    .toBe(scheme);
}

const themeGroup = (page: Page) => page.getByRole('main').getByRole('group', { name: 'Theme' });

async function openSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Settings · Pitaka');
}

test('Dark chosen on /settings is in force on the next load before any of the app runs', async ({ page, request }) => {
  await signInSeededUser(page, request, { prefix: 'theme-dark' });
  await openSettings(page);
  await expect(themeGroup(page).getByRole('radio', { name: 'System' })).toBeChecked();
  await expectScheme(page, 'light');

  await themeGroup(page).getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectScheme(page, 'dark');
  await expectNoSeriousA11yViolations(page, '/settings dark 1280px');

  // Without the app's code, only the blocking /remembered-choices.js can make the static /login dark.
  await page.route(MAIN_SCRIPT, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
  await expectScheme(page, 'dark');
  // A page with no static copy is blank until the app's first render: a dark blank, not a white one.
  await page.goto('/settings');
  expect(
    await page.evaluate(() => [
      document.documentElement.dataset['theme'],
      getComputedStyle(document.documentElement).colorScheme,
    ]),
  ).toEqual(['dark', 'dark']);

  // With it, the choice is still the one shown.
  await page.unroute(MAIN_SCRIPT);
  await page.goto('/settings');
  await expect(themeGroup(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expectScheme(page, 'dark');
});

test("System follows the device's setting, also as it changes; Light and Dark do not", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInSeededUser(page, request, { prefix: 'theme-system' });
  await page.goto('/settings');
  await expect(themeGroup(page).getByRole('radio', { name: 'System' })).toBeChecked();
  await expectScheme(page, 'dark');
  await expectNoSeriousA11yViolations(page, '/settings system (device dark) 390px');

  await themeGroup(page).getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectScheme(page, 'light');
  await expectNoSeriousA11yViolations(page, '/settings light 390px');

  await themeGroup(page).getByText('System', { exact: true }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await expectScheme(page, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectScheme(page, 'light');

  await themeGroup(page).getByText('Dark', { exact: true }).click();
  await expectScheme(page, 'dark');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await expectScheme(page, 'dark');
});
