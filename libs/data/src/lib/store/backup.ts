// Backup and restore of everything a user owns (the file's format and checks, and the plan of a
// restore's commits, are the domain's: libs/domain/src/lib/backup/).
//
// A backup reads each collection in pages by document id. A restore is a server job (the ledger's
// jobs/restore.ts): only into a user with no data (no merge), the plan's commits in order, each one
// transaction that also moves the restore's marker (users/{uid}/restores/{backupId}) on, so a
// restore that stopped continues with the next commit and no document is written twice. The last
// commit writes the accounts and the profile; then the monthly summaries are rebuilt.
import {
  documentId,
  getCount,
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
  type Backup,
  type BackupCollection,
  type BackupCounts,
  type RestoreLimits,
} from '@pitaka/domain';
import { DataError } from '@pitaka/platform';
import { randomId } from '@pitaka/ledger';
import { callLedger, withProgress } from './ledger-calls';
import { readAll } from './paging';
import { rebuilt } from './rebuild-progress';
import { getOrNull, paths, refOf, runQuery, type DataScope } from './scope';

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
  /** The backup file's text: the server reads and checks it again (the domain's `readBackup`). */
  text: string;
  /** The same file as the page read it: for the progress's totals. */
  backup: Backup;
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
 * Restores the backup into the signed-in user, as a server job (the ledger's jobs/restore.ts):
 * refused when they already have data (say what) or an unfinished restore of another backup;
 * continued, when it is this backup's restore that stopped. Progress is the restore's marker,
 * then the summaries' rebuild, read while the job runs.
 */
export async function restoreBackup(
  scope: DataScope,
  { text, backup }: RestoreInput,
  onProgress: (progress: RestoreProgress) => void = () => undefined,
  { limits, now }: RestoreOptions = {},
): Promise<void> {
  const plan = planRestore(backup, limits);
  const total = plannedDocuments(plan);
  const transactions = backup.transactions.length;
  const read = async (): Promise<RestoreProgress> => {
    const [marker, ledger] = await Promise.all([
      getOrNull(refOf(scope, (at) => at.restoreMarker(backup.id))),
      getOrNull(refOf(scope, (at) => at.ledgerSummary())),
    ]);
    const commits = marker?.done ?? 0;
    if (commits < plan.length) return { phase: 'documents', done: plannedDocuments(plan.slice(0, commits)), total };
    return { phase: 'summaries', done: Math.min(rebuilt(ledger, transactions), transactions), total: transactions };
  };
  const job = callLedger(scope, 'restoreBackup', { text, ...(limits && { limits }) }, now);
  await withProgress(job, read, onProgress);
  onProgress(await read());
}
