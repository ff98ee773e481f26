module.exports = {
  displayName: 'debt',
  preset: '../../jest.preset.cjs',
  testEnvironment: '../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
