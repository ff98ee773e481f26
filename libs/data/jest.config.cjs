module.exports = {
  displayName: 'data',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
};
