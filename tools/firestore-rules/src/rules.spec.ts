// Security rules of firestore.rules, checked against the real Cloud Firestore emulator.
// A signed-in user reads and writes only users/{their uid} and its collections (accounts,
// transactions, paluwagans, debts, recurring items, summaries, statement imports and their
// mappings, restore markers), and every write must have the stored shape of that
// collection (known fields, types, enums, bounded text and money, createdAt kept on update).
// All else is denied.
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
  deleteField,
  doc,
  getDoc,
  getDocs,
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

// Limits of libs/domain/src/lib/constants.ts, as the rules enforce them.
const MAX_AMOUNT = 9_999_999_999.99;
const TEXT_MAX = 200;
const PALUWAGAN_DESCRIPTION_MAX = 1000;
const EMAIL_MAX = 320;
const PALUWAGAN_MAX_NUMBERS = 100;
const DEBT_MAX_PAYMENTS = 360;
const RECURRING_MAX_PAUSES = 500;
const RECURRING_MAX_OCCURRENCES = 2100;
/** The Manila day number of 31 December 9999. */
const MAX_DAY_NUMBER = 2_932_896;

// ---------------------------------------------------------------------------------------------
// Valid documents, exactly as the app stores them (dates: Manila midnight = 16:00 UTC before)

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

/** Fresh data: the owner's valid tree, forbidden paths, other users' data. */
async function freshData() {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx: RulesTestContext) => {
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (const kind of KINDS) batch.set(doc(db, PATHS[kind].seeded), BASE[kind]);
    for (const p of FORBIDDEN_OWNER_PATHS) batch.set(doc(db, p.docPath), BASE.account);
    batch.set(doc(db, 'other/x'), { seeded: true });
    batch.set(doc(db, `users/${OTHER}`), { ...BASE.user, email: `${OTHER}@example.com` });
    await batch.commit();
  });
}
// Every test starts from fresh data, except the field-rule tables (see there).

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

  it.each(KINDS)('can create a valid %s', async (kind) => {
    await removeSeeded(PATHS[kind].fresh);
    await assertSucceeds(setDoc(doc(owner(), PATHS[kind].fresh), BASE[kind]));
  });

  it.each(KINDS)('can update the %s with a valid partial update and replace it with a valid document', async (kind) => {
    await assertSucceeds(updateDoc(doc(owner(), PATHS[kind].seeded), VALID_UPDATE[kind]));
    await assertSucceeds(setDoc(doc(owner(), PATHS[kind].seeded), { ...BASE[kind], ...VALID_UPDATE[kind] }));
  });

  it.each(KINDS)('cannot replace the %s with an arbitrary document', async (kind) => {
    await assertFails(setDoc(doc(owner(), PATHS[kind].seeded), { replaced: true }));
    await assertFails(updateDoc(doc(owner(), PATHS[kind].seeded), { n: 2 }));
  });

  it.each(KINDS)('can delete the %s', async (kind) => {
    await assertSucceeds(deleteDoc(doc(owner(), PATHS[kind].seeded)));
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
// Field rules: for each collection a valid base document and variants of it. Each variant is
// written twice: as a new document (create) and as an update of the seeded valid document.

/** A patch value that removes the field (deleteField() on update, left out on create). */
const REMOVE = Symbol('remove');
type Patch = Record<string, unknown>;
interface Variant {
  name: string;
  patch: Patch;
  /** Only meaningful on create (e.g. another createdAt, which an update may not change). */
  createOnly?: boolean;
}

function created(kind: Kind, patch: Patch): DocumentData {
  const out: DocumentData = { ...BASE[kind] };
  for (const [k, v] of Object.entries(patch)) {
    if (v === REMOVE) delete out[k];
    else out[k] = v;
  }
  return out;
}

function updated(patch: Patch): DocumentData {
  return Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v === REMOVE ? deleteField() : v]));
}

interface FieldCases {
  allowed: Variant[];
  denied: Variant[];
}

const cases = (allowed: Variant[], denied: Variant[]): FieldCases => ({ allowed, denied });
const v = (name: string, patch: Patch, createOnly = false): Variant => ({ name, patch, createOnly });
const merge = (...all: FieldCases[]): FieldCases => ({
  allowed: all.flatMap((c) => c.allowed),
  denied: all.flatMap((c) => c.denied),
});

const required = (field: string) => cases([], [v(`${field} missing`, { [field]: REMOVE })]);

function text(field: string, max: number, { nonEmpty = false } = {}): FieldCases {
  return cases(
    [
      v(`${field} of ${max} characters`, { [field]: 'x'.repeat(max) }),
      v(`${field} of ${max} non-ASCII characters`, { [field]: 'ñ'.repeat(max) }),
      nonEmpty ? v(`${field} of 1 character`, { [field]: 'A' }) : v(`${field} empty`, { [field]: '' }),
    ],
    [
      v(`${field} of ${max + 1} characters`, { [field]: 'x'.repeat(max + 1) }),
      v(`${field} a number`, { [field]: 42 }),
      v(`${field} null`, { [field]: null }),
      ...(nonEmpty ? [v(`${field} empty`, { [field]: '' })] : []),
    ],
  );
}

function money(field: string): FieldCases {
  return cases(
    [
      v(`${field} 0`, { [field]: 0 }),
      v(`${field} 0.01`, { [field]: 0.01 }),
      v(`${field} an integer`, { [field]: 1500 }),
      v(`${field} MAX_AMOUNT`, { [field]: MAX_AMOUNT }),
    ],
    [
      v(`${field} negative`, { [field]: -0.01 }),
      v(`${field} just above MAX_AMOUNT`, { [field]: 9_999_999_999.991 }),
      v(`${field} 1e10`, { [field]: 1e10 }),
      v(`${field} NaN`, { [field]: Number.NaN }),
      v(`${field} Infinity`, { [field]: Number.POSITIVE_INFINITY }),
      v(`${field} -Infinity`, { [field]: Number.NEGATIVE_INFINITY }),
      v(`${field} a numeric string`, { [field]: '100' }),
      v(`${field} null`, { [field]: null }),
    ],
  );
}

