// The Firestore emulator JAR lookup of `npm start` and `npm test` (tools/firebase/prerequisites.mjs) on a
// fresh machine: an empty HOME, no FIRESTORE_EMULATOR_JAR, no gcloud on the PATH nor in the standard SDK
// directories. It then runs `firebase setup:emulators:firestore`; here a fake firebase CLI stands in for
// the real one, so nothing touches the network.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const prerequisites = join(__dirname, '../../firebase/prerequisites.mjs');

// Imports the module in a fresh Node (its lookup reads HOME and PATH), prints "JAR <path>" or "FAILED <message>".
const DRIVER = `
import { pathToFileURL } from 'node:url';
const [modulePath, options] = process.argv.slice(1);
const { findOrDownloadFirestoreJar } = await import(pathToFileURL(modulePath).href);
try {
  console.log('JAR ' + (await findOrDownloadFirestoreJar(JSON.parse(options))));
} catch (error) {
  console.log('FAILED ' + error.message);
}
`;

// Fake firebase CLIs: each records its arguments in $HOME/firebase-args.json first.
const RECORD_ARGS = `require('node:fs').writeFileSync(require('node:path').join(require('node:os').homedir(), 'firebase-args.json'), JSON.stringify(process.argv.slice(2)));\n`;
const FAKE_CLIS = {
  offline: `${RECORD_ARGS}
console.log('i  firestore: downloading cloud-firestore-emulator-v1.22.0.jar...');
console.log('Error: Failed to make request to https://storage.googleapis.com/firebase-preview-drop/emulator/cloud-firestore-emulator-v1.22.0.jar');
process.exit(3);`,
  downloading: `${RECORD_ARGS}
const { mkdirSync, writeFileSync } = require('node:fs');
const dir = require('node:path').join(require('node:os').homedir(), '.cache', 'firebase', 'emulators');
mkdirSync(dir, { recursive: true });
writeFileSync(dir + '/cloud-firestore-emulator-v9.9.9.jar', 'not really a jar');`,
  // Gives up by itself after 30 s, so that a broken timeout leaves no process behind for long.
  hanging: `${RECORD_ARGS}
setTimeout(() => process.exit(1), 30_000);`,
};

let root: string;
let home: string;
let bin: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pitaka-jar-'));
  home = join(root, 'home');
  bin = join(root, 'bin'); // the PATH: just `node`, no gcloud
  mkdirSync(home);
  mkdirSync(bin);
  symlinkSync(process.execPath, join(bin, 'node'));
  for (const [name, source] of Object.entries(FAKE_CLIS)) writeFileSync(join(root, `${name}.cjs`), source);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

function lookUp(fakeCli: keyof typeof FAKE_CLIS, { timeoutMs = 10_000, env = {} as Record<string, string> } = {}) {
  const options = { sdkDirs: [], firebaseCommand: [process.execPath, join(root, `${fakeCli}.cjs`)], timeoutMs };
  return new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', DRIVER, prerequisites, JSON.stringify(options)],
      { env: { HOME: home, PATH: bin, ...env }, timeout: 20_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

const firebaseArgs = () => JSON.parse(readFileSync(join(home, 'firebase-args.json'), 'utf8'));

describe('Firestore emulator JAR on a fresh machine', () => {
  it('tries to download it, then prints how to get one and why the download failed', async () => {
    const output = await lookUp('offline');
    expect(output).toMatch(/JAR was not found: trying to download it with `firebase setup:emulators:firestore`/);
    expect(firebaseArgs()).toEqual(['setup:emulators:firestore']);
    expect(output).toMatch(/^FAILED The Cloud Firestore emulator JAR was not found\. Get it one of these ways:$/m);
    expect(output).toMatch(/gcloud components install cloud-firestore-emulator/);
    expect(output).toMatch(
      /^The automatic download \(`firebase setup:emulators:firestore`\) failed: exit code 3; its last output: Error: Failed to make request to https:\/\/storage\.googleapis\.com\/.*\.jar$/m,
    );
  }, 20_000);

  it('uses the JAR that the download put into ~/.cache/firebase/emulators/', async () => {
    const output = await lookUp('downloading');
    const jar = join(home, '.cache/firebase/emulators/cloud-firestore-emulator-v9.9.9.jar');
    expect(output).toMatch(/trying to download it/);
    expect(output).toContain(`Downloaded the Cloud Firestore emulator JAR: ${jar}`);
    expect(output.trim().split('\n').pop()).toBe(`JAR ${jar}`);
  }, 20_000);

  it('stops a download that hangs after its timeout', async () => {
    const started = Date.now();
    const output = await lookUp('hanging', { timeoutMs: 500 });
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(output).toMatch(/^The automatic download .* failed: it did not finish within 0\.5 s$/m);
  }, 20_000);

  it('does not download when FIRESTORE_EMULATOR_JAR names a missing file', async () => {
    const output = await lookUp('downloading', { env: { FIRESTORE_EMULATOR_JAR: join(root, 'missing.jar') } });
    expect(output).toMatch(/^FAILED FIRESTORE_EMULATOR_JAR is set to ".*missing\.jar", which is not a file\.$/m);
    expect(output).not.toMatch(/trying to download/);
    expect(existsSync(join(home, 'firebase-args.json'))).toBe(false);
  }, 20_000);
});
