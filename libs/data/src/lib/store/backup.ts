// Backup and restore of everything a user owns (the file's format and checks, and the plan of a
// restore's commits, are the domain's: libs/domain/src/lib/backup/).
//
// A backup reads each collection in pages by document id. A restore goes only into a user with
// no data (no merge) and writes the plan's commits in order, each one Firestore transaction that
// also moves the restore's marker (users/{uid}/restores/{backupId}) on: a restore that stopped
// continues with the next commit, so no document is written twice, and the partial data of its
// own restore never counts as "already has data" (each commit is the ledger's writeRestoreCommit).
// The last commit writes the accounts and the profile; then the monthly summaries are rebuilt.
import {
  documentId,
  getCount,
  getDocs,
  orderBy,
  query,
  type CollectionReference,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import {
  BACKUP_COLLECTIONS,
  DEFAULT_CURRENCY,
  planRestore,
  plannedDocuments,
  backupUnreadableDocument,
  restoreHasData,
  restoreOtherUnfinished,
  type Backup,
  type BackupCollection,
  type BackupCounts,
  type RestoreLimits,
} from '@pitaka/domain';
import { DataError } from '@pitaka/platform';
import { randomId, writeRestoreCommit } from '@pitaka/ledger';
import { readDocOrFail } from './malformed';
import { readAll } from './paging';
import { rebuildSummaries } from './summaries';
import { getOrNull, paths, runCommand, runQuery, type DataScope } from './scope';

export interface BackupProgress {
  done: number;
  total: number;
}

export interface BackupOptions {
  /** Documents read a request (tests use small pages). */
  pageSize?: number;
  now?: Date;
}

const COLLECTIONS: { [K in BackupCollection]: (s: DataScope) => CollectionReference<Backup[K][number]> } = {
  accounts: paths.accounts,
  transactions: paths.transactions,
  paluwagans: paths.paluwagans,
  debts: paths.debts,
  recurring: paths.recurring,
};

/** How many documents of each collection the user has (count queries: a read per 1,000). */
async function countOwned(scope: DataScope): Promise<BackupCounts> {
  const count = async (name: BackupCollection) =>
    (await getCount(COLLECTIONS[name](scope) as CollectionReference<unknown>)).data().count;
  const [accounts, transactions, paluwagans, debts, recurring] = await Promise.all(BACKUP_COLLECTIONS.map(count));
  return { accounts, transactions, paluwagans, debts, recurring };
}

const sum = (counts: BackupCounts) => Object.values(counts).reduce((n, c) => n + c, 0);

/** Every document of `col` in document id order, a page at a time; one it cannot read stops the backup. */
function readCollection<T>(col: CollectionReference<T>, pageSize: number, onPage: (read: number) => void) {
  return readAll(query(col, orderBy(documentId())), pageSize, (docs) => {
    const read = docs.map(readForBackup);
    onPage(docs.length);
    return read;
  });
}

/** A backup skips nothing: a document the app cannot read is named, not left out of the file. */
function readForBackup<T>(snap: QueryDocumentSnapshot<T>): T {
  try {
    return snap.data();
  } catch (error) {
    throw new DataError('refused', backupUnreadableDocument(snap.ref.path), { cause: error });
  }
}

/** Everything the user owns, as of `now`, with a new id; reports documents read of the total. */
export function makeBackup(
  scope: DataScope,
  onProgress: (progress: BackupProgress) => void = () => undefined,
  { pageSize = 500, now = new Date() }: BackupOptions = {},
): Promise<Backup> {
  return runQuery(async () => {
    const [profile, counts] = await Promise.all([getOrNull(paths.user(scope)), countOwned(scope)]);
    let done = 0;
    const total = sum(counts);
    onProgress({ done, total });
    const read = <K extends BackupCollection>(name: K) =>
      readCollection(COLLECTIONS[name](scope), pageSize, (n) => {
        done += n;
        // A document added meanwhile in another tab is in the file: the total grows with it.
        onProgress({ done, total: Math.max(total, done) });
      });
    const accounts = await read('accounts');
    const transactions = await read('transactions');
    const paluwagans = await read('paluwagans');
    const debts = await read('debts');
    const recurring = await read('recurring');
    return {
      id: randomId(),
      madeAt: now,
      profile: {
        currency: profile?.currency ?? DEFAULT_CURRENCY,
        ...(profile?.createdAt ? { createdAt: profile.createdAt } : {}),
      },
      accounts,
      transactions,
      paluwagans,
      debts,
      recurring,
    };
  });
}

export interface RestoreInput {
  /** A backup as `readBackup` (domain) returned it: read, checked, the ledger audited. */
  backup: Backup;
  /** The signed-in user's e-mail, for the profile (a backup carries none). */
  email: string;
}

export interface RestoreProgress {
  /** Writing the backup's documents, then rebuilding the monthly summaries. */
  phase: 'documents' | 'summaries';
  done: number;
  total: number;
}

export interface RestoreOptions {
  /** Smaller commits (tests of a restore that stops half-way). */
  limits?: Partial<RestoreLimits>;
  now?: Date;
}

/**
 * Restores `backup` into the signed-in user: refused when they already have data (say what) or an
 * unfinished restore of another backup; continued, when it is this backup's restore that stopped.
 */
export async function restoreBackup(
  scope: DataScope,
  { backup, email }: RestoreInput,
  onProgress: (progress: RestoreProgress) => void = () => undefined,
  { limits, now = new Date() }: RestoreOptions = {},
): Promise<void> {
  const plan = planRestore(backup, limits);
  const total = plannedDocuments(plan);
  const written = (commits: number) => plannedDocuments(plan.slice(0, commits));
  let done = await commitsDone(scope, backup);
  onProgress({ phase: 'documents', done: written(done), total });
  while (done < plan.length) {
    done = await runCommand(scope, writeRestoreCommit, { backup, email, plan, index: done }, now);
    onProgress({ phase: 'documents', done: written(done), total });
  }
  await rebuildSummaries(scope, (p) => onProgress({ phase: 'summaries', ...p }));
}

/** The commits already written by a restore of this backup; for a new restore, checks the user has no data. */
async function commitsDone(scope: DataScope, backup: Backup): Promise<number> {
  const markers = await runQuery(async () => (await getDocs(paths.restores(scope))).docs);
  const own = markers.find((m) => m.id === backup.id);
  if (own) return readDocOrFail(own).done;
  const unfinished = markers.map((m) => readDocOrFail(m)).find((m) => m.done < m.commits);
  if (unfinished) throw new DataError('refused', restoreOtherUnfinished(unfinished.madeAt));
  const counts = await runQuery(() => countOwned(scope));
  if (sum(counts) > 0) throw new DataError('refused', restoreHasData(counts));
  return 0;
}
