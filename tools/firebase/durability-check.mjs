#!/usr/bin/env node
// Checks what stopping the persisted stack can lose, through the real script in a child process
// (run-stack.mjs --persist: the startFirebaseStack({ persist: true }) that `npm start` runs):
//  - kill -9 of its node process loses at most the changes since the last periodic export, and
//    the watchdog stops both emulators, so none is left holding a port;
//  - a restart brings back the users (same uid, the password works, a wrong one is still refused)
//    and the documents;
//  - a clean stop (SIGINT, as Ctrl-C sends) loses nothing: its export holds the last write;
//  - an export interrupted mid-swap (export renamed to export.old, a stray export.tmp-* folder left)
//    loses nothing either: the next start recovers export.old and removes the stray folder.
//   node tools/firebase/durability-check.mjs [--firestore-port 8480] [--auth-port 9499]
//                                            [--hub-port 4490] [--logging-port 4590] [--verbose]
// Uses its own ports and a fresh temp data dir; exits non-zero on any failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isPortFree } from '../process-utils.mjs';
import { EMULATOR_HOST, PROJECT_ID, REPO_ROOT } from './project.mjs';

const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const verbose = args.includes('--verbose');
const firestorePort = arg('--firestore-port', 8480);
const authPort = arg('--auth-port', 9499);
// Fixed too, so that every port of the stack can be checked free after a kill -9.
const hubPort = arg('--hub-port', 4490);
const loggingPort = arg('--logging-port', 4590);
const ports = [firestorePort, authPort, hubPort, loggingPort];
const projectId = PROJECT_ID;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitaka-durability-'));
const dataDir = path.join(workDir, 'data');
const exportDir = path.join(dataDir, 'export');
// What a crash in the middle of an export leaves behind (see persistence.mjs).
const interruptedSwapDir = path.join(dataDir, 'export.old');
const strayTempDir = path.join(dataDir, 'export.tmp-99999-1');
// The stack's TMPDIR: a killed stack cannot remove its temp folder, so it is made where this check cleans up.
const stackTmpDir = path.join(workDir, 'tmp');
fs.mkdirSync(stackTmpDir);

const SHORT_EXPORT_EVERY_S = 2;
// Long enough that no periodic export runs before the clean stop: only the export on stop can save.
const LONG_EXPORT_EVERY_S = 600;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let running = null;

function assert(cond, msg) {
  if (!cond) throw new Error(`FAILED: ${msg}`);
  console.log(`ok - ${msg}`);
}

async function json(url, init = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers || {}) },
  });
  const body = await res.json().catch(() => ({}));
  return { status: res.status, body };
}

const auth = (p) => `http://${EMULATOR_HOST}:${authPort}/identitytoolkit.googleapis.com/v1/${p}?key=fake`;
const docUrl = (p) =>
  `http://${EMULATOR_HOST}:${firestorePort}/v1/projects/${projectId}/databases/(default)/documents/${p}`;

const signUp = (email, password) =>
  json(auth('accounts:signUp'), { method: 'POST', body: JSON.stringify({ email, password, returnSecureToken: true }) });
const signIn = (email, password) =>
  json(auth('accounts:signInWithPassword'), {
    method: 'POST',
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
const readValue = async (p) =>
  (await json(docUrl(p), { headers: { Authorization: 'Bearer owner' } })).body.fields?.value?.stringValue;
const writeValue = (p, value) =>
  json(docUrl(p), {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: { value: { stringValue: value } } }),
  });

/** run-stack.mjs's command line: this check's data dir and ports, the given export interval. */
function runStackArgs(exportEverySeconds) {
  const options = {
    '--data-dir': dataDir,
    '--export-every': exportEverySeconds,
    '--firestore-port': firestorePort,
    '--auth-port': authPort,
    '--hub-port': hubPort,
    '--logging-port': loggingPort,
  };
  const flags = ['--persist', ...(verbose ? [] : ['--quiet'])];
  return [
    path.join(REPO_ROOT, 'tools/firebase/run-stack.mjs'),
    ...flags,
    ...Object.entries(options).flat().map(String),
  ];
}

