// Jest globalSetup of the projects that need the Firebase emulators (data, firestore-rules).
// `npm test` starts one stack for every project and sets FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST: then this does nothing. Run alone (`npx nx test data`), it starts
// a fresh, throw-away stack on free ports; the workers inherit the variables, and
// emulators-teardown.mjs stops it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startFirebaseStack } from '../firebase/stack.mjs';

export default async function startEmulatorsUnlessRunning() {
  if (process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_AUTH_EMULATOR_HOST) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'pitaka-jest-'));
  const firestorePort = await freePort();
  let authPort = await freePort();
  while (authPort === firestorePort) authPort = await freePort();
  const stack = await startFirebaseStack({ firestorePort, authPort, dataDir, persist: false });
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.authHost;
  globalThis.__pitakaEmulators = { stack, dataDir };
}
