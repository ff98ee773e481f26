// A hostile client against firestore.rules: a real Auth-emulator user ("the attacker") goes
// after another real user's data ("the victim") over the raw Firestore REST API and over the
// Firebase JS SDK, writes its own documents (as the app once wrote them, and in shapes it never
// sent: since the trusted writes no client writes at all), and tries paths outside the books'
// collections. Every attempt must be refused, and after every test the whole
// project, read back with the emulator's admin access, must be exactly as seeded: the victim's
// documents unchanged (fields and update times) and no document anywhere else.
//
// What the emulator cannot show: it does not verify token signatures. Every Auth-emulator ID
// token is an unsigned JWT (`alg: none`), and any such token whose `sub` names the victim is
// taken as the victim (checked by hand: also with a bogus RS256 signature, a wrong `aud` or an
// expired `exp`). Production verifies the signature before the rules run, so forging is not
// something the rules can guard against, nor something this suite can test.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCount,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import {
  claimsOf,
  signedOutSdk,
  signInWithSdk,
  signUp,
  unsignedToken,
  type SdkClient,
  type SignedUpUser,
} from './hostile/auth-emulator';
import {
  bearer,
  FirestoreRest,
  type Credential,
  type RestResponse,
  type StoredDocument,
  type Write,
} from './hostile/firestore-rest';
import {
  bool,
  COLLECTION_OF,
  COLLECTIONS,
  CREATED,
  dbl,
  int,
  KIND_IN,
  KINDS,
  LATER,
  list,
  map,
  nul,
  sdkData,
  str,
  time,
  validDocument,
  withFields,
  type Kind,
  type WireFields,
  type WireValue,
} from './hostile/wire';

const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST;
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!FIRESTORE || !AUTH) {
  throw new Error(
    'The hostile-client tests need the Firestore and Auth emulators (FIRESTORE_EMULATOR_HOST and ' +
      'FIREBASE_AUTH_EMULATOR_HOST); `npx jest -c tools/firestore-rules/jest.config.cjs` starts them.',
  );
}
const HOSTS = { firestore: FIRESTORE, auth: AUTH };

// Own Firestore project: nothing else writes here, so "nothing anywhere but the seed" is checkable.
// (The Auth emulator serves one project; the Firestore emulator does not check a token's `aud`.)
const PROJECT_ID = 'demo-pitaka-hostile';
const rest = new FirestoreRest(FIRESTORE, PROJECT_ID);

// Loading the rules into an emulator busy with other suites can take longer than Jest's 5 s.
jest.setTimeout(30_000);

let victim: SignedUpUser;
let attacker: SignedUpUser;
/** Signed up, no user document yet: where the user doc's create is tried. */
let newcomer: SignedUpUser;
let asAttacker: Credential;
let baseline: Record<string, StoredDocument>;

/** The seeded documents of a user: the user doc and one document in each collection. */
function treeOf(uid: string): Record<Kind, string> {
  return {
    user: `users/${uid}`,
    account: `users/${uid}/accounts/a1`,
    transaction: `users/${uid}/transactions/t1`,
    paluwagan: `users/${uid}/paluwagans/p1`,
    debt: `users/${uid}/debts/d1`,
  };
}

/** A fresh project: both users' trees and nothing else; `baseline` is what it then holds. */
async function seedProject() {
  await rest.clearAll();
  for (const user of [victim, attacker]) {
    for (const kind of KINDS) await rest.adminSet(treeOf(user.uid)[kind], validDocument(kind, user.email));
  }
  baseline = await rest.adminReadEverything();
  const seeded = [victim, attacker].flatMap((u) => Object.values(treeOf(u.uid)));
  expect(Object.keys(baseline).sort()).toEqual(seeded.sort());
}

beforeAll(async () => {
  [victim, attacker, newcomer] = await Promise.all([
    signUp(AUTH, 'victim'),
    signUp(AUTH, 'attacker'),
    signUp(AUTH, 'newcomer'),
  ]);
  asAttacker = bearer(attacker.idToken);
  await rest.loadRules(readFileSync(resolve(__dirname, '../../../firestore.rules'), 'utf8'));
  await seedProject();
});