function int(field: string, min: number, max: number): FieldCases {
  return cases(
    [v(`${field} ${min}`, { [field]: min }), v(`${field} ${max}`, { [field]: max })],
    [
      v(`${field} ${min - 1}`, { [field]: min - 1 }),
      v(`${field} ${max + 1}`, { [field]: max + 1 }),
      v(`${field} not an integer`, { [field]: 1.5 }),
      v(`${field} a numeric string`, { [field]: String(min) }),
    ],
  );
}

const swapCase = (s: string) => (s === s.toUpperCase() ? s.toLowerCase() : s.toUpperCase());

function oneOf(field: string, values: string[]): FieldCases {
  return cases(
    values.map((value) => v(`${field} '${value}'`, { [field]: value })),
    [
      v(`${field} unknown value`, { [field]: 'other' }),
      v(`${field} in another case`, { [field]: swapCase(values[0]) }),
      v(`${field} a number`, { [field]: 1 }),
    ],
  );
}

function timestamp(field: string, createOnly = false): FieldCases {
  return cases(
    [
      v(`${field} another timestamp`, { [field]: LATER }, createOnly),
      v(`${field} a JS Date (sent as a timestamp)`, { [field]: new Date('2026-03-05T00:00:00+08:00') }, createOnly),
    ],
    [
      v(`${field} an ISO string`, { [field]: '2026-03-05' }),
      v(`${field} milliseconds`, { [field]: 1772640000000 }),
      v(`${field} null`, { [field]: null }),
    ],
  );
}

function bool(field: string): FieldCases {
  return cases(
    [v(`${field} true`, { [field]: true }), v(`${field} false`, { [field]: false })],
    [v(`${field} a string`, { [field]: 'true' }), v(`${field} a number`, { [field]: 1 })],
  );
}

function list(field: string, min: number, max: number, entry: (i: number) => unknown): FieldCases {
  const of = (n: number) => Array.from({ length: n }, (_, i) => entry(i));
  return cases(
    [v(`${field} of ${min} entries`, { [field]: of(min) }), v(`${field} of ${max} entries`, { [field]: of(max) })],
    [
      v(`${field} of ${max + 1} entries`, { [field]: of(max + 1) }),
      ...(min > 0 ? [v(`${field} of ${min - 1} entries`, { [field]: of(min - 1) })] : []),
      v(`${field} a map`, { [field]: { 0: entry(0) } }),
      v(`${field} a string`, { [field]: 'x' }),
    ],
  );
}

const unknownFields = cases(
  [],
  [
    v('an unknown field', { extra: true }),
    v('an id field', { id: 'doc1' }),
    v('a nested unknown field', { meta: { a: 1 } }),
  ],
);

const createdAt = merge(required('createdAt'), timestamp('createdAt', true));
const updatedAt = merge(required('updatedAt'), timestamp('updatedAt'));

const SOURCE = { kind: 'paluwagan-week', id: 'pal1', index: 1, reversal: false };
const source = cases(
  [
    v("source kind 'paluwagan-week'", { source: SOURCE }),
    v("source kind 'paluwagan-payout', a reversal", {
      source: { ...SOURCE, kind: 'paluwagan-payout', reversal: true },
    }),
    v("source kind 'debt-payment', index 0", { source: { ...SOURCE, kind: 'debt-payment', index: 0 } }),
    v('source index 360', { source: { ...SOURCE, kind: 'debt-payment', index: 360 } }),
    v('source id of 200 characters (an auto id or a legacy millisecond id)', {
      source: { ...SOURCE, id: 'x'.repeat(200) },
    }),
    v('source id a millisecond id', { source: { ...SOURCE, id: '1700000000000' } }),
    v("source kind 'recurring', index a Manila day number", {
      source: { ...SOURCE, kind: 'recurring', index: 20_453 },
    }),
    v("source kind 'recurring', index of 31 December 9999", {
      source: { ...SOURCE, kind: 'recurring', index: MAX_DAY_NUMBER },
    }),
    v('no source', { source: REMOVE }),
  ],
  [
    v('source kind unknown', { source: { ...SOURCE, kind: 'transfer' } }),
    v('source kind a number', { source: { ...SOURCE, kind: 1 } }),
    v('source with an unknown key', { source: { ...SOURCE, extra: true } }),
    v('source without kind', { source: { id: 'pal1', index: 1, reversal: false } }),
    v('source without id', { source: { kind: 'paluwagan-week', index: 1, reversal: false } }),
    v('source without index', { source: { kind: 'paluwagan-week', id: 'pal1', reversal: false } }),
    v('source without reversal', { source: { kind: 'paluwagan-week', id: 'pal1', index: 1 } }),
    v('source id empty', { source: { ...SOURCE, id: '' } }),
    v('source id of 201 characters', { source: { ...SOURCE, id: 'x'.repeat(201) } }),
    v('source id a number', { source: { ...SOURCE, id: 1700000000000 } }),
    v('source index -1', { source: { ...SOURCE, index: -1 } }),
    v('source index 361', { source: { ...SOURCE, index: 361 } }),
    v('source index a day number on a debt payment', { source: { ...SOURCE, kind: 'debt-payment', index: 20_453 } }),
    v('source index after the year 9999', { source: { ...SOURCE, kind: 'recurring', index: MAX_DAY_NUMBER + 1 } }),
    v('source index not an integer', { source: { ...SOURCE, index: 1.5 } }),
    v('source index a string', { source: { ...SOURCE, index: '1' } }),
    v('source reversal a string', { source: { ...SOURCE, reversal: 'false' } }),
    v('source a string', { source: 'paluwagan-week' }),
    v('source a list', { source: ['paluwagan-week', 'pal1', 1, false] }),
    v('source null', { source: null }),
  ],
);

const recurringAmount = cases(
  [
    v('amount null (varies)', { amount: null }),
    v('amount 0.01', { amount: 0.01 }),
    v('amount MAX_AMOUNT', { amount: MAX_AMOUNT }),
  ],
  [
    v('amount 0', { amount: 0 }),
    v('amount negative', { amount: -1 }),
    v('amount above MAX_AMOUNT', { amount: 1e10 }),
    v('amount NaN', { amount: Number.NaN }),
    v('amount a numeric string', { amount: '2500' }),
  ],
);

