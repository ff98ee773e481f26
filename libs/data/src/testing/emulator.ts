// Test-only Firebase setup (excluded from the lib build): a fresh Firebase app per client,
// Auth with in-memory persistence (no browser storage in Node), connected to the emulators named
// by FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and FUNCTIONS_EMULATOR_HOST. Every
// client signs in as a real Auth-emulator user, so firestore.rules apply to everything it does;
// only `ownerDb()` (what the server alone writes, in set-ups) is exempt, as the Admin SDK is.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  setLogLevel,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { parseEmulatorHost } from '@pitaka/platform/testing';
import type { LedgerEndpoint } from '@pitaka/platform';
import type { DataScope } from '../lib/store';

export const PROJECT_ID = 'demo-pitaka';
export const TEST_PASSWORD = 'Passw0rd!';

export function emulatorHosts(): { firestore: string; auth: string; functions: string } {
  const firestore = process.env['FIRESTORE_EMULATOR_HOST'];
  const auth = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  const functions = process.env['FUNCTIONS_EMULATOR_HOST'];
  if (!firestore || !auth || !functions) {
    throw new Error(
      'The data tests need the Firestore, Auth and Functions emulators: run them through ' +
        '`npx nx test data` (tools/jest/functions-setup.mjs starts a stack) or `npm test`',
    );
  }
  return { firestore, auth, functions };
}

/** The ledger callable in the Functions emulator (its region and name: tools/jest/emulators-setup.mjs). */
function ledgerEndpoint(app: FirebaseApp, host: string): LedgerEndpoint {
  const deployment = JSON.parse(process.env['FUNCTIONS_DEPLOYMENT'] ?? 'null') as { region: string; ledger: string };
  if (!deployment) throw new Error('FUNCTIONS_DEPLOYMENT is not set (tools/jest/emulators-setup.mjs sets it)');
  const functions = getFunctions(app, deployment.region);
  const { host: name, port } = parseEmulatorHost(host);
  connectFunctionsEmulator(functions, name, port);
  return { functions, name: deployment.ledger, emulated: true };
}

export interface TestClient {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  uid: string;
  email: string;
  scope: DataScope;
  close(): Promise<void>;
}

let counter = 0;
// Refused reads (rules tests) are expected; keep Firestore's warnings out of the test output.
setLogLevel('error');

function newApp(): { app: FirebaseApp; auth: Auth; db: Firestore; ledger: LedgerEndpoint } {
  const hosts = emulatorHosts();
  const app = initializeApp(
    { apiKey: 'demo-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` },
    `test-${process.pid}-${Date.now()}-${counter++}`,
  );
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, `http://${hosts.auth}`, { disableWarnings: true });
  const db = getFirestore(app);
  const { host, port } = parseEmulatorHost(hosts.firestore);
  connectFirestoreEmulator(db, host, port);
  return { app, auth, db, ledger: ledgerEndpoint(app, hosts.functions) };
}

function client(parts: ReturnType<typeof newApp>, uid: string, email: string): TestClient {
  const { app, auth, db, ledger } = parts;
  return { app, auth, db, uid, email, scope: { db, ledger, uid }, close: () => deleteApp(app) };
}

/** A new Auth-emulator user (unique e-mail) with its own Firebase app. */
export async function createTestUser(label = 'user'): Promise<TestClient> {
  const parts = newApp();
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@test.pitaka`;
  const cred = await retryOnNetworkError(() => createUserWithEmailAndPassword(parts.auth, email, TEST_PASSWORD));
  return client(parts, cred.user.uid, email);
}

/**
 * The Auth emulator (a Node process) can drop a request when the machine is saturated; the SDK
 * then reports auth/network-request-failed. Setting up a test user is retried a few times so a
 * busy machine does not fail a whole spec file in its beforeAll.
 */
async function retryOnNetworkError<T>(attempt: () => Promise<T>, tries = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== 'auth/network-request-failed' || i >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * i));
    }
  }
}

/**
 * Marks the user's e-mail address verified, as following the verification link would, and
 * refreshes their ID token so the server sees it.
 */
export async function verifyEmail(user: Pick<TestClient, 'auth' | 'uid'>): Promise<void> {
  const url = `http://${emulatorHosts().auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: user.uid, emailVerified: true }),
  });
  if (!response.ok) throw new Error(`verifying ${user.uid} failed: ${response.status} ${await response.text()}`);
  await user.auth.currentUser?.getIdToken(true);
}

