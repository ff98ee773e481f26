// Security rules of firestore.rules, checked against the real Cloud Firestore emulator. A
// signed-in user reads only users/{their uid} and its collections (accounts, transactions,
// paluwagans, debts, recurring items, summaries, statement imports and their mappings, restore
// markers), and writes nothing at all: every change is the trusted core's (apps/functions). The
// last block turns each hole a hostile review found in the rules of before (issue "Trusted
// writes") into a write that must be refused.
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
  increment,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
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

// ---------------------------------------------------------------------------------------------
// Documents exactly as the app (now: the server) stores them (dates: Manila midnight = 16:00 UTC before)

const day = (iso: string) => Timestamp.fromDate(new Date(`${iso}T00:00:00+08:00`));
const CREATED = Timestamp.fromDate(new Date('2026-03-01T09:30:15.123+08:00'));
const LATER = Timestamp.fromDate(new Date('2026-03-05T10:00:00+08:00'));

const number = (n: number, owned: boolean) => ({
  number: n,
  payoutDate: day(`2026-03-${String(1 + 7 * n).padStart(2, '0')}`),
  isPaid: false,
  isOwner: owned,
  ownerName: owned ? 'Me' : '',
});
const week = (n: number) => ({ weekNumber: n, dueDate: day(`2026-03-0${1 + n}`), isPaid: false, amount: 500 });
const debtEntry = (i: number) => ({ dueDate: day(`2026-0${4 + i}-01`), amount: 500, isPaid: false });

const BASE = {
  user: { email: `${OWNER}@example.com`, currency: 'PHP', setupComplete: true, createdAt: CREATED },
  account: { name: 'Wallet', type: 'cash', balance: 1500.25, createdAt: CREATED },
  transaction: {
    type: 'expense',
    amount: 500,
    description: 'Office Paluwagan: week 1 payment',
    category: 'Paluwagan',
    accountId: 'acc1',
    accountName: 'Wallet',
    date: CREATED,
    createdAt: CREATED,
  },
  paluwagan: {
    name: 'Office Paluwagan',
    organizer: 'Maria',
    description: '',
    startDate: day('2026-03-01'),
    totalNumbers: 2,
    amountPerNumber: 500,
    payoutPerNumber: 1000,
    numbers: [number(1, true), number(2, false)],
    weeklyPayments: [week(1), week(2)],
    createdAt: CREATED,
    updatedAt: CREATED,
  },
  debt: {
    type: 'owe',
    name: 'Laptop',
    counterpartyName: 'Juan',
    totalAmount: 1000,
    paymentSchedule: [debtEntry(0), debtEntry(1)],
    createdAt: CREATED,
    updatedAt: CREATED,
  },
  recurring: {
    name: 'Meralco',
    type: 'expense',
    category: 'Bills',
    accountId: 'acc1',
    amount: 2500,
    rule: { kind: 'monthly', day: 31 },
    startDate: day('2026-01-31'),
    pauses: [],
    occurrences: {},
    createdAt: CREATED,
    updatedAt: CREATED,
  },
} satisfies Record<string, DocumentData>;

type Kind = keyof typeof BASE;

/** Where each kind lives: the seeded document (updated) and a fresh one (created). */
const PATHS: Record<Kind, { seeded: string; fresh: string; collection: string }> = {
  user: { seeded: `users/${OWNER}`, fresh: `users/${OWNER}`, collection: '' },
  account: {
    seeded: `users/${OWNER}/accounts/doc1`,
    fresh: `users/${OWNER}/accounts/new1`,
    collection: `users/${OWNER}/accounts`,
  },
  transaction: {
    seeded: `users/${OWNER}/transactions/doc1`,
    fresh: `users/${OWNER}/transactions/new1`,
    collection: `users/${OWNER}/transactions`,
  },
  paluwagan: {
    seeded: `users/${OWNER}/paluwagans/doc1`,
    fresh: `users/${OWNER}/paluwagans/new1`,
    collection: `users/${OWNER}/paluwagans`,
  },
  debt: { seeded: `users/${OWNER}/debts/doc1`, fresh: `users/${OWNER}/debts/new1`, collection: `users/${OWNER}/debts` },
  recurring: {
    seeded: `users/${OWNER}/recurring/doc1`,
    fresh: `users/${OWNER}/recurring/new1`,
    collection: `users/${OWNER}/recurring`,
  },
};
const KINDS = Object.keys(BASE) as Kind[];
const COLLECTION_KINDS = KINDS.filter((k) => PATHS[k].collection);