const rule = cases(
  [
    v('rule monthly on day 1', { rule: { kind: 'monthly', day: 1 } }),
    v('rule kinsenas', { rule: { kind: 'kinsenas' } }),
    v('rule every 2 weeks on Sunday', { rule: { kind: 'weekly', every: 2, weekday: 0 } }),
    v('rule every 52 weeks on Saturday', { rule: { kind: 'weekly', every: 52, weekday: 6 } }),
    v('rule yearly on 29 February', { rule: { kind: 'yearly', month: 2, day: 29 } }),
  ],
  [
    v('rule monthly on day 0', { rule: { kind: 'monthly', day: 0 } }),
    v('rule monthly on day 32', { rule: { kind: 'monthly', day: 32 } }),
    v('rule monthly without its day', { rule: { kind: 'monthly' } }),
    v('rule kinsenas with a day', { rule: { kind: 'kinsenas', day: 15 } }),
    v('rule weekly every 0 weeks', { rule: { kind: 'weekly', every: 0, weekday: 1 } }),
    v('rule weekly on weekday 7', { rule: { kind: 'weekly', every: 1, weekday: 7 } }),
    v('rule yearly in month 13', { rule: { kind: 'yearly', month: 13, day: 1 } }),
    v('rule of an unknown kind', { rule: { kind: 'daily' } }),
    v('rule a string', { rule: 'monthly' }),
  ],
);

const endDate = cases(
  [v('endDate after the start', { endDate: LATER }), v('no endDate', { endDate: REMOVE })],
  [v('endDate before the start', { endDate: day('2026-01-30') }), v('endDate a string', { endDate: '2026-12-31' })],
);

const occurrences = cases(
  [
    v(`occurrences of ${RECURRING_MAX_OCCURRENCES} days`, {
      occurrences: Object.fromEntries(
        Array.from({ length: RECURRING_MAX_OCCURRENCES }, (_, i) => [`d${i}`, { status: 'skipped' }]),
      ),
    }),
  ],
  [
    v(`occurrences of ${RECURRING_MAX_OCCURRENCES + 1} days`, {
      occurrences: Object.fromEntries(
        Array.from({ length: RECURRING_MAX_OCCURRENCES + 1 }, (_, i) => [`d${i}`, { status: 'skipped' }]),
      ),
    }),
    v('occurrences a list', { occurrences: [] }),
  ],
);

const FIELD_CASES: Record<Kind, FieldCases> = {
  user: merge(
    unknownFields,
    required('email'),
    text('email', EMAIL_MAX),
    required('currency'),
    oneOf('currency', ['PHP', 'USD', 'EUR']),
    required('setupComplete'),
    bool('setupComplete'),
    oneOf('language', ['en', 'fil']),
    timestamp('languageChosenAt'),
    createdAt,
  ),
  account: merge(
    unknownFields,
    required('name'),
    text('name', TEXT_MAX, { nonEmpty: true }),
    required('type'),
    oneOf('type', ['cash', 'bank', 'credit', 'ewallet']),
    required('balance'),
    money('balance'),
    createdAt,
  ),
  transaction: merge(
    unknownFields,
    required('type'),
    oneOf('type', ['income', 'expense']),
    required('amount'),
    money('amount'),
    ...['description', 'category', 'accountId', 'accountName'].flatMap((f) => [required(f), text(f, TEXT_MAX)]),
    required('date'),
    timestamp('date'),
    createdAt,
    source,
  ),
  paluwagan: merge(
    unknownFields,
    required('name'),
    text('name', TEXT_MAX, { nonEmpty: true }),
    required('organizer'),
    text('organizer', TEXT_MAX),
    required('description'),
    text('description', PALUWAGAN_DESCRIPTION_MAX),
    required('startDate'),
    timestamp('startDate'),
    required('totalNumbers'),
    int('totalNumbers', 1, PALUWAGAN_MAX_NUMBERS),
    required('amountPerNumber'),
    money('amountPerNumber'),
    required('payoutPerNumber'),
    money('payoutPerNumber'),
    required('numbers'),
    list('numbers', 0, PALUWAGAN_MAX_NUMBERS, (i) => number(1 + (i % 9), i === 0)),
    required('weeklyPayments'),
    list('weeklyPayments', 0, PALUWAGAN_MAX_NUMBERS, (i) => week(1 + (i % 8))),
    createdAt,
    updatedAt,
  ),
  debt: merge(
    unknownFields,
    required('type'),
    oneOf('type', ['owe', 'owed']),
    required('name'),
    text('name', TEXT_MAX, { nonEmpty: true }),
    required('counterpartyName'),
    text('counterpartyName', TEXT_MAX),
    required('totalAmount'),
    money('totalAmount'),
    required('paymentSchedule'),
    list('paymentSchedule', 1, DEBT_MAX_PAYMENTS, (i) => debtEntry(i % 5)),
    createdAt,
    updatedAt,
  ),
  recurring: merge(
    unknownFields,
    required('name'),
    text('name', TEXT_MAX, { nonEmpty: true }),
    required('type'),
    oneOf('type', ['income', 'expense']),
    ...['category', 'accountId'].flatMap((f) => [required(f), text(f, TEXT_MAX, { nonEmpty: true })]),
    required('amount'),
    recurringAmount,
    required('rule'),
    rule,
    required('startDate'),
    timestamp('startDate'),
    endDate,
    required('pauses'),
    list('pauses', 0, RECURRING_MAX_PAUSES, () => ({ from: day('2026-02-01') })),
    required('occurrences'),
    occurrences,
    createdAt,
    updatedAt,
  ),
};

describe.each(KINDS)('field rules of the %s', (kind) => {
  // Seeded once: a create goes to a fresh path (removed first), an allowed update leaves a valid
  // document (no rule relates two fields), a denied one changes nothing.
  beforeAll(freshData);
  // The user doc is created and updated at the same path: put it back before each test.
  if (kind === 'user') beforeEach(() => adminWrite(PATHS.user.seeded, BASE.user));

  const { allowed, denied } = FIELD_CASES[kind];
  const fresh = () => doc(owner(), PATHS[kind].fresh);
  const seeded = () => doc(owner(), PATHS[kind].seeded);

  it.each(allowed)('create allows $name', async ({ patch }) => {
    await removeSeeded(PATHS[kind].fresh);
    await assertSucceeds(setDoc(fresh(), created(kind, patch)));
  });

  it.each(denied)('create denies $name', async ({ patch }) => {
    await removeSeeded(PATHS[kind].fresh);
    await assertFails(setDoc(fresh(), created(kind, patch)));
  });

  it.each(allowed.filter((c) => !c.createOnly))('update allows $name', async ({ patch }) => {
    await assertSucceeds(updateDoc(seeded(), updated(patch)));
  });

  it.each(denied)('update denies $name', async ({ patch }) => {
    await assertFails(updateDoc(seeded(), updated(patch)));
  });
});

