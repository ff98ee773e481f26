import { expect, type Locator, type Page } from '@playwright/test';

export interface SignInOptions {
  /** Check or uncheck Remember me (left as it is when omitted). */
  rememberMe?: boolean;
  /** Where sign-in should land; /dashboard by default. */
  landing?: RegExp;
  /** Open /login first (default); false when the page is already on the login screen. */
  navigate?: boolean;
}

/** Signs in through the real login screen. */
export async function signIn(page: Page, email: string, password: string, options: SignInOptions = {}) {
  if (options.navigate !== false) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.rememberMe !== undefined)
    await page.getByRole('checkbox', { name: 'Remember me' }).setChecked(options.rememberMe);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(options.landing ?? /\/dashboard$/);
}

/** The app's toast container (react-toastify, top-right). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ });
}

/** A toast with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return toasts(page)
    .getByRole('alert')
    .filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });
}

/** The banner inside the sign-in form (an alert for failures, a status for the rest). */
export function formBanner(page: Page): Locator {
  return page
    .getByRole('main')
    .locator('form')
    .getByRole('alert')
    .or(page.getByRole('main').locator('form').getByRole('status'));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