/** A valid partial update of each kind, as the app writes it. */
const VALID_UPDATE: Record<Kind, DocumentData> = {
  user: { currency: 'USD' },
  account: { balance: 2000 }, // the Ledger
  transaction: { description: 'Lunch', date: LATER },
  paluwagan: { weeklyPayments: [{ ...week(1), isPaid: true }, week(2)], updatedAt: LATER },
  debt: { paymentSchedule: [{ ...debtEntry(0), isPaid: true }, debtEntry(1)], updatedAt: LATER },
  recurring: {
    occurrences: { '2026-01-31': { status: 'paid', amount: 2500, accountId: 'acc1', transactionId: 't1' } },
    updatedAt: LATER,
  },
};

// ---------------------------------------------------------------------------------------------
// Test environment

let env: RulesTestEnvironment;

// The project's testTimeout is not applied when the root config runs every project together, and
// loading the rules into an emulator that is busy with other suites can take longer than Jest's 5 s.
jest.setTimeout(30_000);

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: HOST, port: PORT, rules: readFileSync(RULES_PATH, 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

/** Paths the rules must refuse even to the owner; seeded so that a get could find something. */
const FORBIDDEN_OWNER_PATHS = [
  { name: 'a subcollection of a paluwagan', docPath: `users/${OWNER}/paluwagans/doc1/payments/week1` },
  { name: 'a subcollection of an account', docPath: `users/${OWNER}/accounts/doc1/notes/n1` },
  { name: 'a subcollection of a transaction', docPath: `users/${OWNER}/transactions/doc1/attachments/a1` },
  { name: 'a subcollection of a debt', docPath: `users/${OWNER}/debts/doc1/payments/p0` },
  { name: 'a subcollection of a summary', docPath: `users/${OWNER}/summaries/2026-03/details/d1` },
  { name: 'a known collection name below a known document', docPath: `users/${OWNER}/accounts/doc1/accounts/a2` },
  { name: 'an unknown collection under users/{uid}', docPath: `users/${OWNER}/settings/s1` },
  { name: 'a known collection name deeper down', docPath: `users/${OWNER}/settings/s1/accounts/a1` },
  { name: 'a known collection at the top level', docPath: 'accounts/a1' },
];

/** What the server writes beside the records: summaries, an import, its mapping, a restore marker, a budget, a goal, rates. */
const DERIVED = [
  { name: 'a month summary', docPath: `users/${OWNER}/summaries/2026-03`, data: { month: '2026-03', accounts: {} } },
  {
    name: 'a budget',
    docPath: `users/${OWNER}/budgets/2026-03-2`,
    data: { categories: { Food: { amount: 300000, rollover: true } } },
  },
  {
    name: 'a savings goal',
    docPath: `users/${OWNER}/goals/g1`,
    data: { name: 'Laptop', target: 5000000, contributions: [{ id: 'c1', amount: 150000 }] },
  },
  {
    // Even a rate of zero or below: no client writes one (the server refuses it, see functions).
    name: "a currency's kept rates",
    docPath: `users/${OWNER}/rates/AED`,
    data: { rates: [{ rate: '0', day: CREATED }] },
  },
  {
    name: 'the ledger summary',
    docPath: `users/${OWNER}/summaries/ledger`,
    data: { complete: true, writes: 3, balances: { doc1: 150025 }, net: {} },
  },
  {
    name: 'an import record',
    docPath: `users/${OWNER}/imports/imp1`,
    data: {
      accountId: 'doc1',
      fileName: 'gcash.csv',
      rows: 2,
      batches: 1,
      committedBatches: 1,
      imported: 2,
      undone: 0,
    },
  },
  {
    name: 'a remembered column mapping',
    docPath: `users/${OWNER}/importMappings/doc1`,
    data: { header: ['Date'], mapping: {}, dayOrder: 'month-first' },
  },
  { name: 'a restore marker', docPath: `users/${OWNER}/restores/b1`, data: { madeAt: CREATED, commits: 2, done: 2 } },
];
const RECEIPT = `users/${OWNER}/commands/key-0123456789abcdef`;

/** Fresh data: the owner's valid tree, forbidden paths, other users' data. */
async function freshData() {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx: RulesTestContext) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (const kind of KINDS) batch.set(doc(db, PATHS[kind].seeded), BASE[kind]);
    for (const p of FORBIDDEN_OWNER_PATHS) batch.set(doc(db, p.docPath), BASE.account);
    for (const d of DERIVED) batch.set(doc(db, d.docPath), d.data);
    batch.set(doc(db, RECEIPT), { command: 'addTransaction', result: '{}', at: CREATED });
    batch.set(doc(db, 'other/x'), { seeded: true });
    batch.set(doc(db, `users/${OTHER}`), { ...BASE.user, email: `${OTHER}@example.com` });
    await batch.commit();
  });
}
// Every test starts from fresh data.

const adminWrite = (docPath: string, data: DocumentData) =>
  env.withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore() as unknown as Firestore, docPath), data));
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

// ---------------------------------------------------------------------------------------------
// Ownership and paths

