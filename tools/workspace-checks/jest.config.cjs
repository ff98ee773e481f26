module.exports = {
  displayName: 'workspace-checks',
  preset: '../../jest.preset.cjs',
  testEnvironment: 'node',
};
