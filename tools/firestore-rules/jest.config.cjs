// Security-rules tests against the real Firestore emulator: the one `npm test` runs, or a fresh
// one started for this run (`npx nx test firestore-rules`).
module.exports = {
  displayName: 'firestore-rules',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
  globalSetup: '<rootDir>/../jest/emulators-setup.mjs',
  globalTeardown: '<rootDir>/../jest/emulators-teardown.mjs',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  testTimeout: 30000,
};
