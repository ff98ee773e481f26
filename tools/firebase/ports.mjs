// The ports of a stack (four; seven with the Functions emulator and the two it brings): chosen,
// checked for clashes, and checked free before anything is spawned.
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
  if (!options.functions) return ports;
  // The Functions emulator also starts the Cloud Tasks and Eventarc emulators, by default on 9499
  // and 9299: ports other stacks here ask for (a test stack's Auth, the e2e stack's). Free ones.
  const taken = new Set(Object.values(ports));
  const spare = async () => {
    let port = await freePort(EMULATOR_HOST);
    while (taken.has(port)) port = await freePort(EMULATOR_HOST);
    taken.add(port);
    return port;
  };
  return {
    ...ports,
    functionsPort: options.functionsPort ?? 5001,
    tasksPort: await spare(),
    eventarcPort: await spare(),
  };
}

function describe(ports) {
  return [
    [ports.firestorePort, 'Firestore emulator'],
    [ports.authPort, 'Auth emulator'],
    [ports.hubPort, 'firebase-tools emulator hub'],
    [ports.loggingPort, 'firebase-tools emulator logging'],
    ...(ports.functionsPort
      ? [
          [ports.functionsPort, 'Functions emulator'],
          [ports.tasksPort, 'Cloud Tasks emulator (beside the functions)'],
          [ports.eventarcPort, 'Eventarc emulator (beside the functions)'],
        ]
      : []),
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

/** Resolves to { firestorePort, authPort, hubPort, loggingPort, functionsPort?, tasksPort?, eventarcPort? }, all distinct and free, or throws naming the port. */
export async function choosePorts(options) {
  const ports = await withDefaults(options);
  const described = describe(ports);
  assertNoPortTwice(described);
  for (const [port, what] of described) await assertPortFree(port, what);
  return ports;
}
