// The commits of a restore, in order. Each writes at most FIRESTORE_MAX_WRITES documents, one of
// them the restore's marker (how many commits are done, so a restore that stopped continues
// with the next one and writes no document twice). Paluwagans, debts, recurring items and
// transactions come first; the last commit writes the accounts, with their balances, and the
// profile that marks the user set up: until it lands, the user has no account whose balance
// could disagree with the transactions written so far, and the app still offers setup.
import { FIRESTORE_MAX_WRITES } from '../constants';
import type { Account, Debt, Paluwagan, RecurringItem, Transaction } from '../model';
import type { BackupContent } from './backup-file';

export type RestoreDocument =
  | { collection: 'paluwagans'; doc: Paluwagan }
  | { collection: 'debts'; doc: Debt }
  | { collection: 'recurring'; doc: RecurringItem }
  | { collection: 'transactions'; doc: Transaction }
  | { collection: 'accounts'; doc: Account };

/** Writes of the last commit besides the accounts: the profile, the ledger summary and the marker. */
export const RESTORE_LAST_COMMIT_WRITES = 3;

/**
 * A commit's request is at most 10 MiB: documents are added while their JSON stays under this
 * (a recurring item with 2,100 stored occurrences is about 200 KB; a transaction about 250 bytes).
 */
export const RESTORE_COMMIT_MAX_CHARS = 4_000_000;

export interface RestoreLimits {
  maxWrites: number;
  maxChars: number;
}

export function planRestore(
  content: BackupContent,
  { maxWrites = FIRESTORE_MAX_WRITES, maxChars = RESTORE_COMMIT_MAX_CHARS }: Partial<RestoreLimits> = {},
): RestoreDocument[][] {
  if (content.accounts.length + RESTORE_LAST_COMMIT_WRITES > maxWrites)
    throw new RangeError(`${content.accounts.length} accounts do not fit in one commit of ${maxWrites} writes`);
  const first: RestoreDocument[] = [
    ...content.paluwagans.map((doc) => ({ collection: 'paluwagans' as const, doc })),
    ...content.debts.map((doc) => ({ collection: 'debts' as const, doc })),
    ...content.recurring.map((doc) => ({ collection: 'recurring' as const, doc })),
    ...content.transactions.map((doc) => ({ collection: 'transactions' as const, doc })),
  ];
  const commits: RestoreDocument[][] = [];
  let commit: RestoreDocument[] = [];
  let chars = 0;
  for (const write of first) {
    const size = JSON.stringify(write.doc).length;
    // One write of every commit is the marker.
    if (commit.length > 0 && (commit.length + 1 >= maxWrites || chars + size > maxChars)) {
      commits.push(commit);
      commit = [];
      chars = 0;
    }
    commit.push(write);
    chars += size;
  }
  if (commit.length > 0) commits.push(commit);
  return [...commits, content.accounts.map((doc) => ({ collection: 'accounts' as const, doc }))];
}

/** How many documents a plan writes (the marker, profile and ledger summary not counted). */
export function plannedDocuments(plan: readonly RestoreDocument[][]): number {
  return plan.reduce((n, commit) => n + commit.length, 0);
}
