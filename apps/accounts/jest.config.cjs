module.exports = {
  displayName: 'accounts',
  preset: '../../jest.preset.cjs',
  testEnvironment: '../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
