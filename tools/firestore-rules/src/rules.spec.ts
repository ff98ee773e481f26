// Security rules of firestore.rules, checked against the real Cloud Firestore emulator.
// A signed-in user reads and writes only users/{their uid} and everything below it; all else is denied.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';

const EMULATOR = process.env.FIRESTORE_EMULATOR_HOST;
if (!EMULATOR) {
  throw new Error(
    'FIRESTORE_EMULATOR_HOST is not set. The rules tests need a running Firestore emulator, e.g.\n' +
      '  node tools/firebase/run-stack.mjs --firestore-port 8180 --auth-port 9199 &\n' +
      '  FIRESTORE_EMULATOR_HOST=127.0.0.1:8180 npx jest -c tools/firestore-rules/jest.config.cjs',
  );
}
const colon = EMULATOR.lastIndexOf(':');
const HOST = EMULATOR.slice(0, colon).replace(/^\[|\]$/g, '');
const PORT = Number(EMULATOR.slice(colon + 1));

// Own project id: these tests never touch the data of the app's or other tests' projects.
const PROJECT_ID = 'demo-pitaka-rules';
const RULES_PATH = resolve(__dirname, '../../../firestore.rules');

const OWNER = 'alice';
const OTHER = 'bob';

/** Document paths inside the owner's tree, with the collection that lists them. */
const OWNED: { name: string; docPath: string; collectionPath: string }[] = [
  { name: 'user doc', docPath: `users/${OWNER}`, collectionPath: '' },
  ...['accounts', 'transactions', 'paluwagans', 'debts'].map((sub) => ({
    name: sub,
    docPath: `users/${OWNER}/${sub}/doc1`,
    collectionPath: `users/${OWNER}/${sub}`,
  })),
  {
    name: 'nested deeper path',
    docPath: `users/${OWNER}/paluwagans/p1/payments/week1`,
    collectionPath: `users/${OWNER}/paluwagans/p1/payments`,
  },
];
const OWNED_SUBCOLLECTIONS = OWNED.filter((p) => p.collectionPath);

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: HOST, port: PORT, rules: readFileSync(RULES_PATH, 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

/** Fresh data for every test: the owner's whole tree and an unrelated top-level doc. */
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx: RulesTestContext) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (const p of OWNED) batch.set(doc(db, p.docPath), { seeded: true, n: 1 });
    batch.set(doc(db, 'other/x'), { seeded: true });
    batch.set(doc(db, `users/${OTHER}`), { seeded: true });
    await batch.commit();
  });
});

const removeSeeded = (docPath: string) =>
  env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore() as unknown as Firestore, docPath)));

// One client per identity for the whole file (a new context per call would open a new connection).
const clients = new Map<string, Firestore>();
const client = (key: string, make: () => RulesTestContext) => {
  let db = clients.get(key);
  if (!db) clients.set(key, (db = make().firestore() as unknown as Firestore));
  return db;
};
const owner = () => client(OWNER, () => env.authenticatedContext(OWNER));
const other = () => client(OTHER, () => env.authenticatedContext(OTHER));
const anonymous = () => client('', () => env.unauthenticatedContext());

describe('the owner', () => {
  it.each(OWNED)('can get $name', async ({ docPath }) => {
    const snap = await assertSucceeds(getDoc(doc(owner(), docPath)));
    expect(snap.data()).toEqual({ seeded: true, n: 1 });
  });

  it.each(OWNED_SUBCOLLECTIONS)('can list $name', async ({ collectionPath }) => {
    const snap = await assertSucceeds(getDocs(collection(owner(), collectionPath)));
    expect(snap.size).toBe(1);
  });

  it.each(OWNED)('can create $name', async ({ docPath, collectionPath }) => {
    await removeSeeded(docPath);
    await assertSucceeds(setDoc(doc(owner(), docPath), { created: true }));
    if (collectionPath) await assertSucceeds(setDoc(doc(owner(), `${collectionPath}/another`), { created: true }));
  });

  it.each(OWNED)('can update $name', async ({ docPath }) => {
    await assertSucceeds(updateDoc(doc(owner(), docPath), { n: 2 }));
    await assertSucceeds(setDoc(doc(owner(), docPath), { replaced: true }));
  });

  it.each(OWNED)('can delete $name', async ({ docPath }) => {
    await assertSucceeds(deleteDoc(doc(owner(), docPath)));
  });

  it('cannot create a user doc for another uid', async () => {
    await assertFails(setDoc(doc(owner(), `users/${OWNER}-new`), { created: true }));
  });
});

describe.each([
  ['another signed-in user', other],
  ['an unauthenticated client', anonymous],
])('%s', (_who, db) => {
  it.each(OWNED)('is denied get on $name', async ({ docPath }) => {
    await assertFails(getDoc(doc(db(), docPath)));
  });

  it.each(OWNED_SUBCOLLECTIONS)('is denied list on $name', async ({ collectionPath }) => {
    await assertFails(getDocs(collection(db(), collectionPath)));
  });

  it.each(OWNED)('is denied update, set and delete on $name', async ({ docPath }) => {
    await assertFails(updateDoc(doc(db(), docPath), { n: 2 }));
    await assertFails(setDoc(doc(db(), docPath), { replaced: true }));
    await assertFails(deleteDoc(doc(db(), docPath)));
  });

  it.each(OWNED)('is denied create on $name', async ({ docPath, collectionPath }) => {
    await removeSeeded(docPath);
    await assertFails(setDoc(doc(db(), docPath), { created: true }));
    if (collectionPath) await assertFails(setDoc(doc(db(), `${collectionPath}/another`), { created: true }));
  });
});

describe.each([
  ['the owner', owner],
  ['another signed-in user', other],
  ['an unauthenticated client', anonymous],
])('paths outside users/{uid} for %s', (_who, db) => {
  it('other/x: get, list and write are denied', async () => {
    await assertFails(getDoc(doc(db(), 'other/x')));
    await assertFails(getDocs(collection(db(), 'other')));
    await assertFails(setDoc(doc(db(), 'other/x'), { changed: true }));
    await assertFails(setDoc(doc(db(), 'other/y'), { created: true }));
    await assertFails(deleteDoc(doc(db(), 'other/x')));
  });

  it('listing the users collection is denied', async () => {
    await assertFails(getDocs(collection(db(), 'users')));
  });

  it('a deep path under another top-level collection is denied', async () => {
    await assertFails(setDoc(doc(db(), `other/${OWNER}/accounts/a1`), { created: true }));
    await assertFails(getDoc(doc(db(), `other/${OWNER}/accounts/a1`)));
  });
});
