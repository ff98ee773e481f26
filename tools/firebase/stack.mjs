// Local Firebase stack for Pitaka: the official Cloud Firestore emulator (Java JAR, run directly)
// and the Auth emulator from firebase-tools, with optional persistence under a data directory.
//
// Used by `npm start` (persist to .data/) and `npm test` (fresh temp dir, other ports).
// Plain Node ESM, no dependencies beyond Node itself and the repo's firebase-tools.
//
// Data directory layout (a firebase-tools compatible export, so
// `firebase emulators:start --import <dataDir>/export` also understands it):
//   <dataDir>/export/firebase-export-metadata.json
//   <dataDir>/export/firestore_export/firestore_export.overall_export_metadata (+ data files)
//   <dataDir>/export/auth_export/accounts.json, config.json
// An export is written to <dataDir>/export.tmp-*, then swapped in with two renames
// (export -> export.old, tmp -> export); a start after a crash between them recovers export.old.

import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(HERE, '..', '..');
const HOST = '127.0.0.1';
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const JAR_REL = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
const MIN_JAVA = 17;

const HOW_TO_GET_JAR = [
  'The Cloud Firestore emulator JAR was not found. Get it one of these ways:',
  '  - Debian/Ubuntu with the Google Cloud apt repository: sudo apt-get install google-cloud-cli-firestore-emulator',
  '  - With the gcloud CLI: gcloud components install cloud-firestore-emulator',
  '  - Or point to a JAR you already have: export FIRESTORE_EMULATOR_JAR=/path/to/cloud-firestore-emulator.jar',
  '    (firebase-tools caches one under ~/.cache/firebase/emulators/ after `firebase setup:emulators:firestore`).',
  'Looked in: $FIRESTORE_EMULATOR_JAR, <gcloud sdk>/' + JAR_REL.split(path.sep).join('/') +
    ' (gcloud, /usr/lib/google-cloud-sdk, /usr/share/google-cloud-sdk, ~/google-cloud-sdk),',
  '  ~/.cache/firebase/emulators/cloud-firestore-emulator-*.jar.',
].join('\n');

const HOW_TO_GET_JAVA =
  `Install a JDK ${MIN_JAVA} or newer and put \`java\` on your PATH ` +
  `(Debian/Ubuntu: sudo apt-get install openjdk-17-jre-headless; macOS: brew install openjdk@17; ` +
  `or https://adoptium.net). The Firestore emulator runs on Java.`;

// ---------------------------------------------------------------------------------------------
// Finding the JAR and Java

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

function onPath(cmd) {
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    if (dir && isFile(path.join(dir, cmd))) return path.join(dir, cmd);
  }
  return null;
}

function gcloudSdkRoots() {
  const roots = [];
  const gcloud = onPath('gcloud');
  if (gcloud) {
    // Fast path: gcloud is normally <sdk>/bin/gcloud behind a symlink.
    try {
      roots.push(path.dirname(path.dirname(fs.realpathSync(gcloud))));
    } catch {
      /* ignore */
    }
    const fast = roots[0] && isFile(path.join(roots[0], JAR_REL));
    if (!fast) {
      try {
        const out = execFileSync(gcloud, ['info', '--format=value(installation.sdk_root)'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
          timeout: 20000,
        }).trim();
        if (out) roots.unshift(out);
      } catch {
        /* ignore: fall back to the usual places */
      }
    }
  }
  roots.push('/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', path.join(os.homedir(), 'google-cloud-sdk'));
  return [...new Set(roots)];
}

/** Path of the Cloud Firestore emulator JAR, or null. */
export function findFirestoreJar() {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) {
    if (isFile(fromEnv)) return path.resolve(fromEnv);
    // An explicit but wrong setting should not silently fall through to another JAR.
    return null;
  }
  for (const root of gcloudSdkRoots()) {
    const jar = path.join(root, JAR_REL);
    if (isFile(jar)) return jar;
  }
  const cache = path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  try {
    const jars = fs
      .readdirSync(cache)
      .filter((f) => /^cloud-firestore-emulator-.*\.jar$/.test(f))
      .map((f) => path.join(cache, f))
      .filter(isFile)
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
    if (jars.length) return jars[0];
  } catch {
    /* no cache */
  }
  return null;
}

