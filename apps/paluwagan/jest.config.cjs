const appJestConfig = require('../../tools/jest/app-config.cjs');

// setup.ts: a longer timeout for the page tests' long click-through flows.
module.exports = appJestConfig('paluwagan', ['<rootDir>/src/testing/setup.ts']);
