import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seedSetUpUser, type SeedOptions } from './ledger';

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

/** A set-up user seeded over REST (seedSetUpUser), then signed in through the login screen. */
export async function signInSeededUser(
  page: Page,
  request: APIRequestContext,
  seed: SeedOptions = {},
  options: SignInOptions = {},
) {
  const user = await seedSetUpUser(request, seed);
  await signIn(page, user.email, user.password, options);
  return user;
}

/** Opens /register and fills its form (e-mail, password and its confirmation); nothing is sent. */
export async function fillSignUp(page: Page, email: string, password = 'Secret123') {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
}

/**
 * A brand-new user through the real screens: signs up (which leaves them signed out on /login),
 * then signs in, landing on /account-setup.
 */
export async function signUpAndSignIn(page: Page, email: string, password = 'Secret123') {
  await fillSignUp(page, email, password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, password, { navigate: false, landing: /\/account-setup$/ });
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
