#!/usr/bin/env node
// `npm start`: the local Firebase stack (data kept in .data/; the Cloud Functions built, run by the
// Functions emulator and rebuilt on change) plus the shell and every remote of
// tools/remote-registry.json as webpack dev servers. `npm start -- --only accounts` runs one
// remote standalone instead.
// Ctrl-C stops everything it started and saves the emulators' data.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONS } from './firebase/functions.mjs';
import { startFirebaseStack, REPO_ROOT } from './firebase/stack.mjs';
import { startWatchdog, stopWatchdog } from './firebase/watchdog.mjs';
import { isPortFree, run, startGroup, waitForHttp } from './process-utils.mjs';
import { APP_PORTS, localRuntimeConfig, REMOTE_NAMES as REMOTES } from './runtime-config.mjs';

function parseArgs(argv) {
  const onlyIndex = argv.indexOf('--only');
  if (onlyIndex === -1) return { apps: ['shell', ...REMOTES] };
  const only = argv[onlyIndex + 1];
  if (!REMOTES.includes(only)) throw new Error(`--only takes one of: ${REMOTES.join(', ')}`);
  return { apps: [only] };
}

async function assertAppPortsFree(apps) {
  for (const app of apps) {
    if (!(await isPortFree(APP_PORTS[app]))) {
      throw new Error(
        `Port ${APP_PORTS[app]} (${app}) is already in use. Stop the other process ` +
          `(see \`ss -ltnp | grep :${APP_PORTS[app]}\`) and run npm start again.`,
      );
    }
  }
}

async function main() {
  const { apps } = parseArgs(process.argv.slice(2));
  await assertAppPortsFree(apps);

  const nx = join(REPO_ROOT, 'node_modules/.bin/nx');
  const nxEnv = { NX_TUI: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' };
  console.log('Building the Cloud Functions…');
  if ((await run(nx, ['run', 'functions:build', '--outputStyle=static'], { cwd: REPO_ROOT, env: nxEnv })) !== 0) {
    throw new Error('the Cloud Functions did not build (see above)');
  }
  console.log('Starting the Firebase emulators (Auth, Firestore, Functions; data in .data/)…');
  const firebase = await startFirebaseStack({
    persist: true,
    dataDir: join(REPO_ROOT, '.data'),
    functions: FUNCTIONS,
    log: (line) => console.log(`[firebase] ${line}`),
  });

  const runtimeDir = join(REPO_ROOT, 'tmp/runtime');
  mkdirSync(runtimeDir, { recursive: true });
  const config = localRuntimeConfig({
    authHost: firebase.authHost,
    firestoreHost: firebase.firestoreHost,
    functionsHost: firebase.functionsHost,
  });
  writeFileSync(join(runtimeDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);

  console.log(`Starting ${apps.join(', ')} (webpack dev servers)…`);
  const reportProblems = (line) => {
    if (/error|warn/i.test(line) && !/source map/i.test(line)) console.log(line);
  };
  const servers = startGroup(
    nx,
    ['run-many', '-t', 'serve', '-p', ...apps, `--parallel=${apps.length}`, '--outputStyle=stream'],
    { cwd: REPO_ROOT, env: nxEnv, onLine: reportProblems },
  );
  // The Functions emulator reloads the functions whenever this rebuilds them.
  const functionsWatch = startGroup(nx, ['run', 'functions:build', '--watch', '--outputStyle=stream'], {
    cwd: REPO_ROOT,
    env: nxEnv,
    onLine: reportProblems,
  });
  // A kill -9 of this process runs no cleanup: the watchdog then stops the dev servers' group,
  // as the emulators' own watchdog stops them, so the ports are free for the next npm start.
  const groups = [servers.child.pid, functionsWatch.child.pid].filter(Boolean);
  const watchdog = groups.length ? startWatchdog(groups) : undefined;

  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping… (saving emulator data to .data/)');
    await Promise.all([servers.stop(), functionsWatch.stop()]);
    if (watchdog) stopWatchdog(watchdog);
    await firebase.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  servers.exited.then(() => {
    if (!stopping) {
      console.error('The dev servers exited unexpectedly.');
      stop(1);
    }
  });

  try {
    await Promise.all(apps.map((app) => waitForHttp(`http://127.0.0.1:${APP_PORTS[app]}/`, 180_000)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return stop(1);
  }
  const url = `http://localhost:${APP_PORTS[apps[0]]}`;
  console.log(`\nPitaka is running: ${url}\n(Ctrl-C stops everything and keeps your data in .data/)`);
}

main().catch((error) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
