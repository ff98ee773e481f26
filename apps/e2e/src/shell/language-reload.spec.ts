// Issue 35: a language chosen on /settings holds through a reload 0.3 s later, both ways, on this
// device and with the account (the reload can come before the account has the choice: the newer
// of the two choices wins, not the account's).
import { expect, test, type Page } from '@playwright/test';
import { readDocument } from '../support/ledger';
import { signInSeededUser } from '../support/session';

const settingsHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function chooseThenReload(page: Page, language: 'English' | 'Filipino') {
  await page.getByRole('main').getByText(language, { exact: true }).click();
  await page.waitForTimeout(300);
  await page.reload();
}

test('a language chosen on /settings holds through a reload 0.3 s later, both ways', async ({ page, request }) => {
  const user = await signInSeededUser(page, request, { prefix: 'language-reload' });
  await page.goto('/settings');
  await expect(settingsHeading(page, 'Settings')).toBeVisible();

  for (const [language, code, heading] of [
    ['Filipino', 'fil', 'Mga Setting'],
    ['English', 'en', 'Settings'],
  ] as const) {
    await chooseThenReload(page, language);
    await expect(settingsHeading(page, heading)).toBeVisible();
    // The account ends with the choice, and the page stays in it once the account has been read.
    await expect.poll(async () => (await readDocument(request, `users/${user.uid}`))?.['language']).toBe(code);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(settingsHeading(page, heading)).toBeVisible();
  }
});