// The check every test ends with (a failing afterEach fails its test): the victim's data and
// everything else in the project exactly as seeded. Tests that make an allowed write (controls)
// remove it themselves before they end. After a leak the project is seeded again, so that one
// hole fails its own tests, not every test after it.
afterEach(async () => {
  const expected = baseline;
  const found = await rest.adminReadEverything();
  if (!isDeepStrictEqual(found, expected)) await seedProject();
  expect(found).toEqual(expected);
});

// ---------------------------------------------------------------------------------------------
// Outcomes

const outcome = (r: RestResponse) => ({
  status: r.status,
  error: (r.body as { error?: { status?: string } } | null)?.error?.status,
});
const DENIED = { status: 403, error: 'PERMISSION_DENIED' };
const OK = { status: 200, error: undefined };

async function expectDenied(request: Promise<RestResponse>) {
  expect(outcome(await request)).toEqual(DENIED);
}

async function expectAllowed(request: Promise<RestResponse>) {
  expect(outcome(await request)).toEqual(OK);
}

async function expectSdkDenied(request: Promise<unknown>) {
  await expect(request).rejects.toMatchObject({ code: 'permission-denied' });
}

/** A valid partial update (field names and values the app writes). */
const VALID_UPDATE: Record<Kind, WireFields> = {
  user: { currency: str('USD') },
  account: { balance: dbl(99.5) },
  transaction: { description: str('Changed') },
  paluwagan: { name: str('Changed'), updatedAt: time(LATER) },
  debt: { name: str('Changed'), updatedAt: time(LATER) },
};

const collectionGroupQuery = (collectionId: string) => ({ from: [{ collectionId, allDescendants: true }] });

// ---------------------------------------------------------------------------------------------
// Another user's documents, over REST

describe("the victim's documents over REST", () => {
  it('control: the attacker reads its own documents with its token', async () => {
    const own = treeOf(attacker.uid);
    await expectAllowed(rest.get(asAttacker, own.user));
    await expectAllowed(rest.runQuery(asAttacker, own.user, { from: [{ collectionId: 'accounts' }] }));
  });

  it.each(KINDS)('the %s: get, batchGet, replace, partial update and delete are denied', async (kind) => {
    const path = treeOf(victim.uid)[kind];
    await expectDenied(rest.get(asAttacker, path));
    await expectDenied(rest.get(asAttacker, `${path}?mask.fieldPaths=createdAt`));
    await expectDenied(rest.batchGet(asAttacker, [treeOf(attacker.uid)[kind], path]));
    await expectDenied(rest.replace(asAttacker, path, validDocument(kind, attacker.email)));
    await expectDenied(rest.updateFields(asAttacker, path, VALID_UPDATE[kind], Object.keys(VALID_UPDATE[kind])));
    await expectDenied(rest.remove(asAttacker, path));
  });

  it.each(COLLECTIONS)('%s: list, runQuery, count and create are denied', async (name) => {
    const kind = KIND_IN[name];
    const parent = `users/${victim.uid}`;
    await expectDenied(rest.list(asAttacker, `${parent}/${name}`));
    await expectDenied(rest.runQuery(asAttacker, parent, { from: [{ collectionId: name }] }));
    await expectDenied(
      rest.runQuery(asAttacker, parent, {
        from: [{ collectionId: name }],
        where: { fieldFilter: { field: { fieldPath: 'createdAt' }, op: 'EQUAL', value: time(CREATED) } },
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
        limit: 1,
      }),
    );
    await expectDenied(rest.count(asAttacker, parent, { from: [{ collectionId: name }] }));
    await expectDenied(rest.create(asAttacker, `${parent}/${name}/planted`, validDocument(kind)));
    await expectDenied(rest.createIn(asAttacker, `${parent}/${name}`, 'planted', validDocument(kind)));
  });

  it.each(COLLECTIONS)('%s: a collection-group runQuery over all users is denied', async (name) => {
    await expectDenied(rest.runQuery(asAttacker, '', collectionGroupQuery(name)));
    await expectDenied(rest.count(asAttacker, '', collectionGroupQuery(name)));
  });

  it('a runQuery with allDescendants below the victim, or over every collection, is denied', async () => {
    for (const name of COLLECTIONS) {
      await expectDenied(rest.runQuery(asAttacker, `users/${victim.uid}`, collectionGroupQuery(name)));
    }
    await expectDenied(rest.runQuery(asAttacker, `users/${victim.uid}`, { from: [{ allDescendants: true }] }));
    await expectDenied(rest.runQuery(asAttacker, '', { from: [{ allDescendants: true }] }));
  });

  it('listing users and creating a user doc for another uid are denied', async () => {
    await expectDenied(rest.list(asAttacker, 'users'));
    await expectDenied(rest.runQuery(asAttacker, '', { from: [{ collectionId: 'users' }] }));
    await expectDenied(rest.create(asAttacker, `users/${newcomer.uid}`, validDocument('user', attacker.email)));
  });
});

