#!/usr/bin/env node
// `npm test`: format check, lint, typecheck, every Jest project (unit, component, and data + rules tests against
// real emulators), a production build, then the Playwright suite in Chromium against the built apps.
// Ends with one line "N passed, N failed" over all tests run.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFirebaseStack, REPO_ROOT } from './firebase/stack.mjs';
import { FUNCTIONS } from './firebase/functions.mjs';
import { run } from './process-utils.mjs';

const bin = (name) => join(REPO_ROOT, 'node_modules/.bin', name);
const TEST_ENV = { TZ: 'Asia/Manila', NX_TUI: 'false', NX_NO_CLOUD: 'true' };
const RESULTS = join(REPO_ROOT, 'tmp/test-results');

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  const ok = await fn();
  console.log(`━━ ${name}: ${ok ? 'ok' : 'FAILED'} (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok;
}

// --ci on a 2-core machine would give Jest one worker; the emulator-bound suites mostly wait, so
// two workers nearly halve the step (measured: 564 s -> 358 s).
async function jestWithEmulators() {
  // The functions' tests call them in the Functions emulator, which runs them as built.
  const nx = (...args) => run(bin('nx'), args, { cwd: REPO_ROOT, env: TEST_ENV });
  if ((await nx('run', 'functions:build', '--outputStyle=static')) !== 0) return false;
  const dataDir = mkdtempSync(join(tmpdir(), 'pitaka-jest-'));
  const stack = await startFirebaseStack({
    firestorePort: 8180,
    authPort: 9199,
    functions: FUNCTIONS,
    functionsPort: 5101,
    dataDir,
    persist: false,
  });
  try {
    const code = await run(
      bin('jest'),
      ['-c', 'jest.config.cjs', '--ci', '--maxWorkers=2', '--json', `--outputFile=${join(RESULTS, 'jest.json')}`],
      {
        cwd: REPO_ROOT,
        env: {
          ...TEST_ENV,
          FIRESTORE_EMULATOR_HOST: stack.firestoreHost,
          FIREBASE_AUTH_EMULATOR_HOST: stack.authHost,
          FUNCTIONS_EMULATOR_HOST: stack.functionsHost,
        },
      },
    );
    return code === 0;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// One TypeScript program per kind of code (tools/typecheck/: libraries without Node or Jest types,
// apps with Node's, every spec with Jest's) rather than two per project, so that the libraries and
// @types are checked once instead of once per project; two at a time (measured: 143 s -> 70 s).
// Each project's own `typecheck` target checks the same files with the same options.
const TYPECHECK_PROGRAMS = [
  'tools/typecheck/tsconfig.specs.json',
  'tools/typecheck/tsconfig.libs.json',
  'tools/typecheck/tsconfig.apps.json',
  'apps/shell/tsconfig.sw.json',
  'apps/e2e/tsconfig.json',
  'tools/firestore-rules/tsconfig.json',
  'tools/workspace-checks/tsconfig.json',
];

async function typecheck() {
  const queue = [...TYPECHECK_PROGRAMS];
  let ok = true;
  const worker = async () => {
    for (let config = queue.shift(); config; config = queue.shift()) {
      if ((await run(bin('tsc'), ['-p', config, '--noEmit'], { cwd: REPO_ROOT })) !== 0) ok = false;
    }
  };
  await Promise.all([worker(), worker()]);
  return ok;
}

async function main() {
  rmSync(RESULTS, { recursive: true, force: true });
  rmSync(join(REPO_ROOT, 'tmp/e2e'), { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const nx = (...args) => run(bin('nx'), args, { cwd: REPO_ROOT, env: TEST_ENV });
  const results = [];
  results.push(
    await step(
      'format (Prettier)',
      async () =>
        (await run(bin('prettier'), ['--check', '**/*.{ts,tsx,js,mjs,cjs,json,html,css}'], { cwd: REPO_ROOT })) === 0,
    ),
  );
  // One ESLint run over every project (the projects' `lint` targets run it per project, each
  // loading the config and the TypeScript parser again). Nx's boundary rule only reads a cached
  // project graph (without one it skips itself with a warning): `nx show projects` writes it.
  results.push(
    await step(
      'lint',
      async () =>
        (await nx('show', 'projects')) === 0 &&
        (await run(bin('eslint'), ['apps', 'libs', 'tools', '--concurrency', '2'], { cwd: REPO_ROOT })) === 0,
    ),
  );
  results.push(await step('typecheck', typecheck));
  results.push(await step('jest (unit, component, data, rules)', jestWithEmulators));
  const built = await step('build', async () => (await nx('run-many', '-t', 'build', '--outputStyle=static')) === 0);
  results.push(built);
  if (built) {
    results.push(
      await step(
        'e2e (Playwright, Chromium)',
        async () =>
          (await run(bin('playwright'), ['test', '-c', 'apps/e2e/playwright.config.ts'], {
            cwd: REPO_ROOT,
            env: TEST_ENV,
          })) === 0,
      ),
    );
  }

  const jest = readJson(join(RESULTS, 'jest.json'));
  const e2e = existsSync(join(REPO_ROOT, 'tmp/e2e/results.json'))
    ? readJson(join(REPO_ROOT, 'tmp/e2e/results.json'))
    : undefined;
  const passed = (jest?.numPassedTests ?? 0) + (e2e?.stats ? e2e.stats.expected + e2e.stats.flaky : 0);
  const failed = (jest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
  const allStepsOk = results.every(Boolean);
  console.log(
    `\nSteps: ${allStepsOk ? 'all ok' : 'some FAILED'}. Jest ${jest?.numPassedTests ?? 0}/${jest?.numTotalTests ?? 0}, e2e ${e2e?.stats?.expected ?? 0} passed${e2e?.stats?.flaky ? ` (${e2e.stats.flaky} flaky)` : ''}.`,
  );
  console.log(`${passed} passed, ${failed + (allStepsOk || failed ? 0 : 1)} failed`);
  process.exit(allStepsOk && failed === 0 && passed > 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
