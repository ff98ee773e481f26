// The e2e stack's ports (tools/e2e-stack.mjs), once: each app 100 above its dev server's port
// (shell 4300, accounts 4301, …), so both stacks can run; the emulators, the Firestore gate and
// the control server beside them (the Functions emulator and its gate too). The bench waits for them to be free between its stacks.
import { APP_PORTS } from '../runtime-config.mjs';

const E2E_APP_PORTS = Object.fromEntries(Object.entries(APP_PORTS).map(([app, port]) => [app, port + 100]));

export const E2E_PORTS = {
  ...E2E_APP_PORTS,
  control: 4399,
  firestore: 8280,
  firestoreGate: 8281,
  auth: 9299,
  functions: 5201,
  functionsGate: 5202,
};
