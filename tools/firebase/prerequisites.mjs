// What the stack needs before it spawns anything: the Cloud Firestore emulator JAR, Java 17+,
// the rules file and the firebase-tools CLI. A missing JAR is first downloaded with firebase-tools;
// each piece still missing fails with how to get it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './project.mjs';

const JAR_IN_SDK = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
const MIN_JAVA = 17;
const standardSdkDirs = () => [
  '/usr/lib/google-cloud-sdk',
  '/usr/share/google-cloud-sdk',
  path.join(os.homedir(), 'google-cloud-sdk'),
];
const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const HOW_TO_GET_JAR = [
  'The Cloud Firestore emulator JAR was not found. Get it one of these ways:',
  '  - Debian/Ubuntu with the Google Cloud apt repository: sudo apt-get install google-cloud-cli-firestore-emulator',
  '  - With the gcloud CLI: gcloud components install cloud-firestore-emulator',
  '  - Or point to a JAR you already have: export FIRESTORE_EMULATOR_JAR=/path/to/cloud-firestore-emulator.jar',
  '    (firebase-tools caches one under ~/.cache/firebase/emulators/ after `firebase setup:emulators:firestore`).',
  'Looked in: $FIRESTORE_EMULATOR_JAR, <gcloud sdk>/' +
    JAR_IN_SDK.split(path.sep).join('/') +
    ' (gcloud, /usr/lib/google-cloud-sdk, /usr/share/google-cloud-sdk, ~/google-cloud-sdk),',
  '  ~/.cache/firebase/emulators/cloud-firestore-emulator-*.jar.',
].join('\n');

const HOW_TO_GET_JAVA =
  `Install a JDK ${MIN_JAVA} or newer and put \`java\` on your PATH ` +
  `(Debian/Ubuntu: sudo apt-get install openjdk-17-jre-headless; macOS: brew install openjdk@17; ` +
  `or https://adoptium.net). The Firestore emulator runs on Java.`;

export function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

function onPath(command) {
  const dirs = (process.env.PATH || '').split(path.delimiter).filter(Boolean);
  return dirs.map((dir) => path.join(dir, command)).find(isFile) ?? null;
}

function askGcloudForSdkRoot(gcloud) {
  try {
    return execFileSync(gcloud, ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 20000,
    }).trim();
  } catch {
    return '';
  }
}

function gcloudSdkRoots(sdkDirs) {
  const roots = [];
  const gcloud = onPath('gcloud');
  if (gcloud) {
    // Fast path: gcloud is normally <sdk>/bin/gcloud behind a symlink; asking gcloud takes seconds.
    try {
      roots.push(path.dirname(path.dirname(fs.realpathSync(gcloud))));
    } catch {
      /* a broken link: ask gcloud below */
    }
    if (!(roots[0] && isFile(path.join(roots[0], JAR_IN_SDK)))) {
      const asked = askGcloudForSdkRoot(gcloud);
      if (asked) roots.unshift(asked);
    }
  }
  roots.push(...sdkDirs);
  return [...new Set(roots)];
}