// ---------------------------------------------------------------------------------------------
// Own documents that break a field rule, on the raw wire

interface Violation {
  kind: Kind;
  name: string;
  changes: Record<string, WireValue | undefined>;
}
const breaks = (kind: Kind, name: string, changes: Violation['changes']): Violation => ({ kind, name, changes });
const SOURCE = { kind: str('debt-payment'), id: str('d1'), index: int(1), reversal: bool(false) };

// One representative per class; rules.spec.ts covers every field in depth through the SDK.
const VIOLATIONS: Violation[] = [
  // unknown fields
  breaks('account', 'an unknown field', { extra: bool(true) }),
  breaks('paluwagan', 'an unknown map field', { meta: map({ admin: bool(true) }) }),
  breaks('transaction', 'an unknown key inside source', { source: map({ ...SOURCE, extra: bool(true) }) }),
  // wrong types
  breaks('account', 'name a map (where a string belongs)', { name: map({ first: str('Wallet') }) }),
  breaks('user', 'email a list', { email: list(str('a@b.c')) }),
  breaks('user', 'setupComplete the integer 1', { setupComplete: int(1) }),
  breaks('transaction', 'date a string', { date: str('2026-03-01') }),
  breaks('debt', 'counterpartyName a reference', { counterpartyName: { referenceValue: rest.name('users/x') } }),
  breaks('account', 'createdAt a geo point', { createdAt: { geoPointValue: { latitude: 14.6, longitude: 121 } } }),
  // a double where only an integer fits
  breaks('paluwagan', 'totalNumbers the double 2.0', { totalNumbers: dbl(2) }),
  breaks('transaction', 'source.index the double 1.0', { source: map({ ...SOURCE, index: dbl(1) }) }),
  // enums
  breaks('account', "type 'savings'", { type: str('savings') }),
  breaks('user', "currency 'php'", { currency: str('php') }),
  breaks('debt', "type 'OWE'", { type: str('OWE') }),
  breaks('transaction', "source.kind 'transfer'", { source: map({ ...SOURCE, kind: str('transfer') }) }),
  // text length
  breaks('account', 'name of 201 characters', { name: str('x'.repeat(201)) }),
  breaks('paluwagan', 'description of 1001 characters', { description: str('x'.repeat(1001)) }),
  breaks('user', 'email of 321 characters', { email: str('x'.repeat(321)) }),
  // money (pesos, a finite number in 0..MAX_AMOUNT; integer or double on the wire)
  breaks('account', 'balance the integer 10000000000 (above MAX_AMOUNT)', { balance: int('10000000000') }),
  breaks('account', 'balance the integer -1', { balance: int(-1) }),
  breaks('transaction', 'amount -0.01', { amount: dbl(-0.01) }),
  breaks('debt', 'totalAmount NaN', { totalAmount: dbl('NaN') }),
  breaks('paluwagan', 'payoutPerNumber Infinity', { payoutPerNumber: dbl('Infinity') }),
  breaks('account', "balance the string '100'", { balance: str('100') }),
  breaks('transaction', 'amount null', { amount: nul() }),
  breaks('debt', 'totalAmount bytes', { totalAmount: { bytesValue: 'AQI=' } }),
  // integers and lists out of range
  breaks('paluwagan', 'totalNumbers 101', { totalNumbers: int(101) }),
  breaks('debt', 'paymentSchedule empty', { paymentSchedule: list() }),
  breaks('paluwagan', 'numbers a map (where a list belongs)', { numbers: map({ 0: map({ number: int(1) }) }) }),
  // required fields
  breaks('transaction', 'accountId missing', { accountId: undefined }),
  breaks('debt', 'paymentSchedule missing', { paymentSchedule: undefined }),
  breaks('user', 'currency missing', { currency: undefined }),
  breaks('paluwagan', 'updatedAt missing', { updatedAt: undefined }),
];

