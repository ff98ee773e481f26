import { defineConfig } from '@playwright/test';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '../..');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './src',
  outputDir: join(workspaceRoot, 'tmp/e2e/test-results'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join(workspaceRoot, 'tmp/e2e/results.json') }]],
  use: {
    baseURL: 'http://localhost:4300',
    timezoneId: 'Asia/Manila',
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    // The service worker caches pages and code: a spec that reroutes requests or stops a server
    // must see the network. The specs of the worker and of offline use allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node tools/e2e-stack.mjs',
    cwd: workspaceRoot,
    url: 'http://127.0.0.1:4399/ready',
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
