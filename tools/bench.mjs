#!/usr/bin/env node
// `npm run bench`: figures, not pass/fail (issue #12). Builds the five apps for production, then
// measures them with the Playwright specs of apps/e2e/bench (bench.config.ts: the e2e stack, fresh
// emulators, Debian Chromium). Prints one table and writes it to docs/benchmarks.md with the date
// and the machine. A missed target is reported in the table; only a failure to measure fails.
// `--skip-build` measures the build already in dist/ (for working on the bench itself);
// `--only=insights,reads` measures those bench files only: their rows are replaced and every other
// row is kept as the run that measured it left it. docs/benchmarks.json holds every bench file's
// figures with that run (code and date); docs/benchmarks.md is written from it, each row naming
// its run. `--report` writes the page again from docs/benchmarks.json, measuring nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { REPO_ROOT } from './firebase/stack.mjs';
import { E2E_PORTS } from './e2e/ports.mjs';
import { isPortFree, run } from './process-utils.mjs';

const bin = (name) => join(REPO_ROOT, 'node_modules/.bin', name);
const BENCH_DIR = join(REPO_ROOT, 'tmp/bench');
const FIGURES_DIR = join(BENCH_DIR, 'figures');
const REPORT = join(REPO_ROOT, 'docs/benchmarks.md');
const KEPT = join(REPO_ROOT, 'docs/benchmarks.json');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Table order: the bench files, as named in apps/e2e/bench/*.bench.ts. */
const FILES = [
  'build',
  'bytes',
  'timings',
  'first-balance',
  'scale',
  'insights',
  'upcoming',
  'budgets',
  'export',
  'import',
  'restore',
  'reads',
  'writes',
  'households',
  'lighthouse',
];

/** Bench files measured on a stack of their own, before the others seed anything. */
const QUIET_STACK = ['lighthouse'];
const STACK_PORTS = Object.values(E2E_PORTS);

