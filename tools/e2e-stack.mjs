// The stack the end-to-end suite runs against: fresh emulators (throw-away data dir), the built
// shell and every remote of remote-registry.json served statically like a production host (with
// firebase.json's hosting headers), and a control port that stops and starts one app's server for real (so "remote down" tests see a
// refused connection, not a mock). The browser reaches Firestore through a gate the control port
// can close and reopen (a real outage, with the emulator's data kept); the tests' own REST calls
// go to the emulator directly.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { warmUpFirestore } from './firebase/emulator-api.mjs';
import { PROJECT_ID } from './firebase/project.mjs';
import { startFirebaseStack, REPO_ROOT } from './firebase/stack.mjs';
import { FUNCTIONS } from './firebase/functions.mjs';
import { localOrigins } from './hosting-headers.mjs';
import { APP_PORTS, localRuntimeConfig } from './runtime-config.mjs';
import { serveStatic } from './static-server.mjs';
import { E2E_PORTS } from './e2e/ports.mjs';
import { startTcpGate } from './e2e/tcp-gate.mjs';

const APPS = Object.keys(APP_PORTS);

async function main() {
  for (const app of APPS) {
    if (!existsSync(join(REPO_ROOT, 'dist/apps', app, 'index.html'))) {
      throw new Error(`dist/apps/${app} is missing: run "npx nx run-many -t build" first`);
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pitaka-e2e-'));
  const firebase = await startFirebaseStack({
    firestorePort: E2E_PORTS.firestore,
    authPort: E2E_PORTS.auth,
    functions: FUNCTIONS,
    functionsPort: E2E_PORTS.functions,
    dataDir,
    persist: false,
    log: (line) => process.stdout.write(`[firebase] ${line}\n`),
  });
  const warmingStarted = Date.now();
  await warmUpFirestore(firebase.firestoreHost, firebase.authHost, PROJECT_ID);
  console.log(`[firebase] Firestore warmed up in ${Date.now() - warmingStarted} ms`);
  const firestoreGate = await startTcpGate({ listenPort: E2E_PORTS.firestoreGate, targetPort: E2E_PORTS.firestore });
  const functionsGate = await startTcpGate({ listenPort: E2E_PORTS.functionsGate, targetPort: E2E_PORTS.functions });
  const config = localRuntimeConfig({
    authHost: firebase.authHost,
    firestoreHost: firestoreGate.host,
    functionsHost: functionsGate.host,
    appPorts: E2E_PORTS,
  });
  // Each app sends its production headers (firebase.json), with this stack's origins in them.
  const origins = localOrigins({
    appPorts: E2E_PORTS,
    authHost: firebase.authHost,
    firestoreHost: firestoreGate.host,
    functionsHost: functionsGate.host,
  });
  const servers = {};
  for (const app of APPS) {
    const root = join(REPO_ROOT, 'dist/apps', app);
    servers[app] = await serveStatic({ root, port: E2E_PORTS[app], config, app, origins });
  }

  // What the control port can stop and start: each app's server, and the browser's Firestore.
  const switches = {
    ...Object.fromEntries(Object.entries(servers).map(([app, server]) => [`/apps/${app}`, server])),
    // The browser's backend: Firestore for reads and the functions for commands, cut off together
    // (an outage the page sees; the emulators and their data stay).
    '/firestore': {
      stop: () => Promise.all([firestoreGate.close(), functionsGate.close()]),
      start: () => Promise.all([firestoreGate.open(), functionsGate.open()]),
    },
  };
  const control = createServer(async (req, res) => {
    if (req.url === '/ready') return res.writeHead(200).end('ready');
    const match = /^(\/apps\/\w+|\/firestore)\/(stop|start)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match || !switches[match[1]]) return res.writeHead(404).end();
    const [, target, action] = match;
    try {
      await switches[target][action]();
      res.writeHead(200).end(`${target.split('/').pop()} ${action}ped`);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => control.listen(E2E_PORTS.control, '127.0.0.1', resolve));
  console.log(`e2e stack ready: http://localhost:${E2E_PORTS.shell}`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    control.close();
    await Promise.all([
      ...Object.values(servers).map((server) => server.stop()),
      firestoreGate.close(),
      functionsGate.close(),
    ]);
    await firebase.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
