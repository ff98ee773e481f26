// Import of a 10,000-row statement through /import: the file read and previewed in the browser
// (time from the file chosen to the preview's Import button), then the import, a server job (time
// from the click on Import to the success message, and the documents written by the page's own
// `:commit` requests, counted as in Writes: none), then the undo of the whole import (the same). Each run
// uses a new user (an account of ₱0: the statement's money in comes first), so the account's
// history, which the preview reads for duplicates, is the same every run.
import { expect, test, type Page } from '@playwright/test';
import { seedSetUpUser } from '../src/support/ledger';
import { figureSheet } from './support/figures';
import { watchFirestore } from './support/firestore-traffic';
import { RUNS } from './support/median';
import { signedInContext } from './support/sign-in';

const sheet = figureSheet('import');
test.afterAll(() => sheet.save());

const SIZE = 10_000;
const RUNS_HERE = Math.min(RUNS, 3);
const ACCOUNT = { name: 'GCash', type: 'ewallet' as const, balance: 0 };

/** A GCash-like statement of 10,000 rows over three months: a cash-in every tenth row, payments between. */
function statement(): Buffer {
  const lines = ['Date and Time,Description,Reference No.,Debit,Credit'];
  for (let i = 1; i <= SIZE; i += 1) {
    const day = `${9 + (i % 3)}/${1 + (i % 28)}/2026 ${1 + (i % 12)}:${String(i % 60).padStart(2, '0')} PM`;
    if (i % 10 === 0) lines.push(`${day},Cash In ${i},${100000 + i},,"1,000.00"`);
    else lines.push(`${day},Payment ${i},${100000 + i},${(i % 97) + 1}.25,`);
  }
  return Buffer.from(lines.join('\r\n'));
}

interface Sample {
  previewMs: number;
  importMs: number;
  importWrites: number;
  undoMs: number;
  undoWrites: number;
}

async function importOnce(page: Page, file: Buffer): Promise<Sample> {
  const traffic = watchFirestore(page);
  await page.goto('/import');
  await page.getByLabel('Import into').selectOption({ label: 'GCash (₱0.00)' });
  let started = performance.now();
  await page.getByLabel('Statement file (CSV)').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: file });
  await page.getByRole('button', { name: 'Preview the rows' }).click();
  const importButton = page.getByRole('button', { name: `Import ${SIZE.toLocaleString('en-US')} transactions` });
  await expect(importButton).toBeVisible({ timeout: 120_000 });
  const previewMs = performance.now() - started;

  traffic.reset();
  started = performance.now();
  await importButton.click();
  await expect(page.getByText(`Imported ${SIZE.toLocaleString('en-US')} transactions into GCash.`)).toBeVisible({
    timeout: 600_000,
  });
  const importMs = performance.now() - started;
  const importWrites = (await traffic.total()).writes;

  traffic.reset();
  started = performance.now();
  await page.getByRole('button', { name: 'Undo this import' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0, { timeout: 600_000 });
  const undoMs = performance.now() - started;
  return { previewMs, importMs, importWrites, undoMs, undoWrites: (await traffic.total()).writes };
}

test(`Import of a ${SIZE.toLocaleString('en-US')}-row statement and its undo`, async ({ browser, request }) => {
  test.setTimeout(3_600_000);
  const file = statement();
  const samples: Sample[] = [];
  for (let run = 0; run < RUNS_HERE; run += 1) {
    const user = await seedSetUpUser(request, { prefix: 'bench-import', accounts: [ACCOUNT] });
    const context = await signedInContext(browser, user, '/accounts', {
      kind: 'page',
      heading: 'Accounts',
      texts: [ACCOUNT.name],
    });
    const page = await context.newPage();
    samples.push(await importOnce(page, file));
    await context.close();
  }
  const rows = SIZE.toLocaleString('en-US');
  const median = (name: string, values: number[], atMost?: number) =>
    sheet.addMedian({
      section: 'Import',
      name: `${name} (median of ${RUNS_HERE})`,
      unit: 'ms',
      samples: values,
      ...(atMost === undefined ? {} : { target: { atMost } }),
    });
  median(
    `Import, ${rows} rows: file chosen to preview ready`,
    samples.map((s) => s.previewMs),
  );
  // Issue "Trusted writes": at most 10 s for the import and for its undo, as server jobs.
  median(
    `Import, ${rows} rows: Import clicked to every row in`,
    samples.map((s) => s.importMs),
    10_000,
  );
  sheet.add({
    section: 'Import',
    name: `Import, ${rows} rows: documents the page wrote (the server writes the import)`,
    value: Math.max(...samples.map((s) => s.importWrites)),
    unit: 'docs',
  });
  median(
    `Undo of that import: confirmed to done`,
    samples.map((s) => s.undoMs),
    10_000,
  );
  sheet.add({
    section: 'Import',
    name: 'Undo of that import: documents the page wrote (the server writes the undo)',
    value: Math.max(...samples.map((s) => s.undoWrites)),
    unit: 'docs',
  });
});
