// Backup and restore (spec silent: a feature of issue 24).
import { formatDateTime } from '../../dates';

/** How many documents of each kind a user owns (or a backup holds). */
export interface BackupCounts {
  accounts: number;
  transactions: number;
  paluwagans: number;
  debts: number;
  recurring: number;
}

const NOUNS: Record<keyof BackupCounts, [string, string]> = {
  accounts: ['account', 'accounts'],
  transactions: ['transaction', 'transactions'],
  paluwagans: ['paluwagan', 'paluwagans'],
  debts: ['debt', 'debts'],
  recurring: ['recurring item', 'recurring items'],
};

/** '3 accounts, 120 transactions and 1 debt' (kinds with none left out); 'nothing' when all are 0. */
export function backupCountsText(counts: BackupCounts): string {
  const parts = (Object.keys(NOUNS) as (keyof BackupCounts)[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind].toLocaleString('en-US')} ${NOUNS[kind][counts[kind] === 1 ? 0 : 1]}`);
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export const BACKUP_MESSAGES = {
  notJson:
    'This file is not a Pitaka backup: it is not a JSON file. Choose the .json file that "Download backup" saved.',
  notBackup: 'This file is not a Pitaka backup. Choose the .json file that "Download backup" saved.',
  backupFailed: 'Your backup could not be made. Your data is safe; please try again.',
  restoreFailed: 'The restore stopped before it finished.',
  readFailed: 'The file could not be read. Please choose it again.',
} as const;

export function backupNewerVersionMessage(version: number): string {
  return `This backup was made by a newer version of Pitaka (format ${version}). Reload the page to update Pitaka, then try again.`;
}

export function backupDamagedMessage(detail: string): string {
  return `This backup file is damaged and cannot be restored: ${detail}.`;
}

export function backupTooLargeMessage(bytes: number, maxBytes: number): string {
  const mb = (n: number) => `${Math.ceil(n / (1024 * 1024)).toLocaleString('en-US')} MB`;
  return `This file is too large for a Pitaka backup (${mb(bytes)}; a backup is at most ${mb(maxBytes)}).`;
}

export function backupUnreadableDocumentMessage(path: string): string {
  return `Your backup could not be made: the document ${path} cannot be read.`;
}

/** Restore refused: the signed-in user already has data (no merge). */
export function restoreHasDataMessage(counts: BackupCounts): string {
  return (
    `This account already has data (${backupCountsText(counts)}). A backup can only be restored into an ` +
    'account with no data: to restore it, sign up with another e-mail address and restore it there.'
  );
}

/** Restore refused: an earlier restore of another file did not finish in this account. */
export function restoreOtherUnfinishedMessage(madeAt: Date): string {
  return (
    `A restore of another backup (made ${formatDateTime(madeAt)}) did not finish in this account. ` +
    'Choose that file to finish it.'
  );
}
