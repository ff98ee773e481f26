// Real users of the Auth emulator: signed up over its REST API (ID tokens for raw requests), or
// signed in through the Firebase JS SDK (firebase/auth + firebase/firestore/lite, the app's own
// client) against both emulators.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';

const PASSWORD = 'Passw0rd!';

export interface SignedUpUser {
  uid: string;
  email: string;
  idToken: string;
}

/** A new Auth-emulator user with a unique e-mail (other suites share the emulator). */
export async function signUp(authHost: string, label: string): Promise<SignedUpUser> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@hostile.test`;
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId?: string; idToken?: string };
  if (!response.ok || !body.localId || !body.idToken) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { uid: body.localId, email, idToken: body.idToken };
}

const base64url = (s: string) => Buffer.from(s).toString('base64url');

/** The claims of an (unsigned) Auth-emulator ID token. */
export function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString('utf8'));
}

/** An unsigned JWT (`alg: none`, empty signature), the form every Auth-emulator token has. */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.`;
}

export interface SdkClient {
  db: Firestore;
  close(): Promise<void>;
}

let apps = 0;
// Refused requests are what these tests expect; keep the SDK's logging of each one quiet.
setLogLevel('silent');

function newClient(hosts: { firestore: string; auth: string }, projectId: string) {
  const app = initializeApp({ apiKey: 'demo-key', projectId }, `hostile-${process.pid}-${apps++}`);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, `http://${hosts.auth}`, { disableWarnings: true });
  const db = getFirestore(app);
  const colon = hosts.firestore.lastIndexOf(':');
  connectFirestoreEmulator(db, hosts.firestore.slice(0, colon), Number(hosts.firestore.slice(colon + 1)));
  return { app, auth, db };
}

/** A Firebase app signed in as `user` with email and password, as the app signs in. */
export async function signInWithSdk(
  hosts: { firestore: string; auth: string },
  projectId: string,
  user: SignedUpUser,
): Promise<SdkClient> {
  const { app, auth, db } = newClient(hosts, projectId);
  await signInWithEmailAndPassword(auth, user.email, PASSWORD);
  return { db, close: () => deleteApp(app) };
}

/** A Firebase app nobody signed in to. */
export function signedOutSdk(hosts: { firestore: string; auth: string }, projectId: string): SdkClient {
  const { app, db } = newClient(hosts, projectId);
  return { db, close: () => deleteApp(app) };
}