// ---------------------------------------------------------------------------------------------
// createdAt is set once

describe.each(KINDS)('createdAt of the %s', (kind) => {
  beforeEach(freshData);

  const seeded = () => doc(owner(), PATHS[kind].seeded);

  it('an update that leaves it out keeps it: allowed', async () => {
    await assertSucceeds(updateDoc(seeded(), VALID_UPDATE[kind]));
    const snap = await getDoc(seeded());
    expect(snap.get('createdAt')).toEqual(CREATED);
  });

  it('an update that writes the same value: allowed', async () => {
    await assertSucceeds(updateDoc(seeded(), { ...VALID_UPDATE[kind], createdAt: CREATED }));
    await assertSucceeds(setDoc(seeded(), { ...BASE[kind], ...VALID_UPDATE[kind] }));
  });

  it('an update that changes it: denied (update, set and merge)', async () => {
    const moved = Timestamp.fromMillis(CREATED.toMillis() + 1);
    await assertFails(updateDoc(seeded(), { createdAt: LATER }));
    await assertFails(updateDoc(seeded(), { ...VALID_UPDATE[kind], createdAt: moved }));
    await assertFails(setDoc(seeded(), { ...BASE[kind], createdAt: LATER }));
    await assertFails(setDoc(seeded(), { createdAt: LATER }, { merge: true }));
  });

  it('an update that removes it: denied', async () => {
    await assertFails(updateDoc(seeded(), { createdAt: deleteField() }));
    const rest: DocumentData = { ...BASE[kind] };
    delete rest['createdAt'];
    await assertFails(setDoc(seeded(), rest));
  });

  it('a stored document without one may be updated, and may be given one', async () => {
    const rest: DocumentData = { ...BASE[kind] };
    delete rest['createdAt'];
    await adminWrite(PATHS[kind].seeded, rest);
    await assertSucceeds(updateDoc(seeded(), VALID_UPDATE[kind]));
    await assertSucceeds(updateDoc(seeded(), { createdAt: CREATED }));
    await assertFails(updateDoc(seeded(), { createdAt: LATER }));
  });
});

// ---------------------------------------------------------------------------------------------
// The writes of @pitaka/data, in the shapes it sends them

