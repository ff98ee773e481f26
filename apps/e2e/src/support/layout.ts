import { expect, test, type Page } from '@playwright/test';

/** The phone every spec checks at: 390 × 844 CSS px. */
export const PHONE = { width: 390, height: 844 } as const;

export interface PhoneOptions {
  /** The device's time zone, when not Manila (the suite's default). */
  timezoneId?: string;
}

/** A describe block whose tests run on the phone (PHONE), in another time zone when told. */
export function describeOnPhone(title: string, body: () => void): void;
export function describeOnPhone(title: string, options: PhoneOptions, body: () => void): void;
export function describeOnPhone(title: string, ...args: [() => void] | [PhoneOptions, () => void]) {
  const [options, body] = args.length === 1 ? [{}, args[0]] : args;
  test.describe(title, () => {
    test.use({ viewport: PHONE, ...options });
    body();
  });
}

/** Nothing on the page is wider than the screen: it does not scroll sideways. */
export async function expectNoWiderThanScreen(page: Page, what = 'the page') {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The screens a signed-out visitor can reach, each with its heading. */
export const SIGNED_OUT_SCREENS = [
  ['/login', 'Welcome Back!'],
  ['/register', 'Create Account'],
  ['/forgot-password', 'Forgot Password?'],
  ['/no/such/page', 'Page Not Found'],
] as const;