function newestCachedJar() {
  const cache = path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  try {
    const jars = fs
      .readdirSync(cache)
      .filter((f) => /^cloud-firestore-emulator-.*\.jar$/.test(f))
      .map((f) => path.join(cache, f))
      .filter(isFile)
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
    return jars[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * Path of the Cloud Firestore emulator JAR, or null.
 * `sdkDirs`: where else to look for a gcloud SDK besides the one of `gcloud` on the PATH.
 */
export function findFirestoreJar({ sdkDirs = standardSdkDirs() } = {}) {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  // An explicit but wrong setting must not silently fall through to another JAR.
  if (fromEnv) return isFile(fromEnv) ? path.resolve(fromEnv) : null;
  const inSdk = gcloudSdkRoots(sdkDirs)
    .map((root) => path.join(root, JAR_IN_SDK))
    .find(isFile);
  return inSdk ?? newestCachedJar();
}

/**
 * Runs `<firebaseCommand> setup:emulators:firestore`, which downloads the JAR into
 * ~/.cache/firebase/emulators/. Resolves to null on success, else to why it failed.
 */
function runFirestoreSetup([command, ...args], timeoutMs) {
  return new Promise((resolve) => {
    // Not detached: a Ctrl-C of the terminal stops the download too.
    const child = spawn(command, [...args, 'setup:emulators:firestore'], {
      cwd: os.tmpdir(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = ''; // the end of stdout + stderr (firebase-tools prints its errors on stdout)
    const keep = (chunk) => (output = (output + chunk).slice(-4000));
    for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve(`it could not be started (${error.message})`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(null);
      const lastLine = output
        .split(/\r?\n|\r/)
        .map((line) => line.replace(ANSI, '').trim())
        .filter(Boolean)
        .pop();
      const how = timedOut
        ? `it did not finish within ${timeoutMs / 1000} s`
        : signal
          ? `signal ${signal}`
          : `exit code ${code}`;
      resolve(lastLine ? `${how}; its last output: ${lastLine}` : how);
    });
  });
}

/**
 * The Cloud Firestore emulator JAR: found (see findFirestoreJar), else downloaded by
 * `firebase setup:emulators:firestore` and found again; else throws how to get one.
 * @param {object} [options]
 * @param {string[]} [options.sdkDirs] see findFirestoreJar
 * @param {string[]} [options.firebaseCommand] the firebase-tools CLI as [command, ...args]; default the repo's
 * @param {number} [options.timeoutMs=300000] the download is killed after this long
 * @param {(line: string) => void} [options.print=console.log]
 */
export async function findOrDownloadFirestoreJar({
  sdkDirs,
  firebaseCommand,
  timeoutMs = DOWNLOAD_TIMEOUT_MS,
  print = console.log,
} = {}) {
  const found = findFirestoreJar({ sdkDirs });
  if (found) return found;
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) {
    throw new Error(`FIRESTORE_EMULATOR_JAR is set to "${fromEnv}", which is not a file.\n${HOW_TO_GET_JAR}`);
  }

  print(
    'The Cloud Firestore emulator JAR was not found: trying to download it with ' +
      '`firebase setup:emulators:firestore` into ~/.cache/firebase/emulators/ …',
  );
  const failure = await runFirestoreSetup(firebaseCommand ?? [process.execPath, firebaseToolsCli()], timeoutMs);
  const downloaded = failure ? null : findFirestoreJar({ sdkDirs });
  if (downloaded) {
    print(`Downloaded the Cloud Firestore emulator JAR: ${downloaded}`);
    return downloaded;
  }
  throw new Error(
    `${HOW_TO_GET_JAR}\nThe automatic download (\`firebase setup:emulators:firestore\`) failed: ` +
      (failure ?? 'it succeeded, but no JAR appeared in ~/.cache/firebase/emulators/.'),
  );
}

function requireJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 20000 });
  if (result.error) {
    throw new Error(`Java was not found (${result.error.code || result.error.message}). ${HOW_TO_GET_JAVA}`);
  }
  const text = `${result.stderr || ''}${result.stdout || ''}`;
  const version = text.match(/version "(\d+)(?:\.(\d+))?/);
  if (!version) throw new Error(`Could not read the Java version from \`java -version\`:\n${text}\n${HOW_TO_GET_JAVA}`);
  // Before Java 9 versions read "1.8.0_x".
  const major = version[1] === '1' ? Number(version[2]) : Number(version[1]);
  if (major < MIN_JAVA) {
    throw new Error(`Java ${major} found, but the Firestore emulator needs Java ${MIN_JAVA}+. ${HOW_TO_GET_JAVA}`);
  }
}

function requireFile(file, what) {
  if (!isFile(file)) throw new Error(`${what} not found: ${file}`);
}

/** The repo's own firebase-tools entry point (run with this Node), so no global install is needed. */
function firebaseToolsCli() {
  const require = createRequire(path.join(REPO_ROOT, 'package.json'));
  const pkgPath = require.resolve('firebase-tools/package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.firebase;
  return path.join(path.dirname(pkgPath), bin);
}

/** Rejects with a how-to message for the first thing missing; resolves to the JAR and the firebase-tools CLI. */
export async function checkPrerequisites({ rules }) {
  const jar = await findOrDownloadFirestoreJar();
  requireJava();
  requireFile(rules, 'Firestore rules file');
  return { jar, firebaseCli: firebaseToolsCli() };
}