function checkJava() {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 20000 });
  if (r.error) {
    throw new Error(`Java was not found (${r.error.code || r.error.message}). ${HOW_TO_GET_JAVA}`);
  }
  const text = `${r.stderr || ''}${r.stdout || ''}`;
  const m = text.match(/version "(\d+)(?:\.(\d+))?/);
  if (!m) throw new Error(`Could not read the Java version from \`java -version\`:\n${text}\n${HOW_TO_GET_JAVA}`);
  const major = m[1] === '1' ? Number(m[2]) : Number(m[1]);
  if (major < MIN_JAVA) {
    throw new Error(`Java ${major} found, but the Firestore emulator needs Java ${MIN_JAVA}+. ${HOW_TO_GET_JAVA}`);
  }
  return major;
}

function firebaseCli() {
  const require = createRequire(path.join(REPO_ROOT, 'package.json'));
  const pkgPath = require.resolve('firebase-tools/package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.firebase;
  return path.join(path.dirname(pkgPath), bin);
}

// ---------------------------------------------------------------------------------------------
// Ports

function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', (err) => {
      if (err.code === 'EADDRINUSE' || err.code === 'EACCES') {
        reject(
          new Error(
            `Port ${port} (${what}) is already in use on ${HOST}. ` +
              `Stop the other process (maybe another \`npm start\`/test stack; see \`ss -ltnp | grep :${port}\`) ` +
              `or choose another port.`,
          ),
        );
      } else reject(err);
    });
    srv.listen({ host: HOST, port, exclusive: true }, () => srv.close(() => resolve()));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen({ host: HOST, port: 0 }, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// HTTP helpers (global fetch, Node 20)

async function request(url, { method = 'GET', body, timeoutMs = 30000 } = {}) {
  const res = await fetch(url, {
    method,
    headers: { Authorization: 'Bearer owner', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} -> HTTP ${res.status}: ${text.slice(0, 500)}`);
  return text;
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** Delete every Firestore document of a project in the emulator. */
export async function clearFirestore(host, projectId) {
  await request(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
}

/** Delete every Auth user of a project in the emulator. */
export async function clearAuth(host, projectId) {
  await request(`http://${host}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
}

// ---------------------------------------------------------------------------------------------
// Child processes

const liveGroups = new Set();
let exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Safety net: if the parent exits without stop(), do not leave Java/firebase-tools behind.
  process.on('exit', () => {
    for (const pid of liveGroups) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
  });
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const NOISE = /HttpVersionRoutingHandler channelRead|Detected non-HTTP\/2 connection/;

function startChild(name, cmd, args, { cwd, env, log }) {
  const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  const emit = (raw) => {
    const line = raw.replace(ANSI, '').trimEnd();
    if (!line.trim() || NOISE.test(line)) return;
    tail.push(line);
    if (tail.length > 40) tail.shift();
    log(`[${name}] ${line}`);
  };
  // Output arrives in arbitrary chunks: only whole lines are logged, the rest waits for more.
  const lineReader = (stream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const parts = (rest + chunk).split(/\r?\n/);
      rest = parts.pop();
      parts.forEach(emit);
    });
    stream.on('end', () => {
      if (rest) emit(rest);
      rest = '';
    });
  };
  lineReader(child.stdout);
  lineReader(child.stderr);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (err) => {
      tail.push(String(err));
      resolve({ code: null, signal: null, error: err });
    });
  });
  if (child.pid) {
    liveGroups.add(child.pid);
    installExitHook();
  }
  let done = false;
  exited.then(() => (done = true));
  return {
    name,
    child,
    tail,
    exited,
    get done() {
      return done;
    },
    async kill(timeoutMs = 8000) {
      const pid = child.pid;
      if (!pid) return;
      const signalGroup = (sig) => {
        try {
          process.kill(-pid, sig);
        } catch {
          /* already gone */
        }
      };
      if (groupAlive(pid)) {
        signalGroup('SIGTERM');
        const deadline = Date.now() + timeoutMs;
        while (Date.now() < deadline && (groupAlive(pid) || !done)) await sleep(100);
        if (groupAlive(pid)) {
          log(`[${name}] did not stop after SIGTERM, sending SIGKILL`);
          signalGroup('SIGKILL');
          const hard = Date.now() + 5000;
          while (Date.now() < hard && groupAlive(pid)) await sleep(100);
        }
      }
      await Promise.race([exited, sleep(2000)]);
      liveGroups.delete(pid);
    },
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// A tiny detached watchdog: if this (parent) process dies without stop() (SIGKILL, an unhandled
// SIGTERM, a crash), it terminates the emulators' process groups, so no Java is left behind.
// It exits by itself once the groups are gone; stop() also ends it.
const WATCHDOG = `
const [parent, ...groups] = process.argv.slice(1).map(Number);
const alive = (pid, group) => { try { process.kill(group ? -pid : pid, 0); return true; } catch (e) { return e.code === 'EPERM'; } };
const signal = (sig) => groups.forEach((g) => { try { process.kill(-g, sig); } catch {} });
const timer = setInterval(() => {
  if (!groups.some((g) => alive(g, true))) process.exit(0);
  if (alive(parent, false)) return;
  clearInterval(timer);
  signal('SIGTERM');
  const t0 = Date.now();
  const wait = setInterval(() => {
    if (!groups.some((g) => alive(g, true))) process.exit(0);
    if (Date.now() - t0 > 8000) { signal('SIGKILL'); process.exit(0); }
  }, 200);
}, 500);
`;

function startWatchdog(pids) {
  const wd = spawn(process.execPath, ['-e', WATCHDOG, String(process.pid), ...pids.map(String)], {
    detached: true,
    stdio: 'ignore',
  });
  wd.unref();
  return wd;
}

async function waitReady(proc, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.done) {
      const { code, signal, error } = await proc.exited;
      throw new Error(
        `The ${proc.name} emulator exited before it was ready (${error ? error.message : signal ? `signal ${signal}` : `exit code ${code}`}). Last output:\n` +
          proc.tail.slice(-20).join('\n'),
      );
    }
    if (await answers(url)) return;
    if (Date.now() > deadline) {
      throw new Error(
        `The ${proc.name} emulator did not answer ${url} within ${Math.round(timeoutMs / 1000)} s. Last output:\n` +
          proc.tail.slice(-20).join('\n'),
      );
    }
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------
// Persistence

const EXPORT = 'export';
const FS_EXPORT = 'firestore_export';
const AUTH_EXPORT = 'auth_export';
const METADATA = 'firebase-export-metadata.json';

function isCompleteExport(dir) {
  return isFile(path.join(dir, METADATA));
}

/** Returns the directory of the last good export in dataDir (recovering a half-done swap), or null. */
function lastGoodExport(dataDir, log) {
  const current = path.join(dataDir, EXPORT);
  const old = path.join(dataDir, `${EXPORT}.old`);
  if (isCompleteExport(current)) return current;
  if (isCompleteExport(old)) {
    log(`[stack] recovering ${old} (an export was interrupted)`);
    fs.rmSync(current, { recursive: true, force: true });
    fs.renameSync(old, current);
    return current;
  }
  return null;
}

function removeStaleTemps(dataDir) {
  for (const f of fs.readdirSync(dataDir)) {
    if (f.startsWith(`${EXPORT}.tmp-`)) fs.rmSync(path.join(dataDir, f), { recursive: true, force: true });
  }
}

async function importAuth(authHost, projectId, exportDir, log) {
  const dir = path.join(exportDir, AUTH_EXPORT);
  const configFile = path.join(dir, 'config.json');
  if (isFile(configFile)) {
    await request(`http://${authHost}/emulator/v1/projects/${projectId}/config`, {
      method: 'PATCH',
      body: fs.readFileSync(configFile, 'utf8'),
    });
  }
  const accountsFile = path.join(dir, 'accounts.json');
  if (!isFile(accountsFile)) return 0;
  const accounts = JSON.parse(fs.readFileSync(accountsFile, 'utf8'));
  const users = accounts.users || [];
  if (!users.length) return 0; // batchCreate rejects an empty list (MISSING_USER_ACCOUNT)
  const res = JSON.parse(
    await request(`http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`, {
      method: 'POST',
      body: { users },
    }),
  );
  if (res.error && res.error.length) {
    log(`[auth] ${res.error.length} of ${users.length} users were not imported: ${JSON.stringify(res.error.slice(0, 3))}`);
  }
  return users.length - ((res.error && res.error.length) || 0);
}

async function exportAuth(authHost, projectId, dir) {
  await fsp.mkdir(dir, { recursive: true });
  const accounts = await request(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`,
  );
  JSON.parse(accounts); // must be complete JSON before it counts as an export
  await fsp.writeFile(path.join(dir, 'accounts.json'), accounts);
  const config = await request(`http://${authHost}/emulator/v1/projects/${projectId}/config`);
  JSON.parse(config);
  await fsp.writeFile(path.join(dir, 'config.json'), config);
  return (JSON.parse(accounts).users || []).length;
}

// ---------------------------------------------------------------------------------------------
// The stack

/**
 * Start the Firestore (JAR) and Auth (firebase-tools) emulators. Resolves once both answer HTTP.
 * @param {object} [o]
 * @param {string} [o.projectId='demo-pitaka']
 * @param {number} [o.firestorePort=8080]
 * @param {number} [o.authPort=9099]
 * @param {number} [o.hubPort] firebase-tools hub port: 4400 when authPort is 9099, else a free port
 * @param {number} [o.loggingPort] firebase-tools logging port: 4500 when authPort is 9099, else a free port
 * @param {string} [o.dataDir] where exports live (default <repo>/.data when persist)
 * @param {boolean} [o.persist=false] import at start, export every exportIntervalMs and on stop
 * @param {number} [o.exportIntervalMs=60000]
 * @param {string} [o.rules] rules file (default <repo>/firestore.rules)
 * @param {(line: string) => void} [o.log]
 * @param {number} [o.startTimeoutMs=90000]
 */
export async function startFirebaseStack(o = {}) {
  const projectId = o.projectId ?? 'demo-pitaka';
  const firestorePort = o.firestorePort ?? 8080;
  const authPort = o.authPort ?? 9099;
  const persist = !!o.persist;
  const log = o.log ?? (() => undefined);
  const exportIntervalMs = o.exportIntervalMs ?? 60000;
  const startTimeoutMs = o.startTimeoutMs ?? 90000;
  const rules = path.resolve(o.rules ?? path.join(REPO_ROOT, 'firestore.rules'));
  const dataDir = o.dataDir ? path.resolve(o.dataDir) : persist ? path.join(REPO_ROOT, '.data') : null;

  // 1. Everything that can fail cheaply, before any process is spawned.
  const jar = findFirestoreJar();
  if (!jar) {
    const env = process.env.FIRESTORE_EMULATOR_JAR;
    throw new Error(
      (env ? `FIRESTORE_EMULATOR_JAR is set to "${env}", which is not a file.\n` : '') + HOW_TO_GET_JAR,
    );
  }
  checkJava();
  if (!isFile(rules)) throw new Error(`Firestore rules file not found: ${rules}`);
  const cli = firebaseCli();

  const defaultPorts = authPort === 9099;
  const hubPort = o.hubPort ?? (defaultPorts ? 4400 : await freePort());
  let loggingPort = o.loggingPort ?? (defaultPorts ? 4500 : await freePort());
  while (loggingPort === hubPort) loggingPort = await freePort();
  const ports = [
    [firestorePort, 'Firestore emulator'],
    [authPort, 'Auth emulator'],
    [hubPort, 'firebase-tools emulator hub'],
    [loggingPort, 'firebase-tools emulator logging'],
  ];
  const seen = new Map();
  for (const [port, what] of ports) {
    if (seen.has(port)) throw new Error(`Port ${port} is asked for twice (${seen.get(port)} and ${what}).`);
    seen.set(port, what);
  }
  for (const [port, what] of ports) await assertPortFree(port, what);

  let seed = null;
  if (persist) {
    fs.mkdirSync(dataDir, { recursive: true });
    removeStaleTemps(dataDir);
    const good = lastGoodExport(dataDir, log);
    if (good) {
      const meta = path.join(good, FS_EXPORT, `${FS_EXPORT}.overall_export_metadata`);
      if (isFile(meta)) seed = meta;
    }
  }

  // 2. Spawn both emulators in parallel.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitaka-firebase-'));
  const authConfig = {
    emulators: {
      auth: { host: HOST, port: authPort },
      hub: { host: HOST, port: hubPort },
      logging: { host: HOST, port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  fs.writeFileSync(path.join(workDir, 'firebase.json'), JSON.stringify(authConfig, null, 2));

  const fsArgs = [
    '-cp',
    jar,
    FIRESTORE_MAIN,
    'start',
    `--host=${HOST}`,
    `--port=${firestorePort}`,
    `--rules=${rules}`,
    `--project_id=${projectId}`,
  ];
  if (seed) fsArgs.push(`--seed_from_export=${seed}`);

  const childEnv = { ...process.env, TMPDIR: workDir }; // keeps firebase-tools' hub locator file per stack
  delete childEnv.FIRESTORE_EMULATOR_HOST;
  delete childEnv.FIREBASE_AUTH_EMULATOR_HOST;

  log(`[stack] Firestore: java ${fsArgs.join(' ')}`);
  const firestore = startChild('firestore', 'java', fsArgs, { cwd: workDir, env: childEnv, log });
  const auth = startChild(
    'auth',
    process.execPath,
    [cli, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', path.join(workDir, 'firebase.json')],
    { cwd: workDir, env: childEnv, log },
  );

  const watchdog = startWatchdog([firestore.child.pid, auth.child.pid].filter(Boolean));

  const firestoreHost = `${HOST}:${firestorePort}`;
  const authHost = `${HOST}:${authPort}`;

  let stopped = false;
  let timer = null;
  let exportChain = Promise.resolve();
  let exportSeq = 0;

  const killAll = async () => {
    await Promise.all([firestore.kill(), auth.kill()]);
    try {
      if (watchdog.pid) process.kill(watchdog.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await Promise.all([
      waitReady(firestore, `http://${firestoreHost}/`, startTimeoutMs),
      waitReady(auth, `http://${authHost}/`, startTimeoutMs),
    ]);
    if (persist && seed) log(`[stack] Firestore data imported from ${path.dirname(path.dirname(seed))}`);
    if (persist) {
      const good = lastGoodExport(dataDir, log);
      if (good) {
        const n = await importAuth(authHost, projectId, good, log);
        log(`[stack] Auth: ${n} user(s) imported from ${good}`);
      }
    }
  } catch (err) {
    await killAll();
    if (persist && fs.existsSync(path.join(dataDir, EXPORT))) {
      err.message +=
        `\n(Data was being imported from ${path.join(dataDir, EXPORT)}; if it is damaged, move that folder away ` +
        'and start again with empty emulators.)';
    }
    throw err;
  }

  async function doExport() {
    if (!dataDir) throw new Error('exportNow() needs a dataDir');
    fs.mkdirSync(dataDir, { recursive: true });
    const tmp = path.join(dataDir, `${EXPORT}.tmp-${process.pid}-${++exportSeq}`);
    const current = path.join(dataDir, EXPORT);
    const old = path.join(dataDir, `${EXPORT}.old`);
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(tmp, { recursive: true });
    try {
      await request(`http://${firestoreHost}/emulator/v1/projects/${projectId}:export`, {
        method: 'POST',
        body: {
          database: `projects/${projectId}/databases/(default)`,
          export_directory: tmp,
          export_name: FS_EXPORT,
        },
        timeoutMs: 120000,
      });
      if (!isFile(path.join(tmp, FS_EXPORT, `${FS_EXPORT}.overall_export_metadata`))) {
        throw new Error('the Firestore emulator reported success but wrote no export metadata');
      }
      const users = await exportAuth(authHost, projectId, path.join(tmp, AUTH_EXPORT));
      const metadata = {
        version: 'pitaka-stack-1',
        firestore: { version: 'prod', path: FS_EXPORT, metadata_file: `${FS_EXPORT}/${FS_EXPORT}.overall_export_metadata` },
        auth: { version: 'pitaka-stack-1', path: AUTH_EXPORT },
        exportedAt: new Date().toISOString(),
        users,
      };
      // Written last: its presence marks a complete export.
      fs.writeFileSync(path.join(tmp, METADATA), JSON.stringify(metadata, null, 2));
      // Swap: keep the last good copy until the new one is in place.
      if (fs.existsSync(current)) {
        fs.rmSync(old, { recursive: true, force: true });
        fs.renameSync(current, old);
      }
      fs.renameSync(tmp, current);
      fs.rmSync(old, { recursive: true, force: true });
    } catch (err) {
      fs.rmSync(tmp, { recursive: true, force: true });
      throw err;
    }
  }

  const exportNow = () => {
    const run = exportChain.then(doExport);
    exportChain = run.catch(() => undefined);
    return run;
  };

  if (persist && exportIntervalMs > 0) {
    timer = setInterval(() => {
      if (firestore.done || auth.done) return;
      exportNow().catch((err) => log(`[stack] periodic export failed: ${err.message}`));
    }, exportIntervalMs);
    timer.unref();
  }

  // A child that dies later is reported (the caller decides what to do).
  [firestore, auth].forEach((p) =>
    p.exited.then(({ code, signal }) => {
      if (!stopped) log(`[stack] the ${p.name} emulator exited unexpectedly (${signal ?? `code ${code}`})`);
    }),
  );

  let stopping = null;
  const stop = () => {
    if (stopping) return stopping;
    stopping = (async () => {
      if (timer) clearInterval(timer);
      if (persist && !firestore.done && !auth.done) {
        try {
          await exportNow();
          log(`[stack] data exported to ${path.join(dataDir, EXPORT)}`);
        } catch (err) {
          log(`[stack] export on stop failed (the previous export is kept): ${err.message}`);
        }
      }
      stopped = true;
      await killAll();
    })();
    return stopping;
  };

  return { firestoreHost, authHost, projectId, hubPort, loggingPort, dataDir, exportNow, stop };
}
