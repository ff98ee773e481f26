// Module Federation settings shared by the shell and every remote, so they always agree.
const path = require('path');
const rootPackage = require('../../package.json');

const workspaceRoot = path.resolve(__dirname, '../..');

/** Third-party singletons: one React, one router, one theme/toast instance, one query cache, one Lingui. */
const THIRD_PARTY_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'styled-components',
  'react-toastify',
  '@tanstack/react-query',
  // One translation runtime: a remote's catalogues use the one the shell has already loaded.
  '@lingui/core',
];

/**
 * The platform and data libs are shared, so the session context, the Firebase app, DataError and the
 * query cache are single instances. Two shared modules: `@pitaka/platform` (runtime config, Firebase
 * start-up, session, auth actions: what /login needs) and `@pitaka/data` (the data hooks and
 * TanStack Query, first needed after sign-in; it imports the platform by its name, so it reaches the
 * shared copy). The domain and ui libs are stateless: each app bundles, tree-shaken, only what it
 * uses, so the sign-in screen does not download every validator and every component (a shared
 * module is one chunk, loaded whole).
 */
const WORKSPACE_LIBS = {
  '@pitaka/platform': 'libs/platform/src/index.ts',
  '@pitaka/data': 'libs/data/src/index.ts',
};

function packageVersion(name) {
  const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  return require(`${root}/package.json`).version;
}

function sharedModules() {
  const shared = {};
  for (const name of THIRD_PARTY_SINGLETONS) {
    const version = packageVersion(name);
    shared[name] = { singleton: true, eager: false, requiredVersion: `^${version}`, version };
  }
  for (const [name, entry] of Object.entries(WORKSPACE_LIBS)) {
    shared[name] = {
      singleton: true,
      eager: false,
      import: path.join(workspaceRoot, entry),
      requiredVersion: false,
      version: rootPackage.version,
    };
  }
  return shared;
}

/** Dev-server ports of the shell and each remote (npm start). */
const REMOTE_PORTS = { shell: 4200, accounts: 4201, paluwagan: 4202, debt: 4203, insights: 4204, planning: 4205 };

module.exports = { sharedModules, REMOTE_PORTS, workspaceRoot };
