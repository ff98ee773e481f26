const appJestConfig = require('../../tools/jest/app-config.cjs');

module.exports = appJestConfig('planning');
