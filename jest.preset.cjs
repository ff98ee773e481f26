// Shared Jest settings: Nx's preset (tsconfig path resolution) with SWC instead of ts-jest for speed.
const { nxPreset } = require('@nx/jest/preset');

module.exports = {
  ...nxPreset,
  testMatch: ['<rootDir>/src/**/*.(spec|test).[jt]s?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  transform: {
    // Message catalogues, compiled as the build compiles them.
    '\\.messages\\.json$': require.resolve('./tools/i18n/catalogue-transform.cjs'),
    '^.+\\.[cm]?[jt]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // firebase, date-fns and friends ship ESM builds that Jest must transform.
  transformIgnorePatterns: ['/node_modules/(?!(@firebase|firebase|date-fns|fast-check|pure-rand)/)'],
};
