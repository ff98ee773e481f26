// Jest globalSetup of the projects that need the Firebase emulators (data, firestore-rules; the
// functions' with the Functions emulator, functions-setup.mjs). `npm test` starts one stack for
// every project and sets FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and
// FUNCTIONS_EMULATOR_HOST: then this does nothing. Run alone (`npx nx test data`), it starts a
// fresh, throw-away stack on free ports; the workers inherit the variables, and
// emulators-teardown.mjs stops it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEPLOYMENT, FUNCTIONS } from '../firebase/functions.mjs';
import { freePort, REPO_ROOT, startFirebaseStack } from '../firebase/stack.mjs';

async function distinctPorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

export async function startStackUnlessRunning({ functions = false } = {}) {
  // The callable's region and name, for the tests that call it through the client SDK.
  process.env.FUNCTIONS_DEPLOYMENT = JSON.stringify(DEPLOYMENT);
  const { FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, FUNCTIONS_EMULATOR_HOST } = process.env;
  if (FIRESTORE_EMULATOR_HOST && FIREBASE_AUTH_EMULATOR_HOST && (!functions || FUNCTIONS_EMULATOR_HOST)) return;
  if (functions) {
    execFileSync(join(REPO_ROOT, 'node_modules/.bin/nx'), ['run', 'functions:build', '--outputStyle=static'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pitaka-jest-'));
  const [firestorePort, authPort, functionsPort] = await distinctPorts(3);
  const stack = await startFirebaseStack({
    firestorePort,
    authPort,
    ...(functions ? { functions: FUNCTIONS, functionsPort } : {}),
    dataDir,
    persist: false,
  });
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.authHost;
  if (stack.functionsHost) process.env.FUNCTIONS_EMULATOR_HOST = stack.functionsHost;
  globalThis.__pitakaEmulators = { stack, dataDir };
}

export default function startEmulatorsUnlessRunning() {
  return startStackUnlessRunning();
}
