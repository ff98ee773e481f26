#!/usr/bin/env node
// `npm run bench`: figures, not pass/fail. Cold start of the emulators, a production build of the
// four apps, and what the sign-in screen costs a browser (JS downloaded, gzip size, time to render).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startFirebaseStack, REPO_ROOT } from './firebase/stack.mjs';
import { run } from './process-utils.mjs';
import { localRuntimeConfig } from './runtime-config.mjs';
import { serveStatic } from './static-server.mjs';

const PORTS = { shell: 4700, accounts: 4701, paluwagan: 4702, debt: 4703 };
const figures = [];
const record = (name, value, unit) => figures.push({ name, value, unit });
const seconds = (start) => Number(((performance.now() - start) / 1000).toFixed(2));

async function main() {
  let start = performance.now();
  const built = await run(
    join(REPO_ROOT, 'node_modules/.bin/nx'),
    ['run-many', '-t', 'build', '--skip-nx-cache', '--outputStyle=static'],
    {
      cwd: REPO_ROOT,
      env: { NX_TUI: 'false' },
    },
  );
  if (built !== 0) throw new Error('build failed');
  record('production build, 4 apps (no cache)', seconds(start), 's');

  const dataDir = mkdtempSync(join(tmpdir(), 'pitaka-bench-'));
  start = performance.now();
  const firebase = await startFirebaseStack({ firestorePort: 8880, authPort: 9899, dataDir, persist: false });
  record('emulators cold start (Auth + Firestore)', seconds(start), 's');

  const config = localRuntimeConfig({
    authHost: firebase.authHost,
    firestoreHost: firebase.firestoreHost,
    appPorts: PORTS,
  });
  const servers = [];
  for (const app of Object.keys(PORTS)) {
    servers.push(await serveStatic({ root: join(REPO_ROOT, 'dist/apps', app), port: PORTS[app], config }));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const samples = [];
    let scripts = new Set();
    for (let i = 0; i < 5; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const loaded = new Set();
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) loaded.add(new URL(response.url()).pathname);
      });
      start = performance.now();
      await page.goto(`http://localhost:${PORTS.shell}/login`);
      await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
      samples.push(performance.now() - start);
      scripts = loaded;
      await context.close();
    }
    samples.sort((a, b) => a - b);
    record('/login first render, median of 5 cold contexts', Math.round(samples[2]), 'ms');
    let raw = 0;
    let gzip = 0;
    for (const path of scripts) {
      const file = readFileSync(join(REPO_ROOT, 'dist/apps/shell', path));
      raw += file.length;
      gzip += gzipSync(file, { level: 9 }).length;
    }
    record(`/login JavaScript (${scripts.size} files)`, Math.round(raw / 1024), 'KiB');
    record('/login JavaScript, gzip', Math.round(gzip / 1024), 'KiB');
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
    await firebase.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log('\nPitaka benchmarks');
  for (const { name, value, unit } of figures) console.log(`  ${name.padEnd(52)} ${String(value).padStart(8)} ${unit}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
