#!/usr/bin/env node
// Checks that the local Firebase stack really persists: users and Firestore data survive a restart,
// a periodic/on-demand export survives too, and a half-done export never destroys the last good copy.
//   node tools/firebase/persistence-check.mjs [--firestore-port 8280] [--auth-port 9299] [--verbose]
// Uses its own ports and a fresh temp data dir; exits non-zero on any failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ID } from './project.mjs';
import { startFirebaseStack } from './stack.mjs';

const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const verbose = args.includes('--verbose');
const firestorePort = arg('--firestore-port', 8280);
const authPort = arg('--auth-port', 9299);
const projectId = PROJECT_ID;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitaka-persist-'));

let stack = null;
const log = verbose ? (l) => console.log(l) : () => undefined;

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

async function start(label) {
  const t0 = Date.now();
  stack = await startFirebaseStack({ projectId, firestorePort, authPort, dataDir, persist: true, log });
  console.log(`# ${label}: stack ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function stop() {
  const s = stack;
  stack = null;
  if (s) await s.stop();
}

const auth = (p) => `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/${p}?key=fake`;
const docUrl = (p) => `http://127.0.0.1:${firestorePort}/v1/projects/${projectId}/databases/(default)/documents/${p}`;

async function signIn(email, password) {
  return json(auth('accounts:signInWithPassword'), {
    method: 'POST',
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
}

async function getDoc(p) {
  return json(docUrl(p), { headers: { Authorization: 'Bearer owner' } });
}

async function putDoc(p, value) {
  return json(docUrl(p), {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: { value: { stringValue: value } } }),
  });
}

async function main() {
  // Round 1: create a user and a document, stop (export on stop).
  await start('cold start');
  const email = 'persist@example.com';
  const password = 'Secret123';
  const signUp = await json(auth('accounts:signUp'), {
    method: 'POST',
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  assert(signUp.status === 200 && signUp.body.localId, 'sign-up in the Auth emulator');
  const uid = signUp.body.localId;
  const put = await putDoc(`users/${uid}`, 'first');
  assert(put.status === 200, 'write users/{uid} in the Firestore emulator');
  await stop();
  assert(fs.existsSync(path.join(dataDir, 'export', 'firebase-export-metadata.json')), 'export written on stop');

  // Round 2: both survive; the same password still works and keeps the uid. Then an on-demand export.
  await start('restart 1');
  let si = await signIn(email, password);
  assert(si.status === 200 && si.body.localId === uid, 'user survived the restart (same uid, password works)');
  const bad = await signIn(email, 'wrong-password');
  assert(bad.status === 400, 'a wrong password is still refused after import');
  let got = await getDoc(`users/${uid}`);
  assert(got.status === 200 && got.body.fields?.value?.stringValue === 'first', 'Firestore doc survived the restart');
  await putDoc(`users/${uid}/accounts/a1`, 'second');
  await stack.exportNow();

  // A crash in the middle of an export (simulated: a stray temp dir and an interrupted swap) must not
  // lose the last good copy.
  fs.mkdirSync(path.join(dataDir, 'export.tmp-99999-1', 'firestore_export'), { recursive: true });
  await stop();
  fs.renameSync(path.join(dataDir, 'export'), path.join(dataDir, 'export.old')); // swap interrupted after rename 1

  // Round 3: data of round 2 is there too (recovered from export.old).
  await start('restart 2 (after a simulated interrupted export)');
  si = await signIn(email, password);
  assert(si.status === 200 && si.body.localId === uid, 'user survived the second restart');
  got = await getDoc(`users/${uid}`);
  assert(got.body.fields?.value?.stringValue === 'first', 'first doc survived the second restart');
  got = await getDoc(`users/${uid}/accounts/a1`);
  assert(got.body.fields?.value?.stringValue === 'second', 'doc written after a restart survived the next restart');
  assert(!fs.existsSync(path.join(dataDir, 'export.tmp-99999-1')), 'stale export temp dir was cleaned up');
  await stop();
}

let failed = false;
try {
  await main();
  console.log('persistence check passed');
} catch (err) {
  failed = true;
  console.error(err.stack || err.message);
} finally {
  await stop().catch((e) => console.error('stop failed:', e.message));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
