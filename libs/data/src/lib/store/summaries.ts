// Reading the monthly summaries, and asking the server for the one-time rebuild that makes them
// for transactions that predate them (libs/ledger/src/lib/commands/rebuild-summaries.ts says how
// it resumes).
import { getCount } from 'firebase/firestore/lite';
import type { LedgerSummary, MonthKey, MonthSummary } from '@pitaka/domain';
import type { RebuildOptions } from '@pitaka/ledger';
import { callLedger, withProgress } from './ledger-calls';
import { rebuilt } from './rebuild-progress';
import { getOrNull, paths, refOf, runQuery, type DataScope } from './scope';

export type { RebuildOptions } from '@pitaka/ledger';

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

/**
 * Makes the summaries complete (a server job: the ledger's jobs/rebuild-summaries.ts); resolves
 * at once when they already are. Progress is the rebuild's checkpoint, read while it runs.
 */
export async function rebuildSummaries(
  scope: DataScope,
  onProgress: (progress: RebuildProgress) => void = () => undefined,
  options: RebuildOptions = {},
): Promise<void> {
  const total = await runQuery(async () => (await getCount(paths.transactions(scope))).data().count);
  const read = async () => {
    const ledger = await getOrNull(refOf(scope, (at) => at.ledgerSummary()));
    return { done: Math.min(rebuilt(ledger, total), total), total };
  };
  await withProgress(callLedger(scope, 'rebuildSummaries', options), read, onProgress);
  onProgress(await read());
}