/** Starts run-stack.mjs --persist on dataDir; resolves once it prints that it is ready. */
async function startStack(label, exportEverySeconds) {
  const t0 = Date.now();
  const child = spawn(process.execPath, runStackArgs(exportEverySeconds), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TMPDIR: stackTmpDir },
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  running = { child, exited };
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (verbose) process.stdout.write(chunk);
      if (output.includes('Press Ctrl-C to stop.')) resolve();
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    exited.then(({ code, signal }) =>
      reject(new Error(`run-stack exited (${signal ?? code}) before it was ready:\n${output}`)),
    );
  });
  console.log(`# ${label}: stack ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Sends the signal to the stack's node process only (its emulators run in their own process groups). */
async function signalStack(signal) {
  const { child, exited } = running;
  running = null;
  child.kill(signal);
  return exited;
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** True once the complete export on disk holds the user and the Firestore value (mid-swap: false). */
function exportHolds(uid, value) {
  try {
    if (!fs.existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) return false;
    const accounts = fs.readFileSync(path.join(exportDir, 'auth_export', 'accounts.json'), 'utf8');
    const firestoreFiles = filesUnder(path.join(exportDir, 'firestore_export'));
    return accounts.includes(uid) && firestoreFiles.some((f) => fs.readFileSync(f).includes(value));
  } catch {
    return false;
  }
}

async function waitUntil(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) await sleep(200);
  return condition();
}

const allPortsFree = async () => (await Promise.all(ports.map((p) => isPortFree(p, EMULATOR_HOST)))).every(Boolean);

async function main() {
  const email = 'durable@example.com';
  const password = 'Secret123';
  const marker = (name) => `${name}-${process.pid}-${Date.now()}`;
  const [valueA, valueB, valueC] = ['A', 'B', 'C'].map(marker);

  // Round 1: a user and document A reach a periodic export; B is written just before a kill -9.
  await startStack('cold start', SHORT_EXPORT_EVERY_S);
  const created = await signUp(email, password);
  assert(created.status === 200 && created.body.localId, 'sign-up in the Auth emulator');
  const uid = created.body.localId;
  assert((await writeValue(`users/${uid}/notes/a`, valueA)).status === 200, 'write document A');
  const exported = await waitUntil(() => exportHolds(uid, valueA), 30_000);
  assert(exported, `a periodic export (every ${SHORT_EXPORT_EVERY_S} s) holds the user and A`);
  assert((await writeValue(`users/${uid}/notes/b`, valueB)).status === 200, 'write document B');
  const killed = await signalStack('SIGKILL');
  assert(killed.signal === 'SIGKILL', 'the stack process was killed with SIGKILL');
  assert(await waitUntil(allPortsFree, 20_000), `no emulator is left listening on ports ${ports.join(', ')}`);

  // Round 2: everything up to the last export is back; then C, and a clean stop.
  await startStack('restart after kill -9', LONG_EXPORT_EVERY_S);
  const session = await signIn(email, password);
  assert(
    session.status === 200 && session.body.localId === uid,
    'the user survived kill -9 (same uid, password works)',
  );
  assert((await signIn(email, 'wrong-password')).status === 400, 'a wrong password is still refused after import');
  assert((await readValue(`users/${uid}/notes/a`)) === valueA, 'document A survived kill -9');
  const keptB = (await readValue(`users/${uid}/notes/b`)) === valueB;
  console.log(`# document B, written after the last export seen: ${keptB ? 'kept' : 'lost'} (either is allowed)`);
  assert((await writeValue(`users/${uid}/notes/c`, valueC)).status === 200, 'write document C');
  const stopped = await signalStack('SIGINT');
  assert(stopped.code === 0, 'the stack stopped cleanly on SIGINT (as Ctrl-C)');
  assert(
    exportHolds(uid, valueA) && exportHolds(uid, valueC),
    'the export written on the clean stop holds the user, A and C',
  );

  // A crash in the middle of the next export: its temp folder left behind, the swap stopped after
  // its first rename (export -> export.old). The clean stop's export is then the only copy of C.
  fs.mkdirSync(path.join(strayTempDir, 'firestore_export'), { recursive: true });
  fs.renameSync(exportDir, interruptedSwapDir);

  // Round 3: the restart recovers export.old, so nothing of round 2 is lost.
  await startStack('restart after an interrupted export', LONG_EXPORT_EVERY_S);
  assert(!fs.existsSync(strayTempDir), 'the stray export temp folder was removed');
  const recovered = await signIn(email, password);
  assert(
    recovered.status === 200 && recovered.body.localId === uid,
    'the user survived the interrupted export (same uid, password works)',
  );
  assert((await readValue(`users/${uid}/notes/a`)) === valueA, 'document A survived the interrupted export');
  assert((await readValue(`users/${uid}/notes/c`)) === valueC, 'document C (written after a restart) survived it too');
  await signalStack('SIGINT');
}

/** Stops a stack this check left running (on failure, or when this process is told to stop). */
async function stopRunning() {
  if (running) await Promise.race([signalStack('SIGINT'), sleep(30_000)]);
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    await stopRunning();
    process.exit(1);
  });
}

let failed = false;
try {
  await main();
  console.log('durability check passed');
} catch (err) {
  failed = true;
  console.error(err.stack || err.message);
} finally {
  await stopRunning().catch((e) => console.error('stop failed:', e.message));
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
