// Emulator data kept in a data directory between runs, as a firebase-tools compatible export
// (so `firebase emulators:start --import <dataDir>/export` understands it too):
//   <dataDir>/export/firebase-export-metadata.json
//   <dataDir>/export/firestore_export/firestore_export.overall_export_metadata (+ data files)
//   <dataDir>/export/auth_export/accounts.json, config.json
// An export is written to <dataDir>/export.tmp-*, then swapped in with two renames
// (export -> export.old, tmp -> export); a start after a crash between them recovers export.old.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  createAuthUsers,
  exportFirestore,
  readAuthAccounts,
  readAuthConfig,
  writeAuthConfig,
} from './emulator-api.mjs';
import { isFile } from './prerequisites.mjs';

const EXPORT = 'export';
const FIRESTORE_EXPORT = 'firestore_export';
const FIRESTORE_METADATA = path.join(FIRESTORE_EXPORT, `${FIRESTORE_EXPORT}.overall_export_metadata`);
const AUTH_EXPORT = 'auth_export';
const METADATA = 'firebase-export-metadata.json';

const isCompleteExport = (dir) => isFile(path.join(dir, METADATA));

/** The last good export in dataDir (recovering a half-done swap), or null. */
function lastGoodExport(dataDir, log) {
  const current = path.join(dataDir, EXPORT);
  const old = path.join(dataDir, `${EXPORT}.old`);
  if (isCompleteExport(current)) return current;
  if (!isCompleteExport(old)) return null;
  log(`[stack] recovering ${old} (an export was interrupted)`);
  fs.rmSync(current, { recursive: true, force: true });
  fs.renameSync(old, current);
  return current;
}

function removeStaleTemps(dataDir) {
  for (const f of fs.readdirSync(dataDir)) {
    if (f.startsWith(`${EXPORT}.tmp-`)) fs.rmSync(path.join(dataDir, f), { recursive: true, force: true });
  }
}

/** Tidies dataDir and returns the Firestore export metadata file to seed the emulator from, or null. */
export function prepareDataDir(dataDir, log) {
  fs.mkdirSync(dataDir, { recursive: true });
  removeStaleTemps(dataDir);
  const good = lastGoodExport(dataDir, log);
  const seed = good && path.join(good, FIRESTORE_METADATA);
  return seed && isFile(seed) ? seed : null;
}

/** Added to a start failure while data was being imported: the likely cause and the way out. */
export function damagedDataHint(dataDir) {
  const current = path.join(dataDir, EXPORT);
  if (!fs.existsSync(current)) return '';
  return (
    `\n(Data was being imported from ${current}; if it is damaged, move that folder away ` +
    'and start again with empty emulators.)'
  );
}

/** Imports the Auth config and users (uids and passwords kept) of the last good export, if any. */
export async function importAuth({ dataDir, authHost, projectId, log }) {
  const good = lastGoodExport(dataDir, log);
  if (!good) return;
  const dir = path.join(good, AUTH_EXPORT);
  const configFile = path.join(dir, 'config.json');
  if (isFile(configFile)) await writeAuthConfig(authHost, projectId, fs.readFileSync(configFile, 'utf8'));
  const accountsFile = path.join(dir, 'accounts.json');
  const users = isFile(accountsFile) ? JSON.parse(fs.readFileSync(accountsFile, 'utf8')).users || [] : [];
  // batchCreate rejects an empty list (MISSING_USER_ACCOUNT).
  const errors = users.length ? await createAuthUsers(authHost, projectId, users) : [];
  if (errors.length) {
    log(`[auth] ${errors.length} of ${users.length} users were not imported: ${JSON.stringify(errors.slice(0, 3))}`);
  }
  log(`[stack] Auth: ${users.length - errors.length} user(s) imported from ${good}`);
}

async function writeAuthExport(authHost, projectId, dir) {
  await fsp.mkdir(dir, { recursive: true });
  const accounts = await readAuthAccounts(authHost, projectId);
  const config = await readAuthConfig(authHost, projectId);
  // Both must be complete JSON before they count as an export.
  const users = (JSON.parse(accounts).users || []).length;
  JSON.parse(config);
  await fsp.writeFile(path.join(dir, 'accounts.json'), accounts);
  await fsp.writeFile(path.join(dir, 'config.json'), config);
  return users;
}

async function writeExport(tmp, { firestoreHost, authHost, projectId }) {
  await exportFirestore(firestoreHost, projectId, tmp, FIRESTORE_EXPORT);
  if (!isFile(path.join(tmp, FIRESTORE_METADATA))) {
    throw new Error('the Firestore emulator reported success but wrote no export metadata');
  }
  const users = await writeAuthExport(authHost, projectId, path.join(tmp, AUTH_EXPORT));
  const metadata = {
    version: 'pitaka-stack-1',
    firestore: { version: 'prod', path: FIRESTORE_EXPORT, metadata_file: FIRESTORE_METADATA.split(path.sep).join('/') },
    auth: { version: 'pitaka-stack-1', path: AUTH_EXPORT },
    exportedAt: new Date().toISOString(),
    users,
  };
  // Written last: its presence marks a complete export.
  fs.writeFileSync(path.join(tmp, METADATA), JSON.stringify(metadata, null, 2));
}

// Keeps the last good copy until the new one is in place.
function swapIn(tmp, dataDir) {
  const current = path.join(dataDir, EXPORT);
  const old = path.join(dataDir, `${EXPORT}.old`);
  if (fs.existsSync(current)) {
    fs.rmSync(old, { recursive: true, force: true });
    fs.renameSync(current, old);
  }
  fs.renameSync(tmp, current);
  fs.rmSync(old, { recursive: true, force: true });
}

/**
 * Returns exportNow(): exports both emulators into dataDir (temp folder, then swap). Calls run one
 * after another, never interleaved; a failed export leaves the previous one in place.
 */
export function createExporter({ dataDir, firestoreHost, authHost, projectId }) {
  let queue = Promise.resolve();
  let count = 0;
  const exportOnce = async () => {
    if (!dataDir) throw new Error('exportNow() needs a dataDir');
    fs.mkdirSync(dataDir, { recursive: true });
    const tmp = path.join(dataDir, `${EXPORT}.tmp-${process.pid}-${++count}`);
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(tmp, { recursive: true });
    try {
      await writeExport(tmp, { firestoreHost, authHost, projectId });
      swapIn(tmp, dataDir);
    } catch (error) {
      fs.rmSync(tmp, { recursive: true, force: true });
      throw error;
    }
  };
  return function exportNow() {
    const run = queue.then(exportOnce);
    queue = run.catch(() => undefined);
    return run;
  };
}

/** The folder exports are swapped into (for messages). */
export const exportFolder = (dataDir) => path.join(dataDir, EXPORT);
