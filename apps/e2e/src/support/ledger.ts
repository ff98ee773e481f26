// The emulator as the test's source of truth: seed a set-up user without clicking through setup,
// read a user's raw documents, and check the ledger audit of @pitaka/domain after money moves.
import { expect, type APIRequestContext } from '@playwright/test';
import {
  brokenLedgerRule,
  CATEGORY_INITIAL,
  INITIAL_BALANCE_DESCRIPTION,
  toCentavos,
  toPesos,
  transferParts,
  type AccountType,
  type RawDoc,
  type RawLedger,
  type RawTransaction,
} from '@pitaka/domain';
import { toRestFields, type Plain, type RestValue } from './rest-values';
import { createUser, STACK } from './stack';

const DOCUMENTS = `${STACK.firestore}/v1/projects/${STACK.projectId}/databases/(default)/documents`;
// The emulator's owner token bypasses the rules: seeding and auditing see everything.
const OWNER = { Authorization: 'Bearer owner' };

function fromRest(value: RestValue): unknown {
  if ('integerValue' in value) return Number(value['integerValue']);
  if ('doubleValue' in value) return Number(value['doubleValue']);
  if ('stringValue' in value) return value['stringValue'];
  if ('booleanValue' in value) return value['booleanValue'];
  if ('timestampValue' in value) return new Date(value['timestampValue'] as string);
  if ('nullValue' in value) return null;
  if ('arrayValue' in value) {
    const values = ((value['arrayValue'] as { values?: RestValue[] }).values ?? []).map(fromRest);
    return values;
  }
  if ('mapValue' in value) return fromRestFields((value['mapValue'] as { fields?: Record<string, RestValue> }).fields);
  return undefined;
}

function fromRestFields(fields: Record<string, RestValue> = {}): RawDoc {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRest(value)]));
}

/** Writes one document as a trusted server would (rules bypassed). */
export async function writeDocument(request: APIRequestContext, path: string, data: { [key: string]: Plain }) {
  const response = await request.patch(`${DOCUMENTS}/${path}`, {
    headers: OWNER,
    data: { fields: toRestFields(data) },
  });
  if (!response.ok()) throw new Error(`writing ${path} failed: ${response.status()} ${await response.text()}`);
}

/** One document as stored (rules bypassed); undefined when there is none. */
export async function readDocument(request: APIRequestContext, path: string): Promise<RawDoc | undefined> {
  const response = await request.get(`${DOCUMENTS}/${path}`, { headers: OWNER });
  if (response.status() === 404) return undefined;
  if (!response.ok()) throw new Error(`reading ${path} failed: ${response.status()} ${await response.text()}`);
  return fromRestFields(((await response.json()) as { fields?: Record<string, RestValue> }).fields);
}

/** Every document of one of the user's collections, keyed by id. */
export function readCollection(request: APIRequestContext, uid: string, name: string) {
  return readCollectionAt(request, `users/${uid}/${name}`);
}

