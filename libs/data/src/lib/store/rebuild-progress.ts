// The rebuild's progress as its checkpoint tells it (a summaries rebuild, alone or after a restore).
import type { StoredLedgerSummary } from '@pitaka/ledger';

/**
 * How many of `total` transactions the rebuild has counted, by its checkpoint: all once the
 * summaries are complete; none for a checkpoint a command has since made stale (it starts again).
 */
export function rebuilt(ledger: StoredLedgerSummary | null, total: number): number {
  if (ledger?.complete) return total;
  const checkpoint = ledger?.rebuild;
  return checkpoint && checkpoint.writes === ledger.writes ? checkpoint.processed : 0;
}