describe('the owner', () => {
  beforeEach(freshData);

  it.each(KINDS)('can get the %s', async (kind) => {
    const snap = await assertSucceeds(getDoc(doc(owner(), PATHS[kind].seeded)));
    expect(snap.data()).toEqual(BASE[kind]);
  });

  it.each(COLLECTION_KINDS)('can list the %s collection, newest first', async (kind) => {
    const snap = await assertSucceeds(
      getDocs(query(collection(owner(), PATHS[kind].collection), orderBy('createdAt', 'desc'))),
    );
    expect(snap.size).toBe(1);
  });

  it.each(KINDS)('cannot create the %s, even as the app wrote it', async (kind) => {
    await removeSeeded(PATHS[kind].fresh);
    await assertFails(setDoc(doc(owner(), PATHS[kind].fresh), BASE[kind]));
  });

  it.each(KINDS)('cannot update or replace the %s, even as the app did', async (kind) => {
    await assertFails(updateDoc(doc(owner(), PATHS[kind].seeded), VALID_UPDATE[kind]));
    await assertFails(setDoc(doc(owner(), PATHS[kind].seeded), { ...BASE[kind], ...VALID_UPDATE[kind] }));
  });

  it.each(KINDS)('cannot delete the %s', async (kind) => {
    await assertFails(deleteDoc(doc(owner(), PATHS[kind].seeded)));
  });

  it.each(DERIVED)('can read but not write $name', async ({ docPath, data }) => {
    await assertSucceeds(getDoc(doc(owner(), docPath)));
    await assertSucceeds(getDocs(collection(owner(), docPath.slice(0, docPath.lastIndexOf('/')))));
    await assertFails(setDoc(doc(owner(), docPath), data));
    await assertFails(deleteDoc(doc(owner(), docPath)));
  });

  it("cannot read the command receipts (the server's own)", async () => {
    await assertFails(getDoc(doc(owner(), RECEIPT)));
  });

  it('cannot create a user doc for another uid', async () => {
    await assertFails(setDoc(doc(owner(), `users/${OWNER}-new`), BASE.user));
  });

  it.each(FORBIDDEN_OWNER_PATHS)('is denied get, list, create, update and delete on $name', async ({ docPath }) => {
    const ref = doc(owner(), docPath);
    await assertFails(getDoc(ref));
    await assertFails(getDocs(collection(owner(), docPath.slice(0, docPath.lastIndexOf('/')))));
    await assertFails(setDoc(ref, BASE.account));
    await assertFails(updateDoc(ref, { balance: 1 }));
    await assertFails(deleteDoc(ref));
    await assertFails(setDoc(doc(owner(), `${docPath}-new`), BASE.account));
  });
});

describe.each([
  ['another signed-in user', other],
  ['an unauthenticated client', anonymous],
])('%s', (_who, db) => {
  beforeEach(freshData);

  it.each(KINDS)("is denied get on the owner's %s", async (kind) => {
    await assertFails(getDoc(doc(db(), PATHS[kind].seeded)));
  });

  it.each(COLLECTION_KINDS)("is denied list on the owner's %s collection", async (kind) => {
    await assertFails(getDocs(collection(db(), PATHS[kind].collection)));
  });

  it.each(KINDS)("is denied a valid update, set and delete on the owner's %s", async (kind) => {
    const ref = doc(db(), PATHS[kind].seeded);
    await assertFails(updateDoc(ref, VALID_UPDATE[kind]));
    await assertFails(setDoc(ref, BASE[kind]));
    await assertFails(deleteDoc(ref));
  });

  it.each(KINDS)("is denied creating a valid %s in the owner's tree", async (kind) => {
    await removeSeeded(PATHS[kind].fresh);
    await assertFails(setDoc(doc(db(), PATHS[kind].fresh), BASE[kind]));
  });
});

describe.each([
  ['the owner', owner],
  ['another signed-in user', other],
  ['an unauthenticated client', anonymous],
])('paths outside users/{uid} for %s', (_who, db) => {
  beforeEach(freshData);

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
    await assertFails(setDoc(doc(db(), `other/${OWNER}/accounts/a1`), BASE.account));
    await assertFails(getDoc(doc(db(), `other/${OWNER}/accounts/a1`)));
  });
});

// ---------------------------------------------------------------------------------------------
// The holes of the rules of before (issue "Trusted writes"): each is a write the owner's own
// client could make, and the rules of before accepted; now refused like every client write.