/** Where the attacker creates a new document of a kind, and with which token. */
function freshTarget(kind: Kind): { credential: Credential; path: string } {
  if (kind === 'user') return { credential: bearer(newcomer.idToken), path: `users/${newcomer.uid}` };
  return { credential: asAttacker, path: `users/${attacker.uid}/${COLLECTION_OF[kind]}/fresh` };
}

describe('own documents that break a field rule, over REST', () => {
  it.each(KINDS)('even a valid %s, as the app once wrote it, is denied: only the server writes', async (kind) => {
    const { credential, path } = freshTarget(kind);
    await expectDenied(rest.create(credential, path, validDocument(kind)));
    await expectDenied(rest.replace(asAttacker, treeOf(attacker.uid)[kind], validDocument(kind, attacker.email)));
  });

  it.each(VIOLATIONS)('$kind with $name: denied as a create and as an update', async ({ kind, changes }) => {
    const broken = withFields(validDocument(kind, attacker.email), changes);
    const { credential, path } = freshTarget(kind);
    await expectDenied(rest.create(credential, path, broken));
    await expectDenied(rest.replace(asAttacker, treeOf(attacker.uid)[kind], broken));
  });
});

// ---------------------------------------------------------------------------------------------
// Paths outside users/{uid} and its four collections

const STRAY_PATHS: { name: string; path: (uid: string) => string }[] = [
  { name: 'a subcollection of an own account', path: (uid) => `users/${uid}/accounts/a1/notes/x` },
  { name: 'a subcollection of an own transaction', path: (uid) => `users/${uid}/transactions/t1/attachments/x` },
  { name: 'a known collection name below an own account', path: (uid) => `users/${uid}/accounts/a1/accounts/x` },
  { name: 'an unknown collection under the own user doc', path: (uid) => `users/${uid}/secrets/x` },
  { name: 'a top-level admin collection', path: () => 'admin/x' },
  { name: 'a top-level copy of the users collection', path: (uid) => `users_backup/${uid}` },
  { name: 'a known collection name at the top level', path: () => 'accounts/x' },
];

describe('paths outside the four collections', () => {
  it.each(STRAY_PATHS)('$name: create (PATCH, POST, commit), get and list are denied', async ({ path }) => {
    const docPath = path(attacker.uid);
    const parent = docPath.slice(0, docPath.lastIndexOf('/'));
    const fields = validDocument('account');
    await expectDenied(rest.create(asAttacker, docPath, fields));
    await expectDenied(rest.createIn(asAttacker, parent, 'posted', fields));
    await expectDenied(rest.commit(asAttacker, [rest.setWrite(docPath, fields)]));
    await expectDenied(rest.get(asAttacker, docPath));
    await expectDenied(rest.list(asAttacker, parent));
  });
});

// ---------------------------------------------------------------------------------------------
// createdAt is set once

