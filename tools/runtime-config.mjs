// The /config.json the shell (and each standalone remote) fetches at start, for the local stack.
import { PROJECT_ID } from './firebase/project.mjs';

export const APP_PORTS = { shell: 4200, accounts: 4201, paluwagan: 4202, debt: 4203 };

/**
 * @param {{ authHost: string, firestoreHost: string, appPorts?: Record<string, number>, host?: string }} options
 */
export function localRuntimeConfig({ authHost, firestoreHost, appPorts = APP_PORTS, host = 'localhost' }) {
  return {
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      projectId: PROJECT_ID,
      appId: 'demo-app',
    },
    emulators: { auth: authHost, firestore: firestoreHost },
    remotes: Object.fromEntries(
      ['accounts', 'paluwagan', 'debt'].map((name) => [name, `http://${host}:${appPorts[name]}/mf-manifest.json`]),
    ),
  };
}