describe("the owner's own client, writing around the trusted core", () => {
  beforeEach(freshData);

  const account = PATHS.account.seeded;
  const at = (path: string) => doc(owner(), path);
  const tx = (id: string) => `users/${OWNER}/transactions/${id}`;
  const commitAll = (writes: ((b: ReturnType<typeof writeBatch>) => void)[]) => {
    const batch = writeBatch(owner());
    for (const write of writes) write(batch);
    return batch.commit();
  };

  it('a forged balance: set outright, or moved by an increment', async () => {
    await assertFails(updateDoc(at(account), { balance: 9_999_999_999.99 }));
    await assertFails(updateDoc(at(account), { balance: increment(1_000_000) }));
  });

  it('an account created with a balance and no opening income', async () => {
    await assertFails(setDoc(at(`users/${OWNER}/accounts/rich`), { ...BASE.account, balance: 1_000_000 }));
  });

  it("an orphan transaction, and one on another user's account id, moving no balance", async () => {
    await assertFails(setDoc(at(tx('orphan')), { ...BASE.transaction, accountId: 'no-such-account' }));
    await assertFails(setDoc(at(tx('foreign')), { ...BASE.transaction, accountId: `${OTHER}-account` }));
  });

  it('half a transfer, halves of different amounts, and one half deleted', async () => {
    const part = (role: 'out' | 'in', amount: number) => ({
      ...BASE.transaction,
      type: role === 'out' ? 'expense' : 'income',
      amount,
      category: 'Transfer',
      transfer: { id: 'tr1', role, counterpartAccountId: 'doc1', counterpartAccountName: 'Wallet' },
    });
    await assertFails(setDoc(at(tx('tr1-out')), part('out', 500)));
    await assertFails(
      commitAll([(b) => b.set(at(tx('tr1-out')), part('out', 500)), (b) => b.set(at(tx('tr1-in')), part('in', 400))]),
    );
    await adminWrite(tx('tr2-out'), part('out', 500));
    await assertFails(deleteDoc(at(tx('tr2-out'))));
  });

  it('junk summaries: NaN, negative and text totals', async () => {
    const month = `users/${OWNER}/summaries/2026-03`;
    await assertFails(setDoc(at(month), { month: '2026-03', accounts: { doc1: { income: Number.NaN } } }));
    await assertFails(setDoc(at(month), { month: '2026-03', accounts: { doc1: { expense: -500 } } }));
    await assertFails(updateDoc(at(`users/${OWNER}/summaries/ledger`), { net: { '2026-03': 'lots' } }));
  });

  it.each([
    ['zero', 0],
    ['a tenth of a centavo', 0.001],
    ['the smallest double', 5e-324],
  ])('an amount of %s, and a balance with a fraction of a centavo', async (_, amount) => {
    await assertFails(setDoc(at(tx(`tiny-${amount}`)), { ...BASE.transaction, amount }));
    await assertFails(updateDoc(at(account), { balance: 1500.255 }));
  });

  it('an "only grows" counter reset: the ledger summary deleted and made again from zero', async () => {
    const ledger = `users/${OWNER}/summaries/ledger`;
    const fromZero = { complete: true, writes: 0, balances: {}, net: {} };
    await assertFails(deleteDoc(at(ledger)));
    await assertFails(commitAll([(b) => b.delete(at(ledger)), (b) => b.set(at(ledger), fromZero)]));
    await removeSeeded(ledger);
    await assertFails(setDoc(at(ledger), fromZero));
  });

  it('oversized documents, lists, maps and ids, and 500 documents in one commit', async () => {
    await assertFails(setDoc(at(`users/${OWNER}/accounts/big`), { ...BASE.account, name: 'x'.repeat(1_000_000) }));
    const weeks = Array.from({ length: 5_000 }, (_, i) => ({ weekNumber: i + 1, isPaid: false, amount: 1 }));
    await assertFails(updateDoc(at(PATHS.paluwagan.seeded), { weeklyPayments: weeks }));
    const accounts = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`a${i}`, { income: 1 }]));
    await assertFails(setDoc(at(`users/${OWNER}/summaries/2026-04`), { month: '2026-04', accounts }));
    await assertFails(setDoc(at(`users/${OWNER}/accounts/${'i'.repeat(1_400)}`), BASE.account));
    await assertFails(
      commitAll(Array.from({ length: 500 }, (_, i) => (b) => b.set(at(`users/${OWNER}/debts/d${i}`), BASE.debt))),
    );
  });

  it('forged timestamps: a createdAt moved, a date far in the future', async () => {
    await assertFails(updateDoc(at(account), { createdAt: Timestamp.fromDate(new Date('2001-01-01T00:00:00Z')) }));
    await assertFails(
      updateDoc(at(PATHS.transaction.seeded), { date: Timestamp.fromDate(new Date('9999-12-31T00:00:00Z')) }),
    );
  });

  it("a profile whose e-mail is not the account's", async () => {
    await assertFails(updateDoc(at(`users/${OWNER}`), { email: 'someone-else@example.com' }));
    await removeSeeded(`users/${OWNER}`);
    await assertFails(setDoc(at(`users/${OWNER}`), { ...BASE.user, email: 'someone-else@example.com' }));
  });
});
