// Jest globalTeardown: stops the stack emulators-setup.mjs started, if it started one.
import { rmSync } from 'node:fs';

export default async function stopEmulatorsWeStarted() {
  const started = globalThis.__pitakaEmulators;
  if (!started) return;
  globalThis.__pitakaEmulators = undefined;
  await started.stack.stop();
  delete process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FUNCTIONS_EMULATOR_HOST;
  rmSync(started.dataDir, { recursive: true, force: true });
}