describe('writes of the app', () => {
  beforeEach(freshData);

  const userRef = () => doc(owner(), `users/${OWNER}`);
  const SETUP = { email: `${OWNER}@example.com`, currency: 'PHP', setupComplete: true, createdAt: CREATED };

  it('completeSetup merge-writes the user doc: as a create, and over an unfinished doc keeping createdAt', async () => {
    await removeSeeded(`users/${OWNER}`);
    await assertSucceeds(setDoc(userRef(), SETUP, { merge: true }));
    await adminWrite(`users/${OWNER}`, { ...SETUP, setupComplete: false, currency: 'EUR' });
    await assertSucceeds(setDoc(userRef(), SETUP, { merge: true }));
    expect((await getDoc(userRef())).data()).toEqual(SETUP);
  });

  it('completeSetup merge-writes over a partial user doc (only email and createdAt)', async () => {
    await adminWrite(`users/${OWNER}`, { email: 'old@example.com', createdAt: CREATED });
    await assertSucceeds(setDoc(userRef(), SETUP, { merge: true }));
  });

  it('a merge-write cannot keep an unknown field that the stored user doc has', async () => {
    await adminWrite(`users/${OWNER}`, { email: 'old@example.com', createdAt: CREATED, extra: 1 });
    await assertFails(setDoc(userRef(), SETUP, { merge: true }));
  });

  it('a merge-write of the user doc that lacks a required field cannot create it', async () => {
    await removeSeeded(`users/${OWNER}`);
    await assertFails(setDoc(userRef(), { setupComplete: true }, { merge: true }));
    await assertFails(setDoc(userRef(), { email: 'a@b.c', currency: 'PHP', setupComplete: true }, { merge: true }));
  });

  it('saveLanguage merge-writes the language onto a set-up user doc, and cannot create one', async () => {
    await assertSucceeds(setDoc(userRef(), { language: 'fil' }, { merge: true }));
    expect((await getDoc(userRef())).data()).toEqual({ ...SETUP, language: 'fil' });
    await assertFails(setDoc(userRef(), { language: 'es' }, { merge: true }));
    await removeSeeded(`users/${OWNER}`);
    await assertFails(setDoc(userRef(), { language: 'fil' }, { merge: true }));
  });

  it('a new account and its Initial balance income in one batch; the Ledger updates the balance', async () => {
    const db = owner();
    const batch = writeBatch(db);
    batch.set(doc(db, `users/${OWNER}/accounts/acc2`), { ...BASE.account, balance: 0 });
    batch.set(doc(db, `users/${OWNER}/transactions/t2`), {
      ...BASE.transaction,
      type: 'income',
      description: 'Initial balance',
      category: 'Initial',
      accountId: 'acc2',
    });
    batch.update(doc(db, `users/${OWNER}/accounts/acc2`), { balance: 1500.25 });
    await assertSucceeds(batch.commit());
  });

  it('a batch whose balance update is invalid is refused as a whole', async () => {
    const db = owner();
    const batch = writeBatch(db);
    batch.set(doc(db, `users/${OWNER}/transactions/t3`), { ...BASE.transaction, source: SOURCE });
    batch.update(doc(db, PATHS.account.seeded), { balance: -500 });
    await assertFails(batch.commit());
    await assertSucceeds(getDoc(doc(db, `users/${OWNER}/transactions/t3`))).then((s) => expect(s.exists()).toBe(false));
  });

  it('updateAccount writes name and type', async () => {
    await assertSucceeds(updateDoc(doc(owner(), PATHS.account.seeded), { name: 'BPI Savings', type: 'bank' }));
  });

  it('editTransaction: description and date only (linked), or the full editable set', async () => {
    const ref = doc(owner(), PATHS.transaction.seeded);
    await assertSucceeds(updateDoc(ref, { source: SOURCE }));
    await assertSucceeds(updateDoc(ref, { description: 'Renamed', date: LATER }));
    await assertSucceeds(
      updateDoc(ref, {
        type: 'income',
        amount: 250.5,
        description: 'Refund',
        category: 'Refund',
        date: LATER,
        accountId: 'acc2',
        accountName: 'GCash',
      }),
    );
  });

  it('clearing the link of a transaction (its paluwagan or debt was deleted)', async () => {
    const ref = doc(owner(), PATHS.transaction.seeded);
    await assertSucceeds(updateDoc(ref, { source: SOURCE }));
    await assertSucceeds(updateDoc(ref, { source: deleteField() }));
  });

  it('paluwagan: pay a week, receive a payout (with links), rename when locked, full edit when not', async () => {
    const ref = doc(owner(), PATHS.paluwagan.seeded);
    await assertSucceeds(
      updateDoc(ref, {
        weeklyPayments: [{ ...week(1), isPaid: true, accountId: 'acc1', transactionId: 'tx1' }, week(2)],
        updatedAt: LATER,
      }),
    );
    await assertSucceeds(
      updateDoc(ref, {
        numbers: [{ ...number(1, true), isPaid: true, accountId: 'acc1', transactionId: 'tx2' }, number(2, false)],
        updatedAt: LATER,
      }),
    );
    await assertSucceeds(
      updateDoc(ref, { name: 'Renamed', organizer: 'Ana', description: 'd'.repeat(1000), updatedAt: LATER }),
    );
    await assertSucceeds(
      updateDoc(ref, {
        name: 'Office Paluwagan',
        organizer: 'Maria',
        description: '',
        startDate: day('2026-04-05'),
        totalNumbers: 3,
        amountPerNumber: 200,
        payoutPerNumber: 600,
        numbers: [number(1, true), number(2, false), number(3, false)],
        weeklyPayments: [week(1), week(2), week(3)],
        updatedAt: LATER,
      }),
    );
  });

  it('debt: mark a payment (with links), rename when locked, full edit when not', async () => {
    const ref = doc(owner(), PATHS.debt.seeded);
    await assertSucceeds(
      updateDoc(ref, {
        paymentSchedule: [{ ...debtEntry(0), isPaid: true, accountId: 'acc1', transactionId: 'tx3' }, debtEntry(1)],
        updatedAt: LATER,
      }),
    );
    await assertSucceeds(updateDoc(ref, { name: 'Renamed', counterpartyName: 'Pedro', type: 'owe', updatedAt: LATER }));
    await assertSucceeds(
      updateDoc(ref, {
        name: 'Laptop',
        counterpartyName: 'Juan',
        type: 'owed',
        totalAmount: 0.05,
        paymentSchedule: [{ ...debtEntry(0), amount: 0.05 }],
        updatedAt: LATER,
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Documents of the original product: same paths and fields, millisecond ids, no `source` and no
// `transactionId`. They still read, list and update the way the app updates them.

describe('documents of the original product', () => {
  const LEGACY_ID = '1700000000000';
  const at = (kind: Exclude<Kind, 'user'>) => `${PATHS[kind].collection}/${LEGACY_ID}`;
  const legacy = {
    account: { name: 'Cash on hand', type: 'cash', balance: 2500.5, createdAt: day('2023-11-15') },
    transaction: {
      type: 'expense',
      amount: 500,
      description: 'Paluwagan payment - Week 1',
      category: 'Paluwagan',
      accountId: LEGACY_ID,
      accountName: 'Cash on hand',
      date: day('2023-11-15'),
      createdAt: day('2023-11-15'),
    },
    paluwagan: {
      ...BASE.paluwagan,
      name: 'Barkada',
      description: 'Since 2023',
      weeklyPayments: [{ ...week(1), isPaid: true, accountId: LEGACY_ID }, week(2)],
      createdAt: day('2023-11-15'),
      updatedAt: day('2023-11-16'),
    },
    debt: {
      ...BASE.debt,
      type: 'owed',
      paymentSchedule: [{ ...debtEntry(0), isPaid: true, accountId: LEGACY_ID }, debtEntry(1)],
      createdAt: day('2023-11-15'),
      updatedAt: day('2023-11-15'),
    },
  };
  const legacyKinds = Object.keys(legacy) as (keyof typeof legacy)[];

  beforeEach(freshData);
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      const batch = writeBatch(db);
      for (const kind of legacyKinds) batch.set(doc(db, at(kind)), legacy[kind]);
      batch.set(doc(db, `users/${OWNER}`), {
        email: `${OWNER}@example.com`,
        currency: 'PHP',
        setupComplete: true,
        createdAt: day('2023-11-15'),
      });
      await batch.commit();
    });
  });

  it.each(legacyKinds)('a %s reads and lists', async (kind) => {
    const snap = await assertSucceeds(getDoc(doc(owner(), at(kind))));
    expect(snap.data()).toEqual(legacy[kind]);
    const list = await assertSucceeds(
      getDocs(query(collection(owner(), PATHS[kind].collection), orderBy('createdAt', 'desc'))),
    );
    expect(list.docs.map((d) => d.id)).toContain(LEGACY_ID);
  });

  it.each(legacyKinds)('a %s could still be created by the original product', async (kind) => {
    await removeSeeded(at(kind));
    await assertSucceeds(setDoc(doc(owner(), at(kind)), legacy[kind]));
  });

  it('the user doc reads and takes a merge-write', async () => {
    await assertSucceeds(getDoc(doc(owner(), `users/${OWNER}`)));
    await assertSucceeds(setDoc(doc(owner(), `users/${OWNER}`), { currency: 'USD' }, { merge: true }));
  });

  it('an account takes a balance update and a rename', async () => {
    await assertSucceeds(updateDoc(doc(owner(), at('account')), { balance: 2000.5 }));
    await assertSucceeds(updateDoc(doc(owner(), at('account')), { name: 'Wallet', type: 'ewallet' }));
  });

  it('a transaction takes an edit', async () => {
    await assertSucceeds(
      updateDoc(doc(owner(), at('transaction')), { description: 'Week 1', date: day('2023-11-16') }),
    );
  });

  it('a paluwagan takes an unpay (links cleared) and a pay with the new transactionId', async () => {
    const ref = doc(owner(), at('paluwagan'));
    await assertSucceeds(updateDoc(ref, { weeklyPayments: [week(1), week(2)], updatedAt: LATER }));
    await assertSucceeds(
      updateDoc(ref, {
        weeklyPayments: [week(1), { ...week(2), isPaid: true, accountId: LEGACY_ID, transactionId: 'tx9' }],
        updatedAt: LATER,
      }),
    );
  });

  it('a debt takes an unmark and a rename', async () => {
    const ref = doc(owner(), at('debt'));
    await assertSucceeds(updateDoc(ref, { paymentSchedule: [debtEntry(0), debtEntry(1)], updatedAt: LATER }));
    await assertSucceeds(
      updateDoc(ref, { name: 'Renamed', counterpartyName: 'Pedro', type: 'owed', updatedAt: LATER }),
    );
  });

  it('a stored document missing a field still updates, but the field cannot be dropped from a full one', async () => {
    const loose: DocumentData = { ...legacy.transaction };
    delete loose['description'];
    await adminWrite(at('transaction'), loose);
    await assertSucceeds(updateDoc(doc(owner(), at('transaction')), { amount: 400 }));
    await assertFails(updateDoc(doc(owner(), at('transaction')), { category: deleteField() }));
    // ...while creating a document without it is refused.
    await removeSeeded(at('transaction'));
    await assertFails(setDoc(doc(owner(), at('transaction')), loose));
  });
});

// ---------------------------------------------------------------------------------------------
// Transfers: each part is a transaction document `{transferId}-{role}` with a `transfer` link.

describe('transfer documents', () => {
  beforeEach(freshData);

  const link = (role: string) => ({ id: 'tr1', role, accountId: 'acc2', accountName: 'GCash' });
  const part = (role: string): DocumentData => ({
    ...BASE.transaction,
    type: role === 'in' ? 'income' : 'expense',
    category: role === 'fee' ? 'Fees' : 'Transfer',
    description: 'Transfer to GCash',
    transfer: link(role),
  });
  const at = (id: string) => doc(owner(), `users/${OWNER}/transactions/${id}`);

  it('the app writes out, in and fee together with the balances in one batch', async () => {
    const db = owner();
    const batch = writeBatch(db);
    for (const role of ['out', 'in', 'fee']) batch.set(doc(db, `users/${OWNER}/transactions/tr1-${role}`), part(role));
    batch.update(doc(db, PATHS.account.seeded), { balance: 985.25 });
    await assertSucceeds(batch.commit());
  });

  it.each([
    ['an unknown role', { transfer: { ...link('out'), role: 'sideways' } }, 'tr1-sideways'],
    ['an id that is not {transferId}-{role}', {}, 'tr1-in'],
    ['an incoming half that is an expense', { transfer: link('in') }, 'tr1-in'],
    ['an outgoing half that is an income', { type: 'income' }, 'tr1-out'],
    ['an extra field in the link', { transfer: { ...link('out'), note: 'x' } }, 'tr1-out'],
    ['a link without the other account', { transfer: { id: 'tr1', role: 'out', accountName: 'GCash' } }, 'tr1-out'],
    ['an empty transfer id', { transfer: { ...link('out'), id: '' } }, '-out'],
    ['a link that is not a map', { transfer: 'tr1' }, 'tr1-out'],
    [
      'a too long other account name',
      { transfer: { ...link('out'), accountName: 'x'.repeat(TEXT_MAX + 1) } },
      'tr1-out',
    ],
    ['a part that is also a paluwagan payment', { source: SOURCE }, 'tr1-out'],
  ])('refuses %s', async (_case, patch, id) => {
    await assertFails(setDoc(at(id), { ...part('out'), ...patch }));
  });

  it("another user can neither write a transfer part into the owner's tree nor read one", async () => {
    await adminWrite(`users/${OWNER}/transactions/tr1-out`, part('out'));
    await assertFails(
      setDoc(doc(other(), `users/${OWNER}/transactions/tr2-out`), {
        ...part('out'),
        transfer: { ...link('out'), id: 'tr2' },
      }),
    );
    await assertFails(getDoc(doc(other(), `users/${OWNER}/transactions/tr1-out`)));
    await assertFails(deleteDoc(doc(other(), `users/${OWNER}/transactions/tr1-out`)));
  });
});

// ---------------------------------------------------------------------------------------------
// Monthly summaries (derived data, integer centavos): users/{uid}/summaries/{YYYY-MM} and /ledger.

describe('summary documents', () => {
  beforeEach(freshData);

  const month = {
    month: '2026-03',
    accounts: { acc1: { categories: { Food: { income: 0, expense: 150050 } }, transfersIn: 0, transfersOut: 0 } },
  };
  const ledger = {
    complete: true,
    writes: 3,
    balances: { acc1: 150025 },
    names: { acc1: 'Wallet' },
    net: { '2026-03': { acc1: -150050 } },
  };
  const at = (id: string, db: Firestore = owner()) => doc(db, `users/${OWNER}/summaries/${id}`);

  it('the owner writes a month and the ledger summary, with a balance, in one batch, and reads them', async () => {
    const db = owner();
    const batch = writeBatch(db);
    batch.set(at('2026-03', db), month);
    batch.set(at('ledger', db), ledger);
    batch.update(doc(db, PATHS.account.seeded), { balance: 1500.25 });
    await assertSucceeds(batch.commit());
    await assertSucceeds(getDoc(at('2026-03')));
    await assertSucceeds(getDocs(collection(owner(), `users/${OWNER}/summaries`)));
  });

  it('a rebuild in progress writes its checkpoint and marks its months', async () => {
    await assertSucceeds(setDoc(at('2026-03'), { ...month, rebuild: 2 }));
    await assertSucceeds(
      setDoc(at('ledger'), { ...ledger, complete: false, rebuild: { writes: 3, through: 'tx123', processed: 500 } }),
    );
  });

  it.each([
    ['a month id that is not a month', '2026-13', month],
    ['a month field that is not its id', '2026-04', month],
    ['an unknown field', '2026-03', { ...month, total: 5 }],
    ['accounts that are not a map', '2026-03', { ...month, accounts: ['acc1'] }],
    ['a missing accounts map', '2026-03', { month: '2026-03' }],
    ['a generation that is not a whole number', '2026-03', { ...month, rebuild: 1.5 }],
    [
      'too many accounts',
      '2026-03',
      { ...month, accounts: Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`a${i}`, {}])) },
    ],
  ])('refuses a month summary with %s', async (_case, id, data) => {
    await assertFails(setDoc(at(id), data));
  });

  it.each([
    ['complete that is not a boolean', { ...ledger, complete: 'yes' }],
    ['a negative count of writes', { ...ledger, writes: -1 }],
    ['a fractional count of writes', { ...ledger, writes: 1.5 }],
    ['balances that are not a map', { ...ledger, balances: 5 }],
    ['names that are not a map', { ...ledger, names: ['Wallet'] }],
    [
      'names of too many accounts',
      { ...ledger, names: Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`a${i}`, 'Wallet'])) },
    ],
    ['a missing net map', { complete: true, writes: 0, balances: {} }],
    ['an unknown field', { ...ledger, owner: 'alice' }],
    ['a checkpoint with an unknown field', { ...ledger, rebuild: { writes: 1, through: 'x', processed: 0, extra: 1 } }],
    ['a checkpoint without its position', { ...ledger, rebuild: { writes: 1, processed: 0 } }],
  ])('refuses a ledger summary with %s', async (_case, data) => {
    await assertFails(setDoc(at('ledger'), data));
  });

  it('accepts a ledger summary written before it kept the account names', async () => {
    const { names: _names, ...withoutNames } = ledger;
    await assertSucceeds(setDoc(at('ledger'), withoutNames));
  });

  it('never lets the count of money commands go down (a rebuild compares it)', async () => {
    await adminWrite(`users/${OWNER}/summaries/ledger`, ledger);
    await assertFails(setDoc(at('ledger'), { ...ledger, writes: 2 }));
    await assertSucceeds(setDoc(at('ledger'), { ...ledger, writes: 4 }));
  });

  it("another user can neither read nor write the owner's summaries", async () => {
    await adminWrite(`users/${OWNER}/summaries/2026-03`, month);
    await assertFails(getDoc(at('2026-03', other())));
    await assertFails(setDoc(at('2026-04', other()), { ...month, month: '2026-04' }));
    await assertFails(deleteDoc(at('2026-03', other())));
    await assertFails(getDoc(at('2026-03', anonymous())));
  });
});