/** Waits until the last stack has let go of its ports (the emulator's JVM takes a moment to exit). */
async function stackPortsFree(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const free = await Promise.all(STACK_PORTS.map((port) => isPortFree(port)));
    if (free.every(Boolean)) return;
    if (Date.now() > deadline) throw new Error('the previous e2e stack still holds its ports');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const HOW_MEASURED = [
  'Production build of the five apps (`nx run-many -t build --skip-nx-cache`), served by the e2e stack (`tools/e2e-stack.mjs`: static servers that gzip text files as Firebase Hosting does, fresh Auth and Firestore emulators); headless Debian Chromium driven by Playwright (`apps/e2e/bench.config.ts`, one worker), 1280×800, Asia/Manila.',
  'Bytes: every JS and CSS file the page downloads, gzipped at level 9 from `dist/` (independent of the server\'s compression). "Own" chunks of a remote exclude the shared modules listed in its `mf-manifest.json`.',
  'Time: `performance.now()` inside the page; a condition is checked at every animation frame. /login interactive = the app\'s "Welcome Back!" shown and its Sign in enabled (not the static copy painted before it), from navigation start. Dashboard fully rendered = all seven `[data-slot]` blocks show the seeded data (total, this month, the 3 accounts, due this week, both paluwagans, both debts, the newest transaction) with nothing `aria-busy` or failed, from the click the page saw. Cold = fresh browser context (empty HTTP cache); warm = same context, new page or second visit. Median of 5.',
  "First balance: a user as in Reads but with 12 transactions, signed in once (Remember me); each run a new context holding only Firebase Auth's IndexedDB database from that sign-in (a new device, signed in: no HTTP cache, no service worker, no data saved for offline reading), /dashboard opened (cold), then a new page of the same context once the service worker is ready and the page has gone quiet (warm: the worker in control, the data saved). Timed from navigation start to the first frame where the Total Balance card shows the user's figure (\"Across 3 accounts\", nothing busy), not the boot screen. Without throttling, and under mobile throttling over CDP (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU; the service worker's own fetches are not throttled). Where the time goes: each visit's first contentful paint (the boot screen), and the responseEnd of config.json, the last shell chunk, the accounts remote's manifest, the last accounts chunk and the first and last Firestore answers before the figure, from the page's Resource Timing; medians of 5.",
  "Scale: users with 30 and 30,000 transactions seeded over Firestore REST (`:commit`, 500 writes a request, ledger balanced); from a click on /accounts (new page, warm HTTP cache, signed in) to the first row of /transactions or of the account detail. Median of 5, ratio of the medians. Where the time goes: in each run the page's own first-page `runQuery` is timed as the browser saw it (Playwright request timing, start to last byte); the screen time less that query is the app's share (code, rendering, the paluwagan and debt queries that run beside it), and its ratio shows whether anything but the query grows with the history. The \"emulator alone\" rows time the same first-page query over REST without a browser: the local emulator's time for a limited, ordered query grows with the collection, as these rows show (a known limit of the emulator: firebase/firebase-tools#4129, #4578), where production Firestore answers it from an index in time that depends on the page, not the collection.",
  'Insights: users with 30 and 30,000 transactions seeded over REST (no summaries yet); signed in on /accounts, then /insights in a new page: the first visit runs the one-time rebuild (a server job since the trusted writes) and is timed from navigation start to the charts shown (month, spending, 12 months and net worth sections, nothing busy); then 5 new pages of the same context (warm HTTP cache), timed the same way, their Firestore documents counted as in Reads.',
  "Budgets and goals: users with 30 and 30,000 transactions seeded over REST, one account, a kinsena budget of 2 categories for the current period and a goal held in the account; signed in on /accounts, /insights once (the one-time rebuild), then 5 times /budgets, /goals and /dashboard each in a new page, their documents counted as in Reads (found or missing); the 30,000 row's target is the 30 row's figure: nothing grows with the history.",
  'Upcoming: users with 30 and 30,000 transactions seeded over REST, one account and two recurring items; signed in on /accounts, then 5 times /upcoming in a new page (its documents counted as in Reads, found or missing) and /dashboard in a new page (the documents of the runQuery responses over the collections "Due this week" reads: paluwagans, debts, recurring, accounts).',
  "Export: a user with 30,000 transactions seeded over REST (one account); signed in on /accounts, then 5 times /transactions in a new page and a click on Export CSV (everything), timed in Node from the click to the download event; the documents of the page's Firestore responses from the click on, counted as in Reads (the count aggregation answers with one result, billed by Firestore as one read per 1,000 documents counted).",
  "Import: a GCash-like CSV of 10,000 rows over three months (a cash-in every tenth row) imported through /import into a new user's ₱0 account, 3 runs: from the file chosen to the preview's Import button (read, parsed and checked in the browser, the account's history read for duplicates); from the click on Import to the success message, and the documents written by the page's `:commit` requests (as in Writes: none since the import is a server job); then the undo of the whole import, timed from its confirming click to the dialog closing, with the page's writes.",
  "Restore: a backup of one wallet and 30,001 transactions (made in Node with the domain's `backupJson`) restored through /backup into a new user who has not set up: from the click on Restore backup to the page saying it is restored (the file sent once to the ledger callable, read and checked there, written in commits and the summaries rebuilt), one run; the file's size beside it.",
  "Reads: documents in the Firestore responses the page receives (runQuery `document`s, batchGet `found`s, single GETs); the dashboard from the sign-in click, other screens opened in a new signed-in page (full load), Load More from its click; user with 3 accounts, 2 paluwagans, 2 debts, 43 transactions. A screen opened in a new page leaves out the one document every app start reads whatever the screen (the user's profile, for the account's language), counted once in its own row. Writes: from the confirming click to the success toast, the time the page saw (the command's round trip to the ledger callable in the Functions emulator, and the refreshed screen), `writes` in the page's own `:commit` requests (none since the trusted writes: the server writes) and the documents the page read in the same window.",
  "Households: households of 5 people seeded over REST (the household and a member document each, as createHousehold and acceptInvite store them; the first person the owner, the others editors) with 3 accounts, 2 paluwagans, 2 debts and 30 or 30,000 incomes, no summaries until a rebuild; an editor with one account of their own signs in, chooses the household in the switcher (remembered on the device) and opens /insights once (the one-time rebuild). Then /dashboard, /transactions and /insights each in a new page (a full load), counted as in Reads: the documents of the household's books asked for, found or missing (a month without money moves has no summary, but asking for it is a read too; the target is a person's own dashboard's, issue #12's accounts + paluwagans + debts + 8, the household's document in place of the profile), and apart from them the member documents read (`households/{id}/members/{uid}`: the person's memberships for the switcher, the household's members for who made what, their own for the role and the activity count). Switching: a new page on the person's own dashboard, the household chosen in the switcher, timed from the change event to the frame where the Total Balance card says \"Across 3 accounts\" with nothing busy, then back to their own books (\"Across 1 account\"); median of 5, 30-transaction household. Bringing an account in: its owner, alone in a household seeded over REST with its ledger summary, moves a GCash of 1,000 or 10,000 incomes (seeded over REST) from their own books on /edit-account, timed from the click on Move it to the frame showing the toast; one run each (a move cannot be repeated on the same books).",
  'Lighthouse 12 CLI, desktop and mobile presets (simulated throttling; mobile: slow 4G, 4× CPU), against the Chromium above via `--remote-debugging-port`, the median of 3 runs each, on a stack of its own started before any other bench seeds anything (fresh emulators, nothing else running); /dashboard signed in within that browser, `--disable-storage-reset` keeps the session (and the service worker the first visit installed, as a returning user has it), the HTTP cache is cleared before each run.',
];

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function machine() {
  const cpu = cpus();
  return [
    `CPU: ${cpu[0]?.model ?? 'unknown'}, ${cpu.length} cores`,
    `RAM: ${Math.round(totalmem() / 1024 ** 3)} GiB`,
    `Node ${process.version}`,
    chromiumVersion(),
  ].join(' · ');
}

function commit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

/** The figures kept from earlier runs: per bench file, its figures and the run that measured them. */
function readKept() {
  if (!existsSync(KEPT)) return {};
  const kept = JSON.parse(readFileSync(KEPT, 'utf8'));
  return typeof kept === 'object' && kept !== null ? kept : {};
}

/** The kept figures with those of the bench files this run measured (`measured`) replaced. */
function mergeRun(kept, measured, run) {
  const next = { ...kept };
  for (const file of measured) {
    const path = join(FIGURES_DIR, `${file}.json`);
    if (existsSync(path)) next[file] = { run, figures: JSON.parse(readFileSync(path, 'utf8')) };
  }
  return next;
}

/** Every figure in table order, each with the run it comes from. */
function figuresOf(kept) {
  const files = Object.keys(kept);
  const order = [...FILES.filter((f) => files.includes(f)), ...files.filter((f) => !FILES.includes(f)).sort()];
  return order.flatMap((file) => kept[file].figures.map((figure) => ({ ...figure, run: kept[file].run })));
}

function targetText(target) {
  if (!target) return '';
  return 'atMost' in target ? `≤ ${target.atMost}` : `≥ ${target.atLeast}`;
}

function met(figure) {
  const { target, value } = figure;
  if (!target) return '';
  const ok = 'atMost' in target ? value <= target.atMost : value >= target.atLeast;
  return ok ? 'yes' : '**no**';
}

const runText = (run) => (run ? `${run.code}, ${run.date}` : '');

function table(figures) {
  const rows = figures.map((f) => [
    `${f.section}: ${f.name}`,
    String(f.value),
    f.unit,
    targetText(f.target),
    met(f),
    runText(f.run),
  ]);
  return [
    '| Figure | Value | Unit | Target | Met? | Run |',
    '|---|--:|---|---|---|---|',
    ...rows.map((cells) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n');
}

function report(figures, runs) {
  const missed = figures.filter((f) => met(f) === '**no**').length;
  const withTarget = figures.filter((f) => f.target).length;
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (`tools/bench.mjs`, specs in `apps/e2e/bench/`). Re-run it to refresh this page.',
    '',
    `- Last run: ${runs.latest}; rows of other runs are kept as they were (the Run column).`,
    `- Runs in this table: ${runs.all.join('; ')}`,
    `- Machine: ${machine()}`,
    `- Targets met: ${withTarget - missed} of ${withTarget}`,
    '',
    table(figures),
    '',
    '## How measured',
    '',
    ...HOW_MEASURED.map((line) => `- ${line}`),
    '',
  ].join('\n');
}

/** The apps that build (every one but the e2e suite). */
function apps() {
  return readdirSync(join(REPO_ROOT, 'apps')).filter(
    (name) => existsSync(join(REPO_ROOT, 'apps', name, 'project.json')) && name !== 'e2e',
  );
}

async function build() {
  const started = performance.now();
  const code = await run(bin('nx'), ['run-many', '-t', 'build', '--skip-nx-cache', '--outputStyle=static'], {
    cwd: REPO_ROOT,
    env: { NX_TUI: 'false' },
  });
  if (code !== 0) throw new Error('the production build failed');
  const figure = {
    section: 'Build',
    name: `production build, ${apps().length} apps, no cache`,
    value: Number(((performance.now() - started) / 1000).toFixed(1)),
    unit: 's',
  };
  writeFileSync(join(FIGURES_DIR, 'build.json'), `${JSON.stringify([figure], null, 2)}\n`);
}

/** Writes docs/benchmarks.md from the kept figures; `latest` names the run just made. */
function writeReport(kept, latest) {
  const figures = figuresOf(kept);
  const runs = { latest, all: [...new Set(figures.map((f) => runText(f.run)))] };
  console.log(`\nPitaka benchmarks\n\n${table(figures)}\n`);
  writeFileSync(REPORT, report(figures, runs));
  console.log(`Written to ${REPORT.slice(REPO_ROOT.length + 1)}`);
}

async function main() {
  // `--report`: the page again from docs/benchmarks.json, nothing measured.
  if (process.argv.includes('--report'))
    return writeReport(readKept(), 'none (--report: written from docs/benchmarks.json)');
  // The code as it is built and measured, not as it may be by the time the run ends.
  const only = process.argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const thisRun = { code: commit(), date: `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC` };
  rmSync(BENCH_DIR, { recursive: true, force: true });
  mkdirSync(FIGURES_DIR, { recursive: true });
  const built = !process.argv.includes('--skip-build');
  if (built) await build();
  const measuredFiles = [...(built ? ['build'] : []), ...(only ?? FILES.filter((f) => f !== 'build'))];
  // Each group on a stack of its own (Playwright starts fresh emulators per run): the Lighthouse
  // scores on a quiet one, before any seeding, so their rows do not depend on what ran before.
  const onQuietStack = measuredFiles.filter((file) => QUIET_STACK.includes(file));
  const rest = measuredFiles.filter((file) => file !== 'build' && !QUIET_STACK.includes(file));
  for (const group of [onQuietStack, rest].filter((files) => files.length > 0)) {
    await stackPortsFree();
    const files = group.map((name) => `apps/e2e/bench/${name}.bench.ts`);
    const measured = await run(bin('playwright'), ['test', '-c', 'apps/e2e/bench.config.ts', ...files], {
      cwd: REPO_ROOT,
      env: { TZ: 'Asia/Manila' },
    });
    if (measured !== 0) throw new Error('some figures could not be measured (see the Playwright output above)');
  }
  const kept = mergeRun(only ? readKept() : {}, measuredFiles, thisRun);
  // In the repository's format, so `npm test`'s format check holds after a bench run.
  const options = (await prettier.resolveConfig(KEPT)) ?? {};
  writeFileSync(KEPT, await prettier.format(JSON.stringify(kept), { ...options, filepath: KEPT }));
  writeReport(kept, `${thisRun.code}, ${thisRun.date}${only ? ` (${only.join(', ')} only)` : ''}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
