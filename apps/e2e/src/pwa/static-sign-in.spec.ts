// Issue 25: the sign-in screens are painted from static HTML while the app's code downloads (a
// phone on slow mobile data sees the form at once), and the app then takes their place: one
// screen, usable, nothing of the static copy left behind.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { holdAppCode, openParsed } from '../support/hold-app-code';
import { STACK } from '../support/stack';

const SCREENS = [
  ['/login', 'Welcome Back!'],
  ['/register', 'Create Account'],
  ['/forgot-password', 'Forgot Password?'],
] as const;

for (const [path, heading] of SCREENS) {
  test(`${path}: static HTML with its heading and styles, then the app in its place`, async ({ page, request }) => {
    const response = await request.get(`${STACK.shell}${path}`);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`<h1>${heading}</h1>`);
    // And a copy in Filipino, shown instead to whoever chose it.
    expect(html).toMatch(/<div data-language="en">.*<div data-language="fil">/s);
    // Not usable before the app runs: nothing typed there could be lost.
    expect(html).toMatch(/<div data-prerendered inert>/);
    // The CSP admits no inline style or script: neither is there.
    expect(html).not.toMatch(/ style="|<style|<script>/);
    const stylesheet = /<link rel="stylesheet" href="(\/[\w-]+\.[0-9a-f]{16}\.css)"/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    expect((await request.get(`${STACK.shell}${stylesheet}`)).headers()['content-type']).toMatch(/^text\/css/);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveCount(1);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await page.getByLabel('Email').fill('juan@example.com');
    await expect(page.getByLabel('Email')).toHaveValue('juan@example.com');
  });
}

test.describe('for a Filipino user', () => {
  test.use({ serviceWorkers: 'block' });

  test('the first paint is the Filipino copy, and the app takes its place in Filipino', async ({ page }) => {
    const filipino = JSON.parse(
      readFileSync(join(__dirname, '../../../shell/src/i18n/shell.fil.messages.json'), 'utf8'),
    ) as Record<string, string>;
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('pitaka:language', 'fil'));

    const release = await holdAppCode(page);
    await openParsed(page, '/login');
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: filipino['signIn.heading'] })).toBeVisible();
    await expect(page.getByText('Welcome Back!')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');

    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: filipino['signIn.heading'] })).toHaveCount(1);
    await expect(page.getByText('Welcome Back!')).toHaveCount(0);
  });
});
