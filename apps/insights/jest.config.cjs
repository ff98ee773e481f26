const appJestConfig = require('../../tools/jest/app-config.cjs');

// jsdom has no canvas: no-canvas.ts makes getContext answer null quietly, as a browser without one does.
module.exports = appJestConfig('insights', ['<rootDir>/src/testing/no-canvas.ts']);
