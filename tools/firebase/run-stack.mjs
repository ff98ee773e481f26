#!/usr/bin/env node
// Run the local Firebase stack until Ctrl-C / SIGTERM.
//   node tools/firebase/run-stack.mjs [--persist] [--data-dir .data] [--firestore-port N] [--auth-port N]
//                                     [--hub-port N] [--logging-port N] [--project ID] [--export-every S] [--quiet]
// Without --data-dir, --persist uses <repo>/.data; without --project, PROJECT_ID of project.mjs.
// --export-every: seconds between periodic exports of a persisted stack (default 60, as npm start).
// Prints the hosts once both emulators answer.
import { startFirebaseStack } from './stack.mjs';

function parseArgs(argv) {
  const o = { persist: false, quiet: false };
  const num = (v, flag) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0 || n > 65535) throw new Error(`${flag} needs a port number, got "${v}"`);
    return n;
  };
  // Bounded: setInterval treats a delay above 2^31 - 1 ms (or Infinity) as 1 ms.
  const seconds = (v, flag) => {
    const n = Number(v);
    if (!(n > 0 && n <= 86400)) throw new Error(`${flag} needs seconds above 0, at most 86400, got "${v}"`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [flag, inline] = a.includes('=') ? a.split(/=(.*)/s, 2) : [a, undefined];
    const value = () => (inline !== undefined ? inline : argv[++i]);
    switch (flag) {
      case '--persist':
        o.persist = true;
        break;
      case '--quiet':
        o.quiet = true;
        break;
      case '--data-dir':
        o.dataDir = value();
        break;
      case '--firestore-port':
        o.firestorePort = num(value(), flag);
        break;
      case '--auth-port':
        o.authPort = num(value(), flag);
        break;
      case '--hub-port':
        o.hubPort = num(value(), flag);
        break;
      case '--logging-port':
        o.loggingPort = num(value(), flag);
        break;
      case '--project':
        o.projectId = value();
        break;
      case '--export-every':
        o.exportIntervalMs = seconds(value(), flag) * 1000;
        break;
      case '-h':
      case '--help':
        console.log(
          'Usage: node tools/firebase/run-stack.mjs [--persist] [--data-dir DIR] [--firestore-port N] [--auth-port N] [--hub-port N] [--logging-port N] [--project ID] [--export-every S] [--quiet]',
        );
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown argument: ${a}`);
    }
  }
  return o;
}

let opts;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (err) {
  console.error(err.message);
  process.exit(2);
}

const t0 = Date.now();
let stack = null;
let shuttingDown = false;

async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`\n${signal}: stopping the Firebase emulators...`);
  try {
    if (stack) await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => shutdown(sig));

try {
  stack = await startFirebaseStack({
    ...opts,
    log: opts.quiet ? (line) => line.startsWith('[stack]') && console.log(line) : (line) => console.log(line),
  });
} catch (err) {
  console.error(`\nCould not start the Firebase emulators:\n${err.message}`);
  process.exit(1);
}
if (shuttingDown) {
  await stack.stop();
  process.exit(0);
}
console.log(
  [
    '',
    `Firebase emulators ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (project ${stack.projectId})`,
    `  FIRESTORE_EMULATOR_HOST=${stack.firestoreHost}`,
    `  FIREBASE_AUTH_EMULATOR_HOST=${stack.authHost}`,
    stack.dataDir && opts.persist
      ? `  data: ${stack.dataDir} (exported every ${(opts.exportIntervalMs ?? 60000) / 1000} s and on exit)`
      : '  data: not persisted',
    'Press Ctrl-C to stop.',
  ].join('\n'),
);
