// Issue 25: the sign-in screens are painted from static HTML while the app's code downloads (a
// phone on slow mobile data sees the form at once), and the app then takes their place: one
// screen, usable, nothing of the static copy left behind.
import { expect, test } from '@playwright/test';
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
