// Pitaka's Cloud Functions: the trusted core. Every money command runs here, in the signed-in
// user's books, over the Admin SDK (docs/decisions.md, "Trusted writes").
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onCall } from 'firebase-functions/v2/https';
import { adminTransaction } from './admin-port';
import { handleLedgerCall } from './ledger-call';
import DEPLOYMENT from '../functions.json';

// Where and on what they run: stated once, in functions.json (the local stack reads it too).
setGlobalOptions({ region: DEPLOYMENT.region });
initializeApp();

// firebase-tools sets FUNCTIONS_EMULATOR in the emulator's processes only.
const emulated = process.env['FUNCTIONS_EMULATOR'] === 'true';

export const ledger = onCall((request) => handleLedgerCall(adminTransaction(getFirestore()), request, emulated));
