// Jest globalSetup of the functions' tests: the emulators of emulators-setup.mjs, with the
// Functions emulator running the functions as built (built first when run alone).
import { startStackUnlessRunning } from './emulators-setup.mjs';

export default function startEmulatorsWithFunctions() {
  return startStackUnlessRunning({ functions: true });
}
