require('../../tools/jest/pin-zone.cjs'); // Asia/Manila, whatever the machine's zone

module.exports = {
  displayName: 'functions',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
  // Starts the emulators, the Functions emulator with the built functions, when none are running
  // (`npx nx test functions`); `npm test` shares its own.
  globalSetup: '<rootDir>/../../tools/jest/functions-setup.mjs',
  globalTeardown: '<rootDir>/../../tools/jest/emulators-teardown.mjs',
};
