// The Jest project of an app (apps/<app>/jest.config.cjs): the workspace preset, jsdom with Node's
// web globals, the DOM matchers, and the run pinned to Asia/Manila (pin-zone.cjs must load with the
// config, before Jest starts its workers: requiring this file does that).
require('./pin-zone.cjs');

/**
 * `setup`: the app's own setupFilesAfterEnv, run after the DOM matchers (e.g.
 * '<rootDir>/src/testing/setup.ts').
 */
module.exports = function appJestConfig(displayName, setup = []) {
  return {
    displayName,
    preset: '../../jest.preset.cjs',
    testEnvironment: '../../tools/jest/jsdom-environment.cjs',
    setupFilesAfterEnv: ['../../tools/jest/setup-dom.cjs', ...setup],
  };
};
