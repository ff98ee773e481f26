const { createAppWebpackConfig } = require('../../tools/module-federation/app-webpack-config.cjs');

module.exports = createAppWebpackConfig({ name: 'shell' });
