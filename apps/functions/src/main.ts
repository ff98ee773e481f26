// Pitaka's Cloud Functions: the trusted core. Every money command runs here, in the signed-in
// user's books, over the Admin SDK (docs/decisions.md, "Trusted writes").
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onCall } from 'firebase-functions/v2/https';
import { adminJobPort } from './admin-port';
import { handleLedgerCall } from './ledger-call';
import DEPLOYMENT from '../functions.json';

// The texts the server words (a refusal that names when a backup was made) tell the time as the
// app's home, Manila, does: not the functions' UTC. Node reads TZ again at every date it formats.
process.env['TZ'] = 'Asia/Manila';

// Where and on what they run: stated once, in functions.json (the local stack reads it too).
setGlobalOptions({ region: DEPLOYMENT.region });
initializeApp();

// firebase-tools sets FUNCTIONS_EMULATOR in the emulator's processes only.
const emulated = process.env['FUNCTIONS_EMULATOR'] === 'true';

// One warm instance serves every command (a cold start is seconds: docs/decisions.md); a long job
// (a 30,000-transaction restore holds its file in memory) may take minutes, up to the 9 allowed.
export const ledger = onCall({ timeoutSeconds: 540, memory: '512MiB', minInstances: 1 }, (request) =>
  handleLedgerCall(adminJobPort(getFirestore()), request, emulated),
);