// ---------------------------------------------------------------------------------------------
// Statement imports: users/{uid}/imports/{id}, the mark on the transactions they wrote, and
// users/{uid}/importMappings/{accountId}.

describe('statement import documents', () => {
  beforeEach(freshData);

  const IMPORT_MAX_ROWS = 100_000;
  const record = {
    accountId: 'acc1',
    accountName: 'Wallet',
    fileName: 'gcash-november.csv',
    rows: 1000,
    batches: 3,
    committedBatches: 0,
    imported: 0,
    undone: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
  };
  const mapping = {
    header: ['Date', 'Description', 'Debit', 'Credit'],
    mapping: {
      date: 'Date',
      description: 'Description',
      amount: { kind: 'debit-credit', debit: 'Debit', credit: 'Credit' },
      category: null,
    },
    dayOrder: 'month-first',
    updatedAt: CREATED,
  };
  const mark = { id: 'imp1', row: 7, check: 'k3j4h5' };
  const imported = { ...BASE.transaction, description: 'Jollibee', category: 'Food', import: mark };
  const at = (path: string, db: Firestore = owner()) => doc(db, `users/${OWNER}/${path}`);

  it('the owner starts an import, commits a batch of marked rows with the balance and the count, and lists imports', async () => {
    await assertSucceeds(setDoc(at('imports/imp1'), record));
    await assertSucceeds(setDoc(at('importMappings/acc1'), mapping));
    const db = owner();
    const batch = writeBatch(db);
    batch.set(at('transactions/imp1-7', db), imported);
    batch.set(at('transactions/imp1-8', db), { ...imported, import: { ...mark, row: 8 } });
    batch.update(at('imports/imp1', db), { committedBatches: 1, imported: 2, updatedAt: LATER });
    batch.update(doc(db, PATHS.account.seeded), { balance: 500.25 });
    await assertSucceeds(batch.commit());
    await assertSucceeds(getDocs(query(collection(owner(), `users/${OWNER}/imports`), orderBy('createdAt', 'desc'))));
    await assertSucceeds(getDoc(at('importMappings/acc1')));
  });

  it('an undo counts the rows it took out', async () => {
    await adminWrite(`users/${OWNER}/imports/imp1`, { ...record, committedBatches: 3, imported: 1000 });
    await assertSucceeds(updateDoc(at('imports/imp1'), { undone: 496, updatedAt: LATER }));
  });

  it.each([
    ['no rows', { rows: 0 }],
    [`more than ${IMPORT_MAX_ROWS} rows`, { rows: IMPORT_MAX_ROWS + 1 }],
    ['more commits than rows', { rows: 2, batches: 3 }],
    ['more commits done than planned', { committedBatches: 4 }],
    ['more rows written than planned', { imported: 1001 }],
    ['more rows undone than written', { undone: 1 }],
    ['a fractional count', { imported: 1.5 }],
    ['an empty file name', { fileName: '' }],
    ['a too long file name', { fileName: 'x'.repeat(TEXT_MAX + 1) }],
    ['an unknown field', { mapping: {} }],
    ['no account', { accountId: '' }],
  ])('refuses an import record with %s', async (_case, patch) => {
    await assertFails(setDoc(at('imports/imp2'), { ...record, ...patch }));
  });

  it.each([
    ['takes the count of commits down', { committedBatches: 1 }],
    ['takes the count of rows down', { imported: 400 }],
    ['takes the count of undone rows down', { undone: 0 }],
    ['moves the import to another account', { accountId: 'acc2' }],
    ['changes the plan', { rows: 1200, batches: 3 }],
  ])('refuses an update that %s', async (_case, patch) => {
    await adminWrite(`users/${OWNER}/imports/imp1`, { ...record, committedBatches: 2, imported: 992, undone: 10 });
    await assertFails(updateDoc(at('imports/imp1'), patch));
  });

  it.each([
    ['a header of no columns', { header: [] }],
    ['a mapping that is not a map', { mapping: 'Date' }],
    ['an unknown day order', { dayOrder: 'year-first' }],
    ['an unknown field', { account: 'acc1' }],
  ])('refuses a remembered mapping with %s', async (_case, patch) => {
    await assertFails(setDoc(at('importMappings/acc1'), { ...mapping, ...patch }));
  });

  it.each([
    ['row 0', { import: { ...mark, row: 0 } }],
    [`row ${IMPORT_MAX_ROWS + 1}`, { import: { ...mark, row: IMPORT_MAX_ROWS + 1 } }],
    ['no fingerprint', { import: { id: 'imp1', row: 7 } }],
    ['an extra field', { import: { ...mark, by: 'bob' } }],
    ['an empty import id', { import: { ...mark, id: '' } }],
    ['a mark that is not a map', { import: 'imp1' }],
    ['a mark on a paluwagan payment', { source: SOURCE }],
  ])('refuses an imported transaction with %s', async (_case, patch) => {
    await assertFails(setDoc(at('transactions/imp1-7'), { ...imported, ...patch }));
  });

  it('accepts the highest row number', async () => {
    await assertSucceeds(setDoc(at('transactions/imp1-9'), { ...imported, import: { ...mark, row: IMPORT_MAX_ROWS } }));
  });

  it("another user can neither read nor write the owner's imports and mappings", async () => {
    await adminWrite(`users/${OWNER}/imports/imp1`, record);
    await adminWrite(`users/${OWNER}/importMappings/acc1`, mapping);
    for (const db of [other(), anonymous()]) {
      await assertFails(getDoc(at('imports/imp1', db)));
      await assertFails(getDocs(collection(db, `users/${OWNER}/imports`)));
      await assertFails(updateDoc(at('imports/imp1', db), { undone: 0 }));
      await assertFails(setDoc(at('imports/imp2', db), record));
      await assertFails(getDoc(at('importMappings/acc1', db)));
      await assertFails(setDoc(at('importMappings/acc2', db), mapping));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Restores: users/{uid}/restores/{backupId}, the marker a restore from a backup file writes with
// each of its commits.

describe('restore markers', () => {
  beforeEach(freshData);

  const MAX_RESTORE_COMMITS = 100_000;
  const marker = { madeAt: LATER, commits: 4, done: 1, createdAt: CREATED };
  const at = (path: string, db: Firestore = owner()) => doc(db, `users/${OWNER}/${path}`);

  it('the owner writes the first commit with its marker, moves it on with each commit, lists and deletes it', async () => {
    const db = owner();
    const first = writeBatch(db);
    first.set(at('transactions/t-restored', db), BASE.transaction);
    first.set(at('restores/backup-1', db), marker);
    await assertSucceeds(first.commit());
    await assertSucceeds(setDoc(at('restores/backup-1'), { ...marker, done: 2 }));
    await assertSucceeds(updateDoc(at('restores/backup-1'), { done: 4 }));
    await assertSucceeds(getDocs(collection(owner(), `users/${OWNER}/restores`)));
    await assertSucceeds(deleteDoc(at('restores/backup-1')));
  });

  it.each([
    ['no commits', { commits: 0, done: 0 }],
    [`more than ${MAX_RESTORE_COMMITS} commits`, { commits: MAX_RESTORE_COMMITS + 1 }],
    ['no commit done', { done: 0 }],
    ['more commits done than planned', { done: 5 }],
    ['a fractional count', { done: 1.5 }],
    ['madeAt that is not a time', { madeAt: '2026-11-27T01:02:03.456Z' }],
    ['no madeAt', { madeAt: undefined }],
    ['an unknown field', { uid: OTHER }],
  ])('refuses a marker with %s', async (_case, patch: DocumentData) => {
    const created = Object.fromEntries(Object.entries({ ...marker, ...patch }).filter(([, v]) => v !== undefined));
    await assertFails(setDoc(at('restores/backup-2'), created));
  });

  it.each([
    ['takes the commits done back', { done: 1 }],
    ['changes the plan', { commits: 5 }],
    ['changes the backup it restores', { madeAt: CREATED }],
    ['changes createdAt', { createdAt: LATER }],
  ])('refuses an update that %s', async (_case, patch) => {
    await adminWrite(`users/${OWNER}/restores/backup-1`, { ...marker, done: 2 });
    await assertFails(updateDoc(at('restores/backup-1'), patch));
  });

  it("another user can neither read nor write the owner's restore markers", async () => {
    await adminWrite(`users/${OWNER}/restores/backup-1`, marker);
    for (const db of [other(), anonymous()]) {
      await assertFails(getDoc(at('restores/backup-1', db)));
      await assertFails(getDocs(collection(db, `users/${OWNER}/restores`)));
      await assertFails(updateDoc(at('restores/backup-1', db), { done: 2 }));
      await assertFails(setDoc(at('restores/backup-2', db), marker));
      await assertFails(deleteDoc(at('restores/backup-1', db)));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Command receipts: users/{uid}/commands/{key}, written by the trusted core (Cloud Functions, the
// Admin SDK) in the command's own transaction, so a retried command applies once. No client reads
// or writes them: a forged receipt would make a real command answer without applying.

describe('command receipts', () => {
  beforeEach(freshData);

  const receipt = { command: 'addTransaction', result: '{"id":"t1"}', at: CREATED };
  const path = `users/${OWNER}/commands/k-0123456789abcdef`;

  it('no client creates, reads, lists, changes or deletes one, the owner included', async () => {
    await assertFails(setDoc(doc(owner(), path), receipt));
    await adminWrite(path, receipt);
    for (const db of [owner(), other(), anonymous()]) {
      await assertFails(getDoc(doc(db, path)));
      await assertFails(getDocs(collection(db, `users/${OWNER}/commands`)));
      await assertFails(updateDoc(doc(db, path), { result: '{"id":"t2"}' }));
      await assertFails(deleteDoc(doc(db, path)));
    }
  });
});
