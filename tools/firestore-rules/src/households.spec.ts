// The rules of households (firestore.rules), against the real Cloud Firestore emulator: members
// read a household's books whatever their role, nobody else does, nobody writes (the trusted
// core does, checking roles: apps/functions), and a member removed is refused at their next read.
// A person finds their own memberships and the invitations to their e-mail address, and opens an
// invitation by its link.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';

const EMULATOR = process.env.FIRESTORE_EMULATOR_HOST;
if (!EMULATOR) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through npm test or nx test firestore-rules');
const colon = EMULATOR.lastIndexOf(':');
const HOST = EMULATOR.slice(0, colon).replace(/^\[|\]$/g, '');
const PORT = Number(EMULATOR.slice(colon + 1));

const PROJECT_ID = 'demo-pitaka-households';
const RULES_PATH = resolve(__dirname, '../../../firestore.rules');
const HOUSEHOLD = 'households/fam1';
const AT = Timestamp.fromDate(new Date('2026-11-28T09:00:00+08:00'));

/** Every document a household holds, as the server writes them (one of each). */
const DOCS: Record<string, Record<string, unknown>> = {
  [HOUSEHOLD]: { name: 'Dela Cruz family', currency: 'PHP', createdAt: AT, createdBy: 'ana' },
  [`${HOUSEHOLD}/members/ana`]: { uid: 'ana', email: 'ana@example.com', role: 'owner', joinedAt: AT, addedBy: 'ana' },
  [`${HOUSEHOLD}/members/vic`]: { uid: 'vic', email: 'vic@example.com', role: 'viewer', joinedAt: AT, addedBy: 'ana' },
  [`${HOUSEHOLD}/members/rex`]: { uid: 'rex', email: 'rex@example.com', role: 'editor', joinedAt: AT, addedBy: 'ana' },
  [`${HOUSEHOLD}/invites/inv1`]: {
    householdId: 'fam1',
    householdName: 'Dela Cruz family',
    email: 'ben@example.com',
    role: 'editor',
    invitedBy: 'ana',
    invitedByEmail: 'ana@example.com',
    createdAt: AT,
  },
  [`${HOUSEHOLD}/accounts/acc1`]: { name: 'Family GCash', type: 'ewallet', balance: 5000, createdAt: AT },
  [`${HOUSEHOLD}/transactions/t1`]: {
    type: 'expense',
    amount: 150,
    description: 'Rice',
    category: 'Food',
    accountId: 'acc1',
    accountName: 'Family GCash',
    date: AT,
    createdAt: AT,
  },
  [`${HOUSEHOLD}/paluwagans/p1`]: { name: 'Office', totalNumbers: 2, createdAt: AT },
  [`${HOUSEHOLD}/debts/d1`]: { name: 'Laptop', type: 'owe', totalAmount: 1000, createdAt: AT },
  [`${HOUSEHOLD}/recurring/r1`]: { name: 'Meralco', type: 'expense', amount: 2500, createdAt: AT },
  [`${HOUSEHOLD}/imports/i1`]: { accountId: 'acc1', fileName: 'gcash.csv', createdAt: AT },
  [`${HOUSEHOLD}/importMappings/acc1`]: { header: ['Date'], updatedAt: AT },
  [`${HOUSEHOLD}/restores/b1`]: { at: AT },
  [`${HOUSEHOLD}/summaries/ledger`]: { complete: true, writes: 0, balances: {}, names: {}, net: {} },
  [`${HOUSEHOLD}/summaries/2026-11`]: { month: '2026-11', accounts: {} },
  [`${HOUSEHOLD}/activity/e1`]: { by: 'rex', command: 'addTransaction', at: AT, amount: 150, subject: 'Rice' },
  [`${HOUSEHOLD}/budgets/2026-11-2`]: { categories: { Food: { amount: 300000, rollover: true } }, createdAt: AT },
  [`${HOUSEHOLD}/goals/g1`]: { name: 'Laptop', target: 5000000, contributions: [], createdAt: AT },
  [`${HOUSEHOLD}/rates/AED`]: { rates: [{ rate: '15.3125', day: AT }], updatedAt: AT },
};
const PATHS = Object.keys(DOCS);
const COLLECTIONS = [...new Set(PATHS.filter((p) => p !== HOUSEHOLD).map((p) => p.slice(0, p.lastIndexOf('/'))))];

let env: RulesTestEnvironment;
jest.setTimeout(30_000);

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: HOST, port: PORT, rules: readFileSync(RULES_PATH, 'utf8') },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const [path, data] of Object.entries(DOCS)) await setDoc(doc(db, path), data);
    await setDoc(doc(db, 'households/fam2'), { name: 'Santos', currency: 'PHP', createdAt: AT, createdBy: 'zed' });
    await setDoc(doc(db, 'households/fam2/members/zed'), { uid: 'zed', email: 'zed@example.com', role: 'owner' });
    await setDoc(doc(db, 'households/fam2/invites/inv2'), { householdId: 'fam2', email: 'zed2@example.com' });
  });
});

