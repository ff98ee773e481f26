module.exports = {
  displayName: 'domain',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
};
