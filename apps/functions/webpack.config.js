const path = require('node:path');
const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');

const workspaceRoot = path.join(__dirname, '../..');

// The functions as one CommonJS file for Node (the ledger core and the domain bundled in), with a
// package.json naming only firebase-functions and firebase-admin: what the Functions emulator and
// `firebase deploy` read from dist/apps/functions.
module.exports = {
  // The entry's exports are the functions: Node must see them on module.exports.
  output: { path: path.join(workspaceRoot, 'dist/apps/functions'), library: { type: 'commonjs2' } },
  stats: 'errors-warnings',
  plugins: [
    new NxAppWebpackPlugin({
      target: 'node',
      compiler: 'tsc',
      main: './src/main.ts',
      tsConfig: './tsconfig.app.json',
      outputFileName: 'main.js',
      outputHashing: 'none',
      optimization: false,
      generatePackageJson: true,
      externalDependencies: 'all',
      sourceMap: false,
    }),
  ],
};
