// Every Jest project of the workspace, run in one Jest process by `npm test` (see tools/test.mjs).
// Each project can also run alone: `npx nx test <project>`.
module.exports = {
  testSequencer: '<rootDir>/tools/jest/property-tests-first.cjs',
  projects: [
    '<rootDir>/libs/*/jest.config.cjs',
    '<rootDir>/apps/*/jest.config.cjs',
    '<rootDir>/tools/*/jest.config.cjs',
  ],
};
