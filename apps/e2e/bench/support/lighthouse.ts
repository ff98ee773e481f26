// Lighthouse (the npm package's CLI) against a Chromium that Playwright launched with a remote
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
}

/** Runs Lighthouse (desktop preset) on the URL in the browser listening on `port`. */
export async function lighthouseScores(url: string, port: number, reportName: string): Promise<Scores> {
  mkdirSync(REPORTS_DIR, { recursive: true });
  const report = join(REPORTS_DIR, `${reportName}.json`);
  await promisify(execFile)(
    LIGHTHOUSE,
    [
      url,
      '--hostname=127.0.0.1',
      `--port=${port}`,
      '--preset=desktop',
      '--only-categories=performance,accessibility',
      '--disable-storage-reset',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
    ],
    { cwd: ROOT, timeout: 180_000 },
  );
  const result = JSON.parse(readFileSync(report, 'utf8')) as {
    categories: Record<keyof Scores, { score: number | null }>;
    runtimeError?: { code: string; message: string };
  };
  if (result.runtimeError) throw new Error(`Lighthouse: ${result.runtimeError.code} ${result.runtimeError.message}`);
  const score = (category: keyof Scores) => {
    const value = result.categories[category]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score for ${url}`);
    return Math.round(value * 100);
  };
  return { performance: score('performance'), accessibility: score('accessibility') };
}
