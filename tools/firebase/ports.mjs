// The ports of a stack (four, five with the Functions emulator): chosen, checked for clashes, and checked free before anything is spawned.
import { freePort, isPortFree } from '../process-utils.mjs';
import { EMULATOR_HOST } from './project.mjs';

const DEFAULT_AUTH_PORT = 9099;

/** Hub and logging ports default to firebase-tools' own (4400, 4500) only next to its default Auth port. */
async function withDefaults(options) {
  const firestorePort = options.firestorePort ?? 8080;
  const authPort = options.authPort ?? DEFAULT_AUTH_PORT;
  const { hubPort, loggingPort } = options;
  const usual = authPort === DEFAULT_AUTH_PORT;
  const hub = hubPort ?? (usual ? 4400 : await freePort(EMULATOR_HOST));
  let logging = loggingPort ?? (usual ? 4500 : await freePort(EMULATOR_HOST));
  while (logging === hub) logging = await freePort(EMULATOR_HOST);
  const ports = { firestorePort, authPort, hubPort: hub, loggingPort: logging };
  return options.functions ? { ...ports, functionsPort: options.functionsPort ?? 5001 } : ports;
}

function describe(ports) {
  return [
    [ports.firestorePort, 'Firestore emulator'],
    [ports.authPort, 'Auth emulator'],
    [ports.hubPort, 'firebase-tools emulator hub'],
    [ports.loggingPort, 'firebase-tools emulator logging'],
    ...(ports.functionsPort ? [[ports.functionsPort, 'Functions emulator']] : []),
  ];
}

function assertNoPortTwice(described) {
  const seen = new Map();
  for (const [port, what] of described) {
    if (seen.has(port)) throw new Error(`Port ${port} is asked for twice (${seen.get(port)} and ${what}).`);
    seen.set(port, what);
  }
}

async function assertPortFree(port, what) {
  if (await isPortFree(port, EMULATOR_HOST)) return;
  throw new Error(
    `Port ${port} (${what}) is already in use on ${EMULATOR_HOST}. ` +
      `Stop the other process (maybe another \`npm start\`/test stack; see \`ss -ltnp | grep :${port}\`) ` +
      `or choose another port.`,
  );
}

/** Resolves to { firestorePort, authPort, hubPort, loggingPort, functionsPort? }, all distinct and free, or throws naming the port. */
export async function choosePorts(options) {
  const ports = await withDefaults(options);
  const described = describe(ports);
  assertNoPortTwice(described);
  for (const [port, what] of described) await assertPortFree(port, what);
  return ports;
}
