// Lighthouse (the npm package's CLI, desktop or mobile preset) against a Chromium that Playwright launched with a remote
// debugging port. The browser's default profile is a persistent context, so a session signed in
// there (IndexedDB) is the one Lighthouse's tab sees; --disable-storage-reset keeps it, and the
// HTTP cache is cleared over CDP first, so the page still loads its code cold.
import type { BrowserContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '../../../..');
const LIGHTHOUSE = join(ROOT, 'node_modules/.bin/lighthouse');
export const REPORTS_DIR = join(ROOT, 'tmp/bench/lighthouse');

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function clearHttpCache(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

export interface Scores {
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint and Total Blocking Time, as Lighthouse simulates them (ms). */
  lcp: number;
  tbt: number;
}

/**
 * Lighthouse 12's two presets: `desktop`, and `mobile` (its default: a mid-range phone, 4× CPU
 * slowdown, simulated slow 4G).
 */
export type Preset = 'desktop' | 'mobile';

/** Runs Lighthouse on the URL in the browser listening on `port`. */
export async function lighthouseScores(
  url: string,
  port: number,
  reportName: string,
  preset: Preset = 'desktop',
): Promise<Scores> {
  mkdirSync(REPORTS_DIR, { recursive: true });
  const report = join(REPORTS_DIR, `${reportName}-${preset}.json`);
  await promisify(execFile)(
    LIGHTHOUSE,
    [
      url,
      '--hostname=127.0.0.1',
      `--port=${port}`,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      '--only-categories=performance,accessibility',
      '--disable-storage-reset',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
    ],
    { cwd: ROOT, timeout: 180_000 },
  );
  const result = JSON.parse(readFileSync(report, 'utf8')) as {
    categories: Record<'performance' | 'accessibility', { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    runtimeError?: { code: string; message: string };
  };
  if (result.runtimeError) throw new Error(`Lighthouse: ${result.runtimeError.code} ${result.runtimeError.message}`);
  const score = (category: 'performance' | 'accessibility') => {
    const value = result.categories[category]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score for ${url}`);
    return Math.round(value * 100);
  };
  const metric = (audit: string) => {
    const value = result.audits[audit]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit} for ${url}`);
    return Math.round(value);
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
  };
}
