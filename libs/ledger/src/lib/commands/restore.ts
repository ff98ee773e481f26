// One commit of a restore (the plan of commits is the domain's: libs/domain/src/lib/backup/):
// the plan's documents with the restore's marker moved past them, so a restore that stopped
// continues with the next commit and no document is written twice. The last commit writes the
// profile and starts the ledger summary over (the summaries are then rebuilt).
import { emptyLedgerSummary, type Backup, type RestoreDocument } from '@pitaka/domain';
import { paths, type Paths } from '../port/paths';
import type { Command, LedgerTx } from '../port/port';

export interface RestoreCommitInput {
  backup: Backup;
  /** The signed-in user's e-mail, for the profile (a backup carries none). */
  email: string;
  plan: RestoreDocument[][];
  index: number;
}

/**
 * Writes commit `index` of the plan with the marker moved past it; returns the commits done. A
 * marker already past it (another tab restoring the same file) is followed.
 */
export const writeRestoreCommit: Command<RestoreCommitInput, number> = async (tx, ctx, input) => {
  const { backup, email, plan, index } = input;
  const at = paths(ctx.space);
  const markerRef = at.restoreMarker(backup.id);
  const last = index === plan.length - 1;
  const [marker, profile, ledger] = await Promise.all([
    tx.get(markerRef),
    last ? tx.get(at.user) : undefined,
    last ? tx.get(at.ledgerSummary()) : undefined,
  ]);
  if ((marker?.done ?? 0) !== index) return marker?.done ?? 0;
  for (const write of plan[index]) stage(tx, at, write);
  if (last) {
    const fields = { email, currency: backup.profile.currency, setupComplete: true };
    // An existing createdAt stays (the rules refuse to change it).
    const createdAt = backup.profile.createdAt ?? ctx.now;
    if (profile) tx.update(at.user, profile.createdAt ? fields : { ...fields, createdAt });
    else tx.set(at.user, { ...fields, createdAt });
    // The ledger summary starts over with a new generation, so the rebuild counts nothing
    // written before the restore.
    tx.set(at.ledgerSummary(), { ...emptyLedgerSummary(false), writes: (ledger?.writes ?? 0) + 1 });
  }
  tx.set(markerRef, {
    madeAt: backup.madeAt,
    commits: plan.length,
    done: index + 1,
    createdAt: marker?.createdAt ?? ctx.now,
  });
  return index + 1;
};

function stage(tx: LedgerTx, at: Paths, write: RestoreDocument) {
  switch (write.collection) {
    case 'accounts':
      return tx.set(at.account(write.doc.id), write.doc);
    case 'transactions':
      return tx.set(at.transaction(write.doc.id), write.doc);
    case 'paluwagans':
      return tx.set(at.paluwagan(write.doc.id), write.doc);
    case 'debts':
      return tx.set(at.debt(write.doc.id), write.doc);
    case 'recurring':
      return tx.set(at.recurringItem(write.doc.id), write.doc);
  }
}