/** A second, independent Firebase app signed in as an existing user (a second browser). */
export async function signInAgain(existing: Pick<TestClient, 'email'>): Promise<TestClient> {
  const parts = newApp();
  const cred = await retryOnNetworkError(() => signInWithEmailAndPassword(parts.auth, existing.email, TEST_PASSWORD));
  return client(parts, cred.user.uid, existing.email);
}

function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return { seconds: value.seconds, nanoseconds: value.nanoseconds };
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as DocumentData)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, plain(v)]),
    );
  }
  return value;
}

/** Every document of the user's tree (user doc + its collections), raw, keyed by path. */
export async function snapshotUserTree(scope: DataScope): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const user = await getDoc(doc(scope.db, 'users', scope.uid));
  if (user.exists()) out[user.ref.path] = plain(user.data());
  for (const name of [
    'accounts',
    'transactions',
    'paluwagans',
    'debts',
    'recurring',
    'summaries',
    'imports',
    'importMappings',
    'restores',
  ]) {
    const snap = await getDocs(collection(scope.db, 'users', scope.uid, name));
    for (const d of snap.docs) out[d.ref.path] = plain(d.data());
  }
  return out;
}

/** Fixed clocks: tests never read the real one for rules. Local time (TZ=Asia/Manila in CI). */
export function at(year: number, month: number, day: number, hours = 0, minutes = 0): Date {
  return new Date(year, month - 1, day, hours, minutes, 0, 0);
}

let owner: Firestore | undefined;

/**
 * The emulator's owner: Firestore (lite) with the token the rules do not apply to, as they do not
 * to the server's Admin SDK. No client may write the books; tests that set up what only the
 * server (or the original product) writes, or that make the ledger throw part-way in this
 * process, write through it.
 */
export function ownerDb(): Firestore {
  if (!owner) {
    const app = initializeApp({ apiKey: 'demo-key', projectId: PROJECT_ID }, `owner-${process.pid}`);
    owner = getFirestore(app);
    const { host, port } = parseEmulatorHost(emulatorHosts().firestore);
    connectFirestoreEmulator(owner, host, port, { mockUserToken: 'owner' });
  }
  return owner;
}

/**
 * Deletes an account document directly, as the original product's delete did (no checks): the
 * way rows paid from a missing account come about in real data.
 */
export function deleteAccountAsOriginalProduct(scope: DataScope, accountId: string): Promise<void> {
  return deleteDoc(doc(ownerDb(), 'users', scope.uid, 'accounts', accountId));
}

type Seed = string | number | boolean | null | Date | Seed[] | { [key: string]: Seed };

function restValue(v: Seed): Record<string, unknown> {
  if (v === null) return { nullValue: null };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(restValue) } };
  switch (typeof v) {
    case 'string':
      return { stringValue: v };
    case 'boolean':
      return { booleanValue: v };
    case 'number':
      return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
    default:
      return { mapValue: { fields: restFields(v) } };
  }
}

function restFields(data: { [key: string]: Seed }): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, restValue(v)]));
}

/**
 * Writes a document the rules would refuse (data of the original product, or malformed data),
 * through the emulator's REST API with the owner token that bypasses rules.
 */
export async function seedBypassingRules(path: string, data: { [key: string]: Seed }): Promise<void> {
  const url = `http://${emulatorHosts().firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: restFields(data) }),
  });
  if (!response.ok) throw new Error(`seeding ${path} failed: ${response.status} ${await response.text()}`);
}
