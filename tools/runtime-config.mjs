// The /config.json the shell (and each standalone remote) fetches at start, for the local stacks
// (npm start, the e2e stack, the bench): Firebase's emulators (the functions' among them), and every remote of
// remote-registry.json registered at its local URL.
import { readFileSync } from 'node:fs';
import { PROJECT_ID } from './firebase/project.mjs';
import { DEPLOYMENT } from './firebase/functions.mjs';

/**
 * The remotes the local stacks serve, by name: each one's dev-server port and its registration
 * (prefixes, navigation entries, dashboard widgets), which config.json carries as it is. A new
 * remote is one more entry in that file (docs/architecture.md, "Adding a remote").
 * @type {Record<string, { port: number, prefixes: string[], nav?: object[], widgets?: object[] }>}
 */
export const REMOTE_REGISTRY = JSON.parse(readFileSync(new URL('./remote-registry.json', import.meta.url), 'utf8'));

export const REMOTE_NAMES = Object.keys(REMOTE_REGISTRY);

/** Dev-server ports (npm start); the e2e stack serves each app 100 above. */
export const APP_PORTS = {
  shell: 4200,
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, REMOTE_REGISTRY[name].port])),
};

/**
 * @param {{ authHost: string, firestoreHost: string, functionsHost: string, appPorts?: Record<string, number>, host?: string }} options
 */
export function localRuntimeConfig({
  authHost,
  firestoreHost,
  functionsHost,
  appPorts = APP_PORTS,
  host = 'localhost',
}) {
  return {
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      projectId: PROJECT_ID,
      appId: 'demo-app',
    },
    functions: DEPLOYMENT,
    emulators: { auth: authHost, firestore: firestoreHost, functions: functionsHost },
    remotes: Object.fromEntries(
      Object.entries(REMOTE_REGISTRY).map(([name, { port: _devPort, ...registration }]) => [
        name,
        { entry: `http://${host}:${appPorts[name]}/mf-manifest.json`, ...registration },
      ]),
    ),
  };
}
