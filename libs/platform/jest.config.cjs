require('../../tools/jest/pin-zone.cjs'); // Asia/Manila, whatever the machine's zone

module.exports = {
  displayName: 'platform',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
};
