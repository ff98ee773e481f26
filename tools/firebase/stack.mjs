// Local Firebase stack for Pitaka: the official Cloud Firestore emulator (Java JAR, run directly)
// and the Auth emulator from firebase-tools, with optional persistence under a data directory.
//
// Used by `npm start` (persist to .data/) and `npm test` (fresh temp dir, other ports).
// Plain Node ESM, no dependencies beyond Node itself and the repo's firebase-tools.
import path from 'node:path';
import { startEmulators } from './emulators.mjs';
import { choosePorts } from './ports.mjs';
import { createExporter, damagedDataHint, exportFolder, importAuth, prepareDataDir } from './persistence.mjs';
import { checkPrerequisites } from './prerequisites.mjs';
import { PROJECT_ID, REPO_ROOT } from './project.mjs';

export { clearAuth, clearFirestore } from './emulator-api.mjs';
export { findFirestoreJar } from './prerequisites.mjs';
export { REPO_ROOT } from './project.mjs';
export { freePort } from '../process-utils.mjs';

function withDefaults(o) {
  const persist = !!o.persist;
  return {
    ...o,
    projectId: o.projectId ?? PROJECT_ID,
    persist,
    log: o.log ?? (() => undefined),
    exportIntervalMs: o.exportIntervalMs ?? 60000,
    startTimeoutMs: o.startTimeoutMs ?? 90000,
    rules: path.resolve(o.rules ?? path.join(REPO_ROOT, 'firestore.rules')),
    dataDir: o.dataDir ? path.resolve(o.dataDir) : persist ? path.join(REPO_ROOT, '.data') : null,
  };
}

async function startAndImport(o, ports, prerequisites) {
  const seed = o.persist ? prepareDataDir(o.dataDir, o.log) : null;
  const emulators = startEmulators({ ...o, ...ports, ...prerequisites, seed });
  try {
    await emulators.waitUntilReady(o.startTimeoutMs);
    if (!o.persist) return emulators;
    if (seed) o.log(`[stack] Firestore data imported from ${path.dirname(path.dirname(seed))}`);
    await importAuth({ dataDir: o.dataDir, authHost: emulators.authHost, projectId: o.projectId, log: o.log });
    return emulators;
  } catch (error) {
    await emulators.stop();
    if (o.persist) error.message += damagedDataHint(o.dataDir);
    throw error;
  }
}

function exportPeriodically(o, emulators, exportNow) {
  if (!o.persist || o.exportIntervalMs <= 0) return null;
  const timer = setInterval(() => {
    if (!emulators.bothRunning) return;
    exportNow().catch((error) => o.log(`[stack] periodic export failed: ${error.message}`));
  }, o.exportIntervalMs);
  timer.unref();
  return timer;
}

async function exportOnStop(o, emulators, exportNow) {
  if (!o.persist || !emulators.bothRunning) return;
  try {
    await exportNow();
    o.log(`[stack] data exported to ${exportFolder(o.dataDir)}`);
  } catch (error) {
    o.log(`[stack] export on stop failed (the previous export is kept): ${error.message}`);
  }
}

/**
 * Start the Firestore (JAR) and Auth (firebase-tools) emulators. Resolves once both answer HTTP.
 * No emulator is spawned before the JAR (downloaded by `firebase setup:emulators:firestore` when
 * missing), Java, the rules file and all four ports are checked.
 * @param {object} [options]
 * @param {string} [options.projectId] default PROJECT_ID of ./project.mjs
 * @param {number} [options.firestorePort=8080]
 * @param {number} [options.authPort=9099]
 * @param {number} [options.hubPort] firebase-tools hub port: 4400 when authPort is 9099, else a free port
 * @param {number} [options.loggingPort] firebase-tools logging port: 4500 when authPort is 9099, else a free port
 * @param {string} [options.dataDir] where exports live (default <repo>/.data when persist)
 * @param {boolean} [options.persist=false] import at start, export every exportIntervalMs and on stop
 * @param {number} [options.exportIntervalMs=60000]
 * @param {string} [options.rules] rules file (default <repo>/firestore.rules)
 * @param {(line: string) => void} [options.log]
 * @param {number} [options.startTimeoutMs=90000]
 */
export async function startFirebaseStack(options = {}) {
  const o = withDefaults(options);
  const prerequisites = await checkPrerequisites(o);
  const ports = await choosePorts(o);
  const emulators = await startAndImport(o, ports, prerequisites);
  const { firestoreHost, authHost, functionsHost } = emulators;
  const exportNow = createExporter({ dataDir: o.dataDir, firestoreHost, authHost, projectId: o.projectId });
  const timer = exportPeriodically(o, emulators, exportNow);

  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      clearInterval(timer);
      await exportOnStop(o, emulators, exportNow);
      await emulators.stop();
    })();
    return stopping;
  };

  const { projectId, dataDir } = o;
  const { hubPort, loggingPort } = ports;
  return { firestoreHost, authHost, functionsHost, projectId, hubPort, loggingPort, dataDir, exportNow, stop };
}
