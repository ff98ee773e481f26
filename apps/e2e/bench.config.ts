// `npm run bench` measures with this config (tools/bench.mjs builds first, then runs it). The specs
// under ./bench record figures, not verdicts: a missed target is reported, never a failure. The
// browser, its launch options and the stack are the e2e suite's; one worker, so no run disturbs
// another's timings.
import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import e2e from './playwright.config';

const workspaceRoot = join(__dirname, '../..');

export default defineConfig({
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  outputDir: join(workspaceRoot, 'tmp/bench/test-results'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: { ...e2e.use, trace: 'off', actionTimeout: 30_000, navigationTimeout: 60_000 },
  webServer: e2e.webServer,
});
