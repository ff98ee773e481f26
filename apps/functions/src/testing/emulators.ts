// The functions as a client calls them, in the Functions emulator of the test stack
// (tools/jest/functions-setup.mjs): a user signed up in the Auth emulator, the callable's wire
// protocol over fetch, and the books read back as the owner over Firestore's REST API.
import DEPLOYMENT from '../../functions.json';

const PROJECT = 'demo-pitaka';

function host(name: 'FUNCTIONS_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIRESTORE_EMULATOR_HOST'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through npm test or npx nx test functions`);
  return value;
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

export async function signUp(label: string): Promise<TestUser> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@functions.test`;
  const url = `http://${host('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Passw0rd!', returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId: string; idToken: string };
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(body)}`);
  return { uid: body.localId, email, idToken: body.idToken };
}

/** Marks the user's e-mail address verified (as its link would) and signs in again for a token that says so. */
export async function verifyEmail(user: TestUser): Promise<TestUser> {
  const auth = `http://${host('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1`;
  const json = { 'content-type': 'application/json' };
  const update = await fetch(`${auth}/projects/${PROJECT}/accounts:update`, {
    method: 'POST',
    headers: { ...json, authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: user.uid, emailVerified: true }),
  });
  if (!update.ok) throw new Error(`verifying ${user.email} failed: ${update.status} ${await update.text()}`);
  const signIn = await fetch(`${auth}/accounts:signInWithPassword?key=fake`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: user.email, password: 'Passw0rd!', returnSecureToken: true }),
  });
  const body = (await signIn.json()) as { idToken: string };
  if (!signIn.ok) throw new Error(`signing in ${user.email} failed: ${signIn.status} ${JSON.stringify(body)}`);
  return { ...user, idToken: body.idToken };
}

export interface CallAnswer {
  status: number;
  result?: unknown;
  error?: { status: string; message: string; details?: unknown };
}

/** One call of the ledger callable, as the Firebase client SDK sends it. */
export async function callLedger(user: TestUser | null, data: unknown): Promise<CallAnswer> {
  const url = `http://${host('FUNCTIONS_EMULATOR_HOST')}/${PROJECT}/${DEPLOYMENT.region}/${DEPLOYMENT.ledger}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(user ? { authorization: `Bearer ${user.idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as Omit<CallAnswer, 'status'>;
  return { status: response.status, ...body };
}

/** A document of the user's books as stored (the emulator's owner bypasses the rules), or null. */
export async function readStored(path: string): Promise<Record<string, unknown> | null> {
  const url = `http://${host('FIRESTORE_EMULATOR_HOST')}/v1/projects/${PROJECT}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  const body = (await response.json()) as { fields: Record<string, Record<string, unknown>> };
  return Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, Object.values(v)[0]]));
}

/** The ids of a collection of the user's books. */
export async function listIds(path: string): Promise<string[]> {
  const url = `http://${host('FIRESTORE_EMULATOR_HOST')}/v1/projects/${PROJECT}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
  const body = (await response.json()) as { documents?: { name: string }[] };
  return (body.documents ?? []).map((d) => d.name.split('/').pop() ?? '');
}
