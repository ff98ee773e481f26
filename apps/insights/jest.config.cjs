// Instants show in the device's zone: the run pins it to Asia/Manila so results never depend on the machine.
require('../../tools/jest/pin-zone.cjs');

module.exports = {
  displayName: 'insights',
  preset: '../../jest.preset.cjs',
  testEnvironment: '../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs', '<rootDir>/src/testing/no-canvas.ts'],
};
