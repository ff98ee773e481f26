// What the browser downloads, in gzip bytes as built: each JS or CSS file an app's server sends is
// looked up in dist/apps/<app> and gzipped at level 9 (as the bundle budget test does), so the
// figure does not depend on whether the local server compresses.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { STACK, type AppName } from '../../src/support/stack';

const DIST = join(__dirname, '../../../../dist/apps');

const APP_OF_ORIGIN: Record<string, AppName> = {
  [new URL(STACK.shell).origin]: 'shell',
  ...Object.fromEntries(Object.entries(STACK.apps).map(([app, url]) => [new URL(url).origin, app as AppName])),
};

export interface Download {
  app: AppName;
  file: string;
  kind: 'js' | 'css';
  gzip: number;
}

const gzipSizes = new Map<string, number>();

function gzipSize(app: AppName, file: string): number {
  const key = `${app}/${file}`;
  let size = gzipSizes.get(key);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, app, file)), { level: 9 }).length;
    gzipSizes.set(key, size);
  }
  return size;
}

/** Every JS and CSS file the page downloads from now on (the array grows as it does). */
export function recordDownloads(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const app = APP_OF_ORIGIN[url.origin];
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!app || !kind || !response.ok()) return;
    const file = decodeURIComponent(url.pathname.slice(1));
    downloads.push({ app, file, kind, gzip: gzipSize(app, file) });
  });
  return downloads;
}

/** The chunks a remote's manifest lists as shared modules (react, the workspace libs...). */
export function sharedChunks(app: AppName): Set<string> {
  const manifest = JSON.parse(readFileSync(join(DIST, app, 'mf-manifest.json'), 'utf8')) as {
    shared: { assets: { js: { sync: string[]; async: string[] }; css?: { sync: string[]; async: string[] } } }[];
  };
  return new Set(
    manifest.shared.flatMap((s) => [
      ...s.assets.js.sync,
      ...s.assets.js.async,
      ...(s.assets.css?.sync ?? []),
      ...(s.assets.css?.async ?? []),
    ]),
  );
}

export const KIB = 1024;

/** Total gzip KiB, one decimal. */
export function kib(downloads: readonly Download[]): number {
  return Number((downloads.reduce((sum, d) => sum + d.gzip, 0) / KIB).toFixed(1));
}