/** Every document of a collection (e.g. `households/{id}/accounts`), keyed by id. */
export async function readCollectionAt(request: APIRequestContext, path: string) {
  const docs: Record<string, RawDoc> = {};
  let pageToken = '';
  do {
    const query = `pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
    const response = await request.get(`${DOCUMENTS}/${path}?${query}`, { headers: OWNER });
    if (!response.ok()) throw new Error(`reading ${path} failed: ${response.status()} ${await response.text()}`);
    const body = (await response.json()) as {
      documents?: { name: string; fields?: Record<string, RestValue> }[];
      nextPageToken?: string;
    };
    for (const doc of body.documents ?? []) docs[doc.name.split('/').pop() as string] = fromRestFields(doc.fields);
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return docs;
}

/** The user's accounts, paluwagans, debts, recurring items, transactions, monthly summaries and statement imports as stored. */
export function readUserTree(request: APIRequestContext, uid: string): Promise<RawLedger> {
  return readBooks(request, `users/${uid}`);
}

/** The same of any books: `users/{uid}` or `households/{id}`. */
export async function readBooks(request: APIRequestContext, root: string): Promise<RawLedger> {
  const [accounts, paluwagans, debts, recurring, transactions, summaries, imports] = await Promise.all(
    ['accounts', 'paluwagans', 'debts', 'recurring', 'transactions', 'summaries', 'imports'].map((name) =>
      readCollectionAt(request, `${root}/${name}`),
    ),
  );
  return {
    accounts,
    paluwagans,
    debts,
    recurring,
    summaries,
    imports,
    transactions: Object.entries(transactions).map(([id, t]) => ({ id, ...t }) as RawTransaction),
  };
}

/**
 * Fails with the first broken rule of the ledger audit: each balance is the signed sum of its
 * account's transactions, every paid paluwagan or debt row is linked to exactly its own, and
 * complete summaries equal a recomputation from the transactions.
 */
export async function expectLedgerHolds(request: APIRequestContext, uid: string) {
  const ledger = await readUserTree(request, uid);
  expect(brokenLedgerRule(ledger), 'ledger audit').toBeNull();
  return ledger;
}

/** The stored balance of the account with this name. */
export async function storedBalance(request: APIRequestContext, uid: string, accountName: string) {
  const accounts = await readCollection(request, uid, 'accounts');
  const account = Object.values(accounts).find((a) => a['name'] === accountName);
  if (!account) throw new Error(`no account named ${accountName}`);
  return account['balance'] as number;
}

export interface SeedAccount {
  name: string;
  type: AccountType;
  balance: number;
}

export interface SeedOptions {
  /** Starts the e-mail address, to tell users apart in failures. */
  prefix?: string;
  accounts?: SeedAccount[];
  currency?: 'PHP' | 'USD' | 'EUR';
  /** When the seeded documents say they were created (defaults to 2026-01-05, Manila morning). */
  createdAt?: Date;
}

let seeded = 0;

/**
 * A signed-up user whose setup is complete, with accounts whose balances are backed by their
 * 'Initial balance' transactions, as account setup and Add Account would have written them.
 */
export async function seedSetUpUser(request: APIRequestContext, options: SeedOptions = {}) {
  const user = await createUser(request, options.prefix ?? 'seeded');
  const createdAt = options.createdAt ?? new Date('2026-01-05T09:00:00+08:00');
  await writeDocument(request, `users/${user.uid}`, {
    email: user.email,
    currency: options.currency ?? 'PHP',
    setupComplete: true,
    createdAt,
  });
  const accounts = await seedAccounts(request, `users/${user.uid}`, options.accounts ?? [], createdAt);
  return { ...user, accounts };
}

/**
 * Accounts in `books` (`users/{uid}` or `households/{id}`), each balance backed by its 'Initial
 * balance' transaction, as account setup and Add Account would have written them.
 */
export async function seedAccounts(
  request: APIRequestContext,
  books: string,
  seeds: readonly SeedAccount[],
  createdAt: Date,
): Promise<{ id: string; name: string }[]> {
  const accounts: { id: string; name: string }[] = [];
  for (const account of seeds) {
    seeded += 1;
    const id = `seed-account-${Date.now()}-${seeded}`;
    await writeDocument(request, `${books}/accounts/${id}`, { ...account, createdAt });
    if (account.balance > 0) {
      await writeDocument(request, `${books}/transactions/${id}-initial`, {
        type: 'income',
        amount: account.balance,
        description: INITIAL_BALANCE_DESCRIPTION,
        category: CATEGORY_INITIAL,
        accountId: id,
        accountName: account.name,
        date: createdAt,
        createdAt,
      });
    }
    accounts.push({ id, name: account.name });
  }
  return accounts;
}

/**
 * A set-up user (e-mail starting `prefix`) with a cash Wallet of `walletBalance` pesos and `other`,
 * the two-account household of the data and upcoming specs; `base` is the path of their documents.
 */
export async function seedWalletAnd(
  request: APIRequestContext,
  prefix: string,
  walletBalance: number,
  other: SeedAccount,
) {
  const user = await seedSetUpUser(request, {
    prefix,
    accounts: [{ name: 'Wallet', type: 'cash', balance: walletBalance }, other],
  });
  const [wallet, second] = user.accounts;
  return { user, wallet, second, base: `users/${user.uid}` };
}

/**
 * A household `owner` made at `made` and `editor` keeps with them, as making it and inviting them
 * would have stored it: its books' path, `households/{prefix}-{time}`.
 */
export async function seedSharedHousehold(
  request: APIRequestContext,
  household: {
    prefix: string;
    name: string;
    owner: { uid: string; email: string };
    editor: { uid: string; email: string };
    made: Date;
  },
): Promise<string> {
  const { owner, made } = household;
  const root = `households/${household.prefix}-${Date.now()}`;
  await writeDocument(request, root, { name: household.name, currency: 'PHP', createdAt: made, createdBy: owner.uid });
  for (const [member, role] of [
    [owner, 'owner'],
    [household.editor, 'editor'],
  ] as const) {
    await writeDocument(request, `${root}/members/${member.uid}`, {
      uid: member.uid,
      email: member.email,
      role,
      joinedAt: made,
      addedBy: owner.uid,
    });
  }
  return root;
}

/** An e-mail/password user signed in over REST by the Auth emulator: their uid and ID token. */
export async function signInOverRest(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ localId: string; idToken: string }> {
  const response = await request.post(
    `${STACK.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  if (!response.ok()) throw new Error(`signIn failed: ${await response.text()}`);
  return (await response.json()) as { localId: string; idToken: string };
}

/** The uid of an e-mail/password user. */
export async function uidOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  return (await signInOverRest(request, email, password)).localId;
}

/** Accounts by name with their stored balances, for comparing with what a screen shows. */
export async function storedBalances(request: APIRequestContext, uid: string): Promise<Record<string, number>> {
  const accounts = await readCollection(request, uid, 'accounts');
  return Object.fromEntries(Object.values(accounts).map((a) => [a['name'] as string, a['balance'] as number]));
}

export interface SeedTransaction {
  type: 'income' | 'expense';
  amount: number;
  description: string;
  category: string;
  date: Date;
}

/**
 * Books ordinary transactions on an account and moves its balance by their signed sum, as if
 * they had been added one by one (the ledger audit still holds).
 */
export async function seedTransactions(
  request: APIRequestContext,
  uid: string,
  accountId: string,
  transactions: readonly SeedTransaction[],
) {
  const accounts = await readCollection(request, uid, 'accounts');
  const account = accounts[accountId];
  if (!account) throw new Error(`no account ${accountId}`);
  let centavos = Math.round((account['balance'] as number) * 100);
  for (const [i, t] of transactions.entries()) {
    seeded += 1;
    await writeDocument(request, `users/${uid}/transactions/seed-${Date.now()}-${seeded}`, {
      ...t,
      accountId,
      accountName: account['name'] as string,
      createdAt: new Date(t.date.getTime() + i),
    });
    centavos += (t.type === 'income' ? 1 : -1) * Math.round(t.amount * 100);
  }
  await writeDocument(request, `users/${uid}/accounts/${accountId}`, { ...account, balance: centavos / 100 } as {
    [key: string]: Plain;
  });
  await markSummariesStale(request, uid);
}

export interface SeedTransfer {
  /** The transfer's id; its documents are `${id}-out`, `${id}-in` and `${id}-fee`. */
  id: string;
  from: { id: string; name: string };
  to: { id: string; name: string };
  /** Pesos, as stored. */
  amount: number;
  fee?: number;
  note?: string;
  date: Date;
  /** When the documents say they were created; `date` unless told. */
  createdAt?: Date;
}

/**
 * A transfer's documents as the app books them (the domain's transferParts: out and in, and the
 * fee when there is one). Balances are left as they are: the caller sets them.
 */
export async function seedTransfer(request: APIRequestContext, uid: string, t: SeedTransfer) {
  const valid = {
    fromAccountId: t.from.id,
    toAccountId: t.to.id,
    amount: toCentavos(t.amount),
    fee: toCentavos(t.fee ?? 0),
    received: toCentavos(t.amount),
    note: t.note ?? '',
  };
  for (const part of transferParts(t.id, valid, t.from, t.to)) {
    await writeDocument(request, `users/${uid}/transactions/${t.id}-${part.role}`, {
      type: part.type,
      amount: toPesos(part.amount),
      description: part.description,
      category: part.category,
      accountId: part.accountId,
      accountName: part.accountId === t.from.id ? t.from.name : t.to.name,
      date: t.date,
      createdAt: t.createdAt ?? t.date,
      transfer: {
        id: part.link.id,
        role: part.link.role,
        accountId: part.link.accountId,
        accountName: part.link.accountName,
      },
    });
  }
}

/**
 * Transactions written behind the app's back (as the original product's data was) are not in the
 * monthly summaries: when the user has summaries, they are marked incomplete, as for data that
 * predates them, so /insights rebuilds them and the ledger audit skips them until then.
 */
async function markSummariesStale(request: APIRequestContext, uid: string) {
  const ledger = (await readCollection(request, uid, 'summaries'))['ledger'];
  if (!ledger) return;
  const writes = typeof ledger['writes'] === 'number' ? ledger['writes'] + 1 : 1;
  await writeDocument(request, `users/${uid}/summaries/ledger`, { complete: false, writes, balances: {}, net: {} });
}
