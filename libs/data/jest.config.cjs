require('../../tools/jest/pin-zone.cjs'); // Asia/Manila, whatever the machine's zone

module.exports = {
  displayName: 'data',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
  // Starts the emulators when none are running (`npx nx test data`); `npm test` shares its own.
  globalSetup: '<rootDir>/../../tools/jest/emulators-setup.mjs',
  globalTeardown: '<rootDir>/../../tools/jest/emulators-teardown.mjs',
};
