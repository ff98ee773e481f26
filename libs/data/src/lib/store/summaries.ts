// Reading the monthly summaries, and running the one-time rebuild that makes them for
// transactions that predate them: the pages are read here, and each is added by the ledger's
// rebuild commands (libs/ledger/src/lib/commands/rebuild-summaries.ts says how it resumes).
import { documentId, getCount, orderBy, query } from 'firebase/firestore/lite';
import { INSIGHTS, type LedgerSummary, type MonthKey, type MonthSummary, type Transaction } from '@pitaka/domain';
import { addRebuildPage, finishRebuild, startRebuild, type RebuildCheckpoint } from '@pitaka/ledger';
import { DataError } from '@pitaka/platform';
import { readValidDocs } from './malformed';
import { getPageAfter } from './paging';
import { getOrNull, paths, refOf, runCommand, runQuery, type DataScope } from './scope';

export function getLedgerSummary(scope: DataScope): Promise<LedgerSummary | null> {
  return getOrNull(refOf(scope, (at) => at.ledgerSummary()));
}

export function getMonthSummary(scope: DataScope, month: MonthKey): Promise<MonthSummary | null> {
  return getOrNull(refOf(scope, (at) => at.monthSummary(month)));
}

export interface RebuildProgress {
  done: number;
  total: number;
}

export interface RebuildOptions {
  pageSize?: number;
  /** Stops after this many pages, as a closed tab would (tests of resuming). */
  stopAfterPages?: number;
}

const ATTEMPTS = 3;

/** Makes the summaries complete; resolves at once when they already are. */
export async function rebuildSummaries(
  scope: DataScope,
  onProgress: (progress: RebuildProgress) => void = () => undefined,
  options: RebuildOptions = {},
): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const outcome = await rebuildOnce(scope, onProgress, options);
    if (outcome !== 'restart') return;
  }
  throw new DataError('refused', INSIGHTS.rebuildKeptChanging);
}

type Outcome = 'done' | 'stopped' | 'restart';

async function rebuildOnce(
  scope: DataScope,
  onProgress: (progress: RebuildProgress) => void,
  { pageSize = 500, stopAfterPages = Infinity }: RebuildOptions,
): Promise<Outcome> {
  const started = await runCommand(scope, startRebuild, undefined);
  if (!started) return 'done';
  let checkpoint: RebuildCheckpoint = started;
  const total = await runQuery(async () => (await getCount(paths.transactions(scope))).data().count);
  onProgress({ done: Math.min(checkpoint.processed, total), total });
  for (let pages = 0; ; pages += 1) {
    if (pages >= stopAfterPages) return 'stopped';
    const page = await readPage(scope, checkpoint.through, pageSize);
    const next =
      page.length === 0
        ? await runCommand(scope, finishRebuild, checkpoint)
        : await runCommand(scope, addRebuildPage, { checkpoint, page, lastId: page.lastId });
    if (typeof next === 'string') return next;
    checkpoint = next;
    onProgress({ done: Math.min(checkpoint.processed, total), total });
  }
}

function readPage(scope: DataScope, after: string, pageSize: number): Promise<Transaction[] & { lastId?: string }> {
  // An unreadable document is skipped (and logged), as in every list.
  return runQuery(async () => {
    const snap = await getPageAfter(query(paths.transactions(scope), orderBy(documentId())), pageSize, after);
    const read = readValidDocs(snap.docs);
    const lastId = snap.docs[snap.docs.length - 1]?.id;
    return Object.assign(read, { lastId });
  });
}
