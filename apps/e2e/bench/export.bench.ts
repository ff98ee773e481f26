// Export CSV of 30,000 transactions: the count aggregation, then 60 pages of 500 through the
// /transactions query, the file written with Papa Parse and downloaded. Timed from the click on
// "Export CSV" to the download starting, in a new signed-in page of /transactions (warm HTTP cache,
// so Papa Parse's chunk is the only code fetched); the page's Firestore documents counted as in
// Reads. User seeded over REST as the scale bench does.
import { test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { seedSetUpUser } from '../src/support/ledger';
import { figureSheet } from './support/figures';
import { watchFirestore } from './support/firestore-traffic';
import { RUNS, round } from './support/median';
import { loadUntil, type Probe } from './support/probes';
import { transactionRows } from './support/screens';
import { seedHistory } from './support/seed';
import { signedInContext } from './support/sign-in';

const sheet = figureSheet('export');
test.afterAll(() => sheet.save());

const SIZE = 30_000;
const ACCOUNT = { name: 'Savings', type: 'bank' as const, balance: 0 };
const ACCOUNTS_READY: Probe = { kind: 'page', heading: 'Accounts', texts: [ACCOUNT.name] };

interface Sample {
  ms: number;
  reads: number;
  rows: number;
  bytes: number;
}

async function exportOnce(page: Page): Promise<Sample> {
  await loadUntil(page, '/transactions', transactionRows(1));
  const traffic = watchFirestore(page);
  traffic.reset();
  const started = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 240_000 }),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const ms = performance.now() - started;
  const file = await readFile(await download.path());
  const { reads } = await traffic.total();
  // Header and one line per transaction, CRLF between them.
  const rows = file.toString('utf8').split('\r\n').length - 1;
  return { ms, reads, rows, bytes: file.length };
}

test(`Export CSV of ${SIZE.toLocaleString('en-US')} transactions`, async ({ browser, request }) => {
  test.setTimeout(1_200_000);
  const user = await seedSetUpUser(request, { prefix: 'bench-export', accounts: [ACCOUNT] });
  await seedHistory(request, `users/${user.uid}`, user.accounts[0].id, SIZE);
  const context = await signedInContext(browser, user, '/accounts', ACCOUNTS_READY);

  const samples: Sample[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await context.newPage();
    samples.push(await exportOnce(page));
    await page.close();
  }
  await context.close();
  if (samples.some((s) => s.rows !== SIZE)) throw new Error(`an export missed rows: ${samples.map((s) => s.rows)}`);

  const count = SIZE.toLocaleString('en-US');
  sheet.addMedian({
    section: 'Export',
    name: `Export CSV, ${count} transactions: click to download (median of ${RUNS})`,
    unit: 'ms',
    samples: samples.map((s) => s.ms),
  });
  sheet.add({
    section: 'Export',
    name: `Export CSV, ${count} transactions: documents read (pages of 500, each with its one-document look-ahead, and the count)`,
    value: Math.max(...samples.map((s) => s.reads)),
    unit: 'docs',
  });
  sheet.add({
    section: 'Export',
    name: `Export CSV, ${count} transactions: file size`,
    value: round(samples[0].bytes / 1024 / 1024, 2),
    unit: 'MiB',
  });
});
