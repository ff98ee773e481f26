require('../../tools/jest/pin-zone.cjs'); // Asia/Manila, whatever the machine's zone

module.exports = {
  displayName: 'data',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
  // Starts the emulators with the functions when none are running (`npx nx test data`); `npm test`
  // shares its own. Every command runs in the Functions emulator.
  globalSetup: '<rootDir>/../../tools/jest/functions-setup.mjs',
  globalTeardown: '<rootDir>/../../tools/jest/emulators-teardown.mjs',
};
