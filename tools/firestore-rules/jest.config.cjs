// Security-rules tests: need a running Firestore emulator, its host in FIRESTORE_EMULATOR_HOST
// (e.g. `node tools/firebase/run-stack.mjs --firestore-port 8180 --auth-port 9199`).
module.exports = {
  displayName: 'firestore-rules',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  testTimeout: 30000,
};
