const { zoneRun } = require('../../tools/jest/pin-zone.cjs');

module.exports = {
  displayName: 'domain',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
  // zones.spec.ts reruns this project under other zones (PITAKA_TEST_ZONE); those runs skip it.
  ...(zoneRun ? { testPathIgnorePatterns: ['/node_modules/', '/zones\\.spec\\.ts$'] } : {}),
};