afterAll(() => env?.cleanup());

/** Signed in as `uid`, with the e-mail address the ID token carries. */
const as = (uid: string, email = `${uid}@example.com`): Firestore =>
  env.authenticatedContext(uid, { email, email_verified: true }).firestore() as unknown as Firestore;

describe.each(['ana', 'rex', 'vic'])('a member (%s: owner, editor or viewer)', (uid) => {
  it.each(PATHS)('reads %s', async (path) => {
    await assertSucceeds(getDoc(doc(as(uid), path)));
  });

  it.each(COLLECTIONS)('lists %s', async (path) => {
    await assertSucceeds(getDocs(collection(as(uid), path)));
  });

  it.each(PATHS)('cannot create, change or delete %s', async (path) => {
    const db = as(uid);
    await assertFails(setDoc(doc(db, `${path}-new`), DOCS[path]));
    await assertFails(setDoc(doc(db, path), DOCS[path]));
    await assertFails(updateDoc(doc(db, path), { name: 'changed' }));
    await assertFails(deleteDoc(doc(db, path)));
  });

  it("cannot read another household's books", async () => {
    await assertFails(getDoc(doc(as(uid), 'households/fam2')));
    await assertFails(getDocs(collection(as(uid), 'households/fam2/members')));
  });
});

describe('a non-member', () => {
  it.each(PATHS.filter((p) => !p.includes('/invites/')))('cannot read %s', async (path) => {
    await assertFails(getDoc(doc(as('mallory'), path)));
  });

  it.each(COLLECTIONS)('cannot list %s', async (path) => {
    await assertFails(getDocs(collection(as('mallory'), path)));
  });

  it('cannot add themselves: no membership, no invitation to their own address', async () => {
    const db = as('mallory');
    await assertFails(
      setDoc(doc(db, `${HOUSEHOLD}/members/mallory`), { uid: 'mallory', email: 'mallory@example.com', role: 'owner' }),
    );
    await assertFails(
      setDoc(doc(db, `${HOUSEHOLD}/invites/mine`), { householdId: 'fam1', email: 'mallory@example.com' }),
    );
    await assertFails(setDoc(doc(db, 'households/new1/members/mallory'), { uid: 'mallory', role: 'owner' }));
  });

  it('signed out, reads nothing', async () => {
    const db = env.unauthenticatedContext().firestore() as unknown as Firestore;
    await assertFails(getDoc(doc(db, HOUSEHOLD)));
    await assertFails(getDoc(doc(db, `${HOUSEHOLD}/invites/inv1`)));
  });
});

describe('a member removed', () => {
  it('is refused at their next read', async () => {
    const db = as('rex');
    await assertSucceeds(getDoc(doc(db, `${HOUSEHOLD}/accounts/acc1`)));
    await env.withSecurityRulesDisabled((ctx) => deleteDoc(doc(ctx.firestore(), `${HOUSEHOLD}/members/rex`)));
    await assertFails(getDoc(doc(db, `${HOUSEHOLD}/accounts/acc1`)));
    await assertFails(getDocs(collection(db, `${HOUSEHOLD}/transactions`)));
  });
});

describe('finding households and invitations', () => {
  it('a person lists their own memberships across households, and nobody else’s', async () => {
    const db = as('rex');
    const mine = await assertSucceeds(getDocs(query(collectionGroup(db, 'members'), where('uid', '==', 'rex'))));
    expect(mine.docs.map((d) => d.ref.path)).toEqual([`${HOUSEHOLD}/members/rex`]);
    await assertFails(getDocs(query(collectionGroup(db, 'members'), where('uid', '==', 'zed'))));
    await assertFails(getDocs(collectionGroup(db, 'members')));
  });

  it('the invited person lists the invitations to their address, and no others', async () => {
    const db = as('ben');
    const mine = await assertSucceeds(
      getDocs(query(collectionGroup(db, 'invites'), where('email', '==', 'ben@example.com'))),
    );
    expect(mine.docs.map((d) => d.ref.path)).toEqual([`${HOUSEHOLD}/invites/inv1`]);
    await assertFails(getDocs(query(collectionGroup(db, 'invites'), where('email', '==', 'zed2@example.com'))));
    await assertFails(getDocs(collectionGroup(db, 'invites')));
  });

  it('whoever holds the link opens the invitation, but not the household behind it', async () => {
    const db = as('someone-with-the-link');
    await assertSucceeds(getDoc(doc(db, `${HOUSEHOLD}/invites/inv1`)));
    await assertFails(getDocs(collection(db, `${HOUSEHOLD}/invites`)));
    await assertFails(getDoc(doc(db, HOUSEHOLD)));
  });
});