describe('createdAt of own documents', () => {
  it.each(KINDS)('the %s: even an update that writes createdAt unchanged is denied', async (kind) => {
    const path = treeOf(attacker.uid)[kind];
    await expectDenied(rest.updateFields(asAttacker, path, { createdAt: time(CREATED) }, ['createdAt']));
  });

  it.each(KINDS)('the %s: changing, removing or server-stamping createdAt is denied', async (kind) => {
    const path = treeOf(attacker.uid)[kind];
    const own = validDocument(kind, attacker.email);
    await expectDenied(rest.replace(asAttacker, path, { ...own, createdAt: time(LATER) }));
    await expectDenied(
      rest.updateFields(asAttacker, path, { createdAt: time('2026-03-01T01:30:15.124Z') }, ['createdAt']),
    );
    await expectDenied(rest.updateFields(asAttacker, path, {}, ['createdAt']));
    await expectDenied(
      rest.commit(asAttacker, [
        {
          update: { name: rest.name(path), fields: {} },
          updateMask: { fieldPaths: [] },
          updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
          currentDocument: { exists: true },
        },
      ]),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Batches are all or nothing

describe('batches (REST :commit) of an own create, as the app once wrote it, and another write', () => {
  const allowedCreate = () => rest.setWrite(`users/${attacker.uid}/accounts/batch`, validDocument('account'));

  it('the own create alone is denied too', async () => {
    await expectDenied(rest.commit(asAttacker, [allowedCreate()]));
  });

  const DENIED_WRITES: { name: string; write: () => Write }[] = [
    {
      name: "an update of the victim's account",
      write: () => rest.setWrite(treeOf(victim.uid).account, validDocument('account')),
    },
    { name: "a delete of the victim's debt", write: () => ({ delete: rest.name(treeOf(victim.uid).debt) }) },
    {
      name: "a create in the victim's transactions",
      write: () => rest.setWrite(`users/${victim.uid}/transactions/planted`, validDocument('transaction')),
    },
    {
      name: 'an own account with an unknown field',
      write: () =>
        rest.setWrite(`users/${attacker.uid}/accounts/bad`, { ...validDocument('account'), extra: bool(true) }),
    },
    {
      name: 'an increment of the own balance past MAX_AMOUNT',
      write: () => ({
        transform: {
          document: rest.name(treeOf(attacker.uid).account),
          fieldTransforms: [{ fieldPath: 'balance', increment: int('9999999999') }],
        },
      }),
    },
    {
      name: 'a stray subcollection',
      write: () => rest.setWrite(`users/${attacker.uid}/secrets/x`, validDocument('account')),
    },
  ];

  it.each(DENIED_WRITES)('with $name: denied, and nothing is written', async ({ write }) => {
    await expectDenied(rest.commit(asAttacker, [allowedCreate(), write()]));
    await expectDenied(rest.commit(asAttacker, [write(), allowedCreate()]));
  });

  it('the same inside a transaction is denied', async () => {
    const transaction = await rest.beginTransaction(asAttacker);
    await expectDenied(rest.commit(asAttacker, [allowedCreate(), DENIED_WRITES[0].write()], transaction));
  });
});

// ---------------------------------------------------------------------------------------------
// Requests without a valid token

const INVALID_JWT = { status: 400, error: 'INVALID_ARGUMENT' };

describe('requests without a valid ID token', () => {
  const TOKENS: { name: string; credential: () => Credential; refused: typeof DENIED }[] = [
    { name: 'no Authorization header', credential: () => null, refused: DENIED },
    { name: 'a bearer token that is not a JWT', credential: () => 'Bearer not-a-token', refused: INVALID_JWT },
    { name: 'a JWT whose parts are not base64 JSON', credential: () => 'Bearer a.b.c', refused: INVALID_JWT },
    {
      name: 'an unsigned JWT naming the victim in user_id only (no sub)',
      credential: () => bearer(unsignedToken({ ...claimsOf(victim.idToken), sub: undefined })),
      refused: DENIED,
    },
    {
      name: "the attacker's token with user_id rewritten to the victim (sub is still the attacker)",
      credential: () => bearer(unsignedToken({ ...claimsOf(attacker.idToken), user_id: victim.uid })),
      refused: DENIED,
    },
  ];

  it.each(TOKENS)('$name: read, list, update, delete and create are refused', async ({ credential, refused }) => {
    const victimTree = treeOf(victim.uid);
    // One after the other: a request still in flight when an expectation fails would land after
    // the read-back and show up in the next test.
    const attempts = [
      () => rest.get(credential(), victimTree.user),
      () => rest.list(credential(), `users/${victim.uid}/accounts`),
      () => rest.replace(credential(), victimTree.account, validDocument('account')),
      () => rest.remove(credential(), victimTree.transaction),
      () => rest.create(credential(), `users/${victim.uid}/debts/planted`, validDocument('debt')),
    ];
    for (const attempt of attempts) expect(outcome(await attempt())).toEqual(refused);
  });
});

// ---------------------------------------------------------------------------------------------
// Another user's documents, over the Firebase JS SDK (the app's firebase/firestore/lite)

describe("the victim's documents over the SDK, signed in as the attacker", () => {
  let attackerSdk: SdkClient;
  let signedOut: SdkClient;

  beforeAll(async () => {
    attackerSdk = await signInWithSdk(HOSTS, PROJECT_ID, attacker);
    signedOut = signedOutSdk(HOSTS, PROJECT_ID);
  });

  afterAll(async () => {
    await attackerSdk?.close();
    await signedOut?.close();
  });

  const db = () => attackerSdk.db;
  const victimDoc = (kind: Kind) => doc(db(), treeOf(victim.uid)[kind]);

  it('control: the attacker reads its own user doc; creating an own account is denied', async () => {
    const own = await getDoc(doc(db(), treeOf(attacker.uid).user));
    expect(own.get('email')).toBe(attacker.email);
    await expectSdkDenied(setDoc(doc(db(), `users/${attacker.uid}/accounts/sdk`), sdkData(validDocument('account'))));
  });

  it.each(KINDS)('the %s: get, set, merge, update and delete are denied', async (kind) => {
    await expectSdkDenied(getDoc(victimDoc(kind)));
    await expectSdkDenied(setDoc(victimDoc(kind), sdkData(validDocument(kind, attacker.email))));
    await expectSdkDenied(setDoc(victimDoc(kind), sdkData(VALID_UPDATE[kind]), { merge: true }));
    await expectSdkDenied(updateDoc(victimDoc(kind), sdkData(VALID_UPDATE[kind])));
    await expectSdkDenied(deleteDoc(victimDoc(kind)));
  });

  it.each(COLLECTIONS)('%s: list, query, count and create are denied', async (name) => {
    const kind = KIND_IN[name];
    const victimCollection = collection(db(), `users/${victim.uid}/${name}`);
    await expectSdkDenied(getDocs(victimCollection));
    await expectSdkDenied(
      getDocs(query(victimCollection, where('createdAt', '!=', null), orderBy('createdAt', 'desc'))),
    );
    await expectSdkDenied(getCount(victimCollection));
    await expectSdkDenied(setDoc(doc(victimCollection, 'planted'), sdkData(validDocument(kind))));
  });

  it.each(COLLECTIONS)('%s: a collection-group query is denied', async (name) => {
    await expectSdkDenied(getDocs(collectionGroup(db(), name)));
    await expectSdkDenied(
      getDocs(query(collectionGroup(db(), name), where('createdAt', '==', Timestamp.fromDate(new Date(CREATED))))),
    );
    await expectSdkDenied(getCount(collectionGroup(db(), name)));
  });

  it('a batch of an own create and a write to the victim is denied as a whole', async () => {
    const batch = writeBatch(db());
    batch.set(doc(db(), `users/${attacker.uid}/accounts/batch`), sdkData(validDocument('account')));
    batch.update(victimDoc('account'), sdkData(VALID_UPDATE.account));
    await expectSdkDenied(batch.commit());
  });

  it("a transaction that reads the victim's account is denied", async () => {
    await expectSdkDenied(
      runTransaction(db(), async (tx) => {
        const snap = await tx.get(victimDoc('account'));
        tx.set(doc(db(), `users/${attacker.uid}/accounts/copy`), snap.data() ?? {});
      }),
    );
  });

  it('a signed-out client is denied reads, lists and writes', async () => {
    const anon = signedOut.db;
    await expectSdkDenied(getDoc(doc(anon, treeOf(victim.uid).user)));
    await expectSdkDenied(getDocs(collection(anon, `users/${victim.uid}/transactions`)));
    await expectSdkDenied(getDocs(collectionGroup(anon, 'accounts')));
    await expectSdkDenied(updateDoc(doc(anon, treeOf(victim.uid).account), sdkData(VALID_UPDATE.account)));
    await expectSdkDenied(deleteDoc(doc(anon, treeOf(victim.uid).debt)));
  });
});
