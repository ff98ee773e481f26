// The two emulator processes of a stack: the Cloud Firestore JAR run directly by Java, and the
// Auth emulator of the repo's firebase-tools (with the Functions emulator beside it when the stack
// runs the functions). Each runs in its own process group, logs whole
// lines under its name, and is killed by a watchdog if this process dies without stopping them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGroup, waitForHttp } from '../process-utils.mjs';
import { EMULATOR_HOST } from './project.mjs';
import { startWatchdog, stopWatchdog } from './watchdog.mjs';

const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const NOISE = /HttpVersionRoutingHandler channelRead|Detected non-HTTP\/2 connection/;
const TAIL_LINES = 40;

function describeExit({ code, signal, error }) {
  if (error) return error.message;
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/** One emulator process; `tail` keeps its last output lines for error messages. */
function startEmulator(name, command, args, { cwd, env, log }) {
  const tail = [];
  const keep = (line) => {
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
  };
  const group = startGroup(command, args, {
    cwd,
    env,
    onLine: (raw) => {
      const line = raw.replace(ANSI, '').trimEnd();
      if (!line.trim() || NOISE.test(line)) return;
      keep(line);
      log(`[${name}] ${line}`);
    },
  });
  group.exited.then(({ error }) => error && keep(String(error)));
  return {
    name,
    tail,
    exited: group.exited,
    pid: group.child.pid,
    get done() {
      return group.done;
    },
    async stop() {
      if (await group.stop()) log(`[${name}] did not stop after SIGTERM, was sent SIGKILL`);
    },
  };
}

async function waitUntilAnswering(emulator, url, timeoutMs) {
  try {
    await waitForHttp(url, timeoutMs, { pollMs: 100, attemptTimeoutMs: 1000, exited: emulator.exited });
  } catch (error) {
    const why = error.exit
      ? `exited before it was ready (${describeExit(error.exit)})`
      : `did not answer ${url} within ${Math.round(timeoutMs / 1000)} s`;
    throw new Error(`The ${emulator.name} emulator ${why}. Last output:\n${emulator.tail.slice(-20).join('\n')}`);
  }
}

/** The emulator answers 404 for a function until it has loaded the functions' code. */
async function waitUntilLoaded(emulator, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":null}',
    })
      .then((response) => response.status)
      .catch(() => 0);
    if (status !== 0 && status !== 404) return;
    if (emulator.done || Date.now() > deadline) {
      throw new Error(
        `The functions were not loaded from ${url}. Last output:\n${emulator.tail.slice(-20).join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function startFirestore({ jar, rules, projectId, firestorePort, seed, cwd, env, log }) {
  const args = [
    '-cp',
    jar,
    FIRESTORE_MAIN,
    'start',
    `--host=${EMULATOR_HOST}`,
    `--port=${firestorePort}`,
    `--rules=${rules}`,
    `--project_id=${projectId}`,
  ];
  if (seed) args.push(`--seed_from_export=${seed}`);
  log(`[stack] Firestore: java ${args.join(' ')}`);
  return startEmulator('firestore', 'java', args, { cwd, env, log });
}

/** The Functions emulator's part of firebase.json: the built functions (a path from `cwd`). */
function functionsConfig({ functions, functionsPort, tasksPort, eventarcPort, cwd }) {
  if (!functions) return {};
  return {
    functions: { source: path.relative(cwd, functions.source), runtime: functions.runtime },
    emulatorEntry: {
      functions: { host: EMULATOR_HOST, port: functionsPort },
      tasks: { host: EMULATOR_HOST, port: tasksPort },
      eventarc: { host: EMULATOR_HOST, port: eventarcPort },
    },
  };
}

function startAuth({ firebaseCli, projectId, authPort, hubPort, loggingPort, cwd, env, log, ...options }) {
  const config = path.join(cwd, 'firebase.json');
  const { functions, emulatorEntry } = functionsConfig({ ...options, cwd });
  const emulators = {
    ...emulatorEntry,
    auth: { host: EMULATOR_HOST, port: authPort },
    hub: { host: EMULATOR_HOST, port: hubPort },
    logging: { host: EMULATOR_HOST, port: loggingPort },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  fs.writeFileSync(config, JSON.stringify({ ...(functions ? { functions } : {}), emulators }, null, 2));
  const only = functions ? 'auth,functions' : 'auth';
  const args = [firebaseCli, 'emulators:start', '--only', only, '--project', projectId, '--config', config];
  return startEmulator('auth', process.execPath, args, { cwd, env, log });
}

/**
 * Spawns both emulators in parallel. Options: jar, firebaseCli, rules, projectId, seed (a Firestore
 * export to start from, or null), firestorePort, authPort, hubPort, loggingPort, log; and
 * `functions` ({ source, runtime, ready }: the built functions, the URL path of one of them that
 * answers once they are loaded) with functionsPort.
 */
export function startEmulators(options) {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'pitaka-firebase-'));
  // A TMPDIR per stack keeps firebase-tools' hub locator file apart from other stacks'; the
  // emulators must not see a parent's emulator hosts.
  const env = { TMPDIR: cwd, FIRESTORE_EMULATOR_HOST: undefined, FIREBASE_AUTH_EMULATOR_HOST: undefined };
  const firestoreHost = `${EMULATOR_HOST}:${options.firestorePort}`;
  const firestore = startFirestore({ ...options, cwd, env });
  // The functions' Admin SDK reaches this stack's Firestore (firebase-tools starts none itself).
  const authEnv = options.functions ? { ...env, FIRESTORE_EMULATOR_HOST: firestoreHost } : env;
  const auth = startAuth({ ...options, cwd, env: authEnv });
  const watchdog = startWatchdog([firestore.pid, auth.pid].filter(Boolean));
  const authHost = `${EMULATOR_HOST}:${options.authPort}`;
  const functionsHost = options.functions ? `${EMULATOR_HOST}:${options.functionsPort}` : null;
  let stopping = null;

  const reportLaterExits = () =>
    [firestore, auth].forEach((emulator) =>
      emulator.exited.then(({ code, signal }) => {
        if (!stopping)
          options.log(`[stack] the ${emulator.name} emulator exited unexpectedly (${signal ?? `code ${code}`})`);
      }),
    );

  return {
    firestoreHost,
    authHost,
    functionsHost,
    /** Resolves once both answer HTTP; from then on an exit that stop() did not cause is logged. */
    async waitUntilReady(timeoutMs) {
      await Promise.all([
        waitUntilAnswering(firestore, `http://${firestoreHost}/`, timeoutMs),
        waitUntilAnswering(auth, `http://${authHost}/`, timeoutMs),
        functionsHost &&
          waitUntilLoaded(auth, `http://${functionsHost}/${options.projectId}/${options.functions.ready}`, timeoutMs),
      ]);
      reportLaterExits();
    },
    get bothRunning() {
      return !firestore.done && !auth.done;
    },
    stop() {
      stopping ??= (async () => {
        await Promise.all([firestore.stop(), auth.stop()]);
        stopWatchdog(watchdog);
        fs.rmSync(cwd, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}
