// Signing in as the bench measures it: the form is filled first, so the timed part is the click.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { freshContext } from './contexts';
import { loadUntil, pageTimeWhen, type Probe } from './probes';

export const LOGIN_READY: Probe = { kind: 'login' };

export interface Credentials {
  email: string;
  password: string;
}

/** Fills the sign-in form; Remember me keeps the session in IndexedDB for later pages. */
export async function fillSignIn(page: Page, user: Credentials, rememberMe: boolean) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('checkbox', { name: 'Remember me' }).setChecked(rememberMe);
}

export function signInButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Sign in', exact: true });
}

export function navLink(page: Page, label: string): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });
}

/** Signs out through the side navigation and waits for the sign-in screen. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/login$/);
}

/** Lets late requests (lazy chunks, prefetches, background refetches) finish before the next step. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

/**
 * A fresh context signed in (Remember me) on `path`, once `ready` holds there: later pages of it
 * open signed in, as a returning user's do.
 */
export async function signedInContext(
  browser: Browser,
  user: Credentials,
  path: string,
  ready: Probe,
): Promise<BrowserContext> {
  const context = await freshContext(browser);
  const login = await context.newPage();
  await loadUntil(login, path, LOGIN_READY);
  await fillSignIn(login, user, true);
  await signInButton(login).click();
  await pageTimeWhen(login, ready);
  await settle(login);
  await login.close();
  return context;
}
