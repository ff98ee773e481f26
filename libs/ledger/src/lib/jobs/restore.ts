// A whole restore: the backup file read and checked by the domain (every document, the ledger),
// its plan of commits written in order (commands/restore.ts, each moving the restore's marker on,
// so a restore that stopped continues without writing a document twice), then the summaries
// rebuilt. Only into books with no data, and not while another backup's restore is unfinished.
import {
  BACKUP_COLLECTIONS,
  assertValid,
  planRestore,
  readBackup,
  restoreHasData,
  restoreOtherUnfinished,
  type Backup,
  type BackupCounts,
  type RestoreLimits,
} from '@pitaka/domain';
import { CommandError } from '../port/command-error';
import { readWhole, type JobPort } from '../port/job';
import { paths } from '../port/paths';
import { writeRestoreCommit } from '../commands/restore';
import { rebuildSummaries } from './rebuild-summaries';

export interface RestoreJobInput {
  /** The backup file's text, as the person chose it. */
  text: string;
  /** The signed-in account's e-mail, for the profile (a backup carries none). */
  email: string;
  /** Smaller commits (tests of a restore that stops half-way). */
  limits?: Partial<RestoreLimits>;
}

async function countOwned(port: JobPort): Promise<BackupCounts> {
  const at = paths(port.space);
  const [accounts, transactions, paluwagans, debts, recurring] = await Promise.all(
    BACKUP_COLLECTIONS.map((name) => port.count(at[name])),
  );
  return { accounts, transactions, paluwagans, debts, recurring };
}

/** The commits already written by a restore of this backup; for a new restore, checks the books are empty. */
async function commitsDone(port: JobPort, backup: Backup): Promise<number> {
  const at = paths(port.space);
  const own = await port.run((tx) => tx.get(at.restoreMarker(backup.id)), undefined);
  if (own) return own.done;
  const unfinished = (await readWhole(port, at.restores)).find((m) => m.done < m.commits);
  if (unfinished) throw new CommandError('refused', restoreOtherUnfinished(unfinished.madeAt));
  const counts = await countOwned(port);
  if (Object.values(counts).some((n) => n > 0)) throw new CommandError('refused', restoreHasData(counts));
  return 0;
}

/** Restores the backup in `text` into the port's books, or goes on with its restore that stopped. */
export async function restoreBackup(port: JobPort, { text, email, limits }: RestoreJobInput): Promise<void> {
  const backup = assertValid(readBackup(text));
  const plan = planRestore(backup, limits);
  let done = await commitsDone(port, backup);
  while (done < plan.length) {
    done = await port.run(writeRestoreCommit, { backup, email, plan, index: done });
  }
  await rebuildSummaries(port);
}
