const { createAppWebpackConfig } = require('../../tools/module-federation/app-webpack-config.cjs');
const federation = require('./module-federation.config');

module.exports = createAppWebpackConfig(federation);
