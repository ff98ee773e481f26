// Where every document lives: the only place a document path is spelled. A space is whose books
// they are: a person's own (`users/{uid}`, the original product's paths) or a household's
// (`households/{id}`, the same collections under it, its members and its open invitations).
import { LEDGER_SUMMARY_ID } from '@pitaka/domain';
import type { DocKind } from './documents';

export interface Space {
  readonly kind: 'personal' | 'household';
  /** The user's uid, or the household's id. */
  readonly id: string;
  /** The document every collection of the books hangs under, e.g. `users/{uid}`. */
  readonly root: string;
}

export function personalSpace(uid: string): Space {
  return { kind: 'personal', id: uid, root: `users/${uid}` };
}

export function householdSpace(id: string): Space {
  return { kind: 'household', id, root: `households/${id}` };
}

export interface CollectionRef<K extends DocKind = DocKind> {
  readonly kind: K;
  readonly path: string;
}

export interface DocRef<K extends DocKind = DocKind> {
  readonly kind: K;
  readonly path: string;
  readonly id: string;
}

/**
 * Whether an id (from a URL, an input) can name a document at all: not empty, no '/', not '.' or
 * '..', not `__reserved__`, at most 1,500 bytes. Any other id names nothing: "not found", rather
 * than a request the server refuses.
 */
export function isDocumentId(id: string): boolean {
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id) &&
    new TextEncoder().encode(id).length <= 1500
  );
}

function collectionOf<K extends DocKind>(space: Space, kind: K, name: string): CollectionRef<K> {
  return { kind, path: `${space.root}/${name}` };
}

/** The document `id` of `col` (an id that names nothing gives a ref that reads as missing). */
export function docIn<K extends DocKind>(col: CollectionRef<K>, id: string): DocRef<K> {
  return { kind: col.kind, path: `${col.path}/${id}`, id };
}

/** The books' collections and documents, all under the space's root (spec section 7). */
export function paths(space: Space) {
  const accounts = collectionOf(space, 'account', 'accounts');
  const transactions = collectionOf(space, 'transaction', 'transactions');
  const paluwagans = collectionOf(space, 'paluwagan', 'paluwagans');
  const debts = collectionOf(space, 'debt', 'debts');
  const recurring = collectionOf(space, 'recurring', 'recurring');
  const imports = collectionOf(space, 'statementImport', 'imports');
  const importMappings = collectionOf(space, 'importMapping', 'importMappings');
  const summaries = collectionOf(space, 'monthSummary', 'summaries');
  const restores = collectionOf(space, 'restoreMarker', 'restores');
  const commandReceipts = collectionOf(space, 'commandReceipt', 'commands');
  const members = collectionOf(space, 'member', 'members');
  const invites = collectionOf(space, 'invite', 'invites');
  const activity = collectionOf(space, 'activity', 'activity');
  const budgets = collectionOf(space, 'budget', 'budgets');
  const goals = collectionOf(space, 'goal', 'goals');
  const rates = collectionOf(space, 'rates', 'rates');
  return {
    /** A person's profile: the root document of their own space. */
    user: { kind: 'user', path: space.root, id: space.id } as DocRef<'user'>,
    accounts,
    transactions,
    paluwagans,
    debts,
    /** Bills and expected income that repeat. */
    recurring,
    /** Statement imports, kept to finish, list and undo them. */
    imports,
    /** How the last statement imported into each account was read. */
    importMappings,
    /** Derived data: summaries/{YYYY-MM}, and summaries/ledger (see ledgerSummary). */
    summaries,
    /** The markers of restores, by backup id. */
    restores,
    /** The receipts of commands run with a key, by key (written by the trusted core only). */
    commandReceipts,
    /** A household's own document: its name and currency (the root of a household space). */
    household: { kind: 'household', path: space.root, id: space.id } as DocRef<'household'>,
    /** A household's members, by uid. */
    members,
    member: (uid: string) => docIn(members, uid),
    /** A household's open invitations, by id (the secret of the link). */
    invites,
    invite: (id: string) => docIn(invites, id),
    /** A household's changes, newest last by `at` (written by the trusted core with each command). */
    activity,
    activityEntry: (id: string) => docIn(activity, id),
    account: (id: string) => docIn(accounts, id),
    transaction: (id: string) => docIn(transactions, id),
    paluwagan: (id: string) => docIn(paluwagans, id),
    debt: (id: string) => docIn(debts, id),
    recurringItem: (id: string) => docIn(recurring, id),
    statementImport: (id: string) => docIn(imports, id),
    importMapping: (accountId: string) => docIn(importMappings, accountId),
    monthSummary: (month: string) => docIn(summaries, month),
    ledgerSummary: (): DocRef<'ledgerSummary'> => ({
      kind: 'ledgerSummary',
      path: `${summaries.path}/${LEDGER_SUMMARY_ID}`,
      id: LEDGER_SUMMARY_ID,
    }),
    /** Budgets by period key (budget-periods.ts): a month, or a kinsena. */
    budgets,
    budget: (period: string) => docIn(budgets, period),
    /** Savings goals (goals.ts), by id. */
    goals,
    goal: (id: string) => docIn(goals, id),
    /** The kept rates of each currency (currency/kept-rates.ts), by ISO code. */
    rates,
    currencyRates: (currency: string) => docIn(rates, currency),
    restoreMarker: (backupId: string) => docIn(restores, backupId),
    commandReceipt: (key: string) => docIn(commandReceipts, key),
  };
}

export type Paths = ReturnType<typeof paths>;

/**
 * The collections queried across every household: a person's memberships (by `uid`) and the
 * invitations to them (by `email`).
 */
export const GROUPS = { members: 'members', invites: 'invites' } as const;
