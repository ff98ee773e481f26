import type { Browser, BrowserContext, Page } from '@playwright/test';
import { addProbes } from './probes';

/** A fresh browser context (empty HTTP cache, no session) with the timing probes installed. */
export async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await addProbes(context);
  return context;
}

/** A new page in a fresh context. */
export async function freshPage(browser: Browser): Promise<Page> {
  return (await freshContext(browser)).newPage();
}
