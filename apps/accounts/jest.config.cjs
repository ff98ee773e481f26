module.exports = {
  displayName: 'accounts',
  preset: '../../jest.preset.cjs',
  testEnvironment: '../../tools/jest/jsdom-environment.cjs',
  // Pages are placeholders until their feature issues land; those bring the tests.
  passWithNoTests: true,
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs'],
};
