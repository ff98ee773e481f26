// Backup and restore (spec silent: a feature of issue 24).
import english from './backup.en.messages.json';
import { englishOf, messageGroup, type DomainMessage } from './catalogue';

export type BackupMessageKey = keyof typeof english;

/** Backup and restore's messages: `invalid('file', BACKUP.notBackup)`. */
export const {
  catalogue: BACKUP_CATALOGUE,
  message: backupMessage,
  plain: BACKUP,
  texts: BACKUP_MESSAGES,
} = messageGroup('backup', { en: english, fil: () => import('./backup.fil.messages.json') }, [
  'counts.accounts',
  'counts.transactions',
  'counts.paluwagans',
  'counts.debts',
  'counts.recurring',
  'counts.two',
  'counts.three',
  'counts.four',
  'counts.five',
  'newerVersion',
  'damaged',
  'tooLarge',
  'unreadableDocument',
  'restoreHasData',
  'restoreOtherUnfinished',
]);

/** How many documents of each kind a user owns (or a backup holds). */
export interface BackupCounts {
  accounts: number;
  transactions: number;
  paluwagans: number;
  debts: number;
  recurring: number;
}

const KINDS = [
  'accounts',
  'transactions',
  'paluwagans',
  'debts',
  'recurring',
] as const satisfies readonly (keyof BackupCounts)[];

const LISTS = ['counts.two', 'counts.three', 'counts.four', 'counts.five'] as const;

/**
 * '3 accounts, 120 transactions and 1 debt' (kinds with none left out); 'nothing' when all are 0.
 * Each count is a message of its own inside the list's, so the whole reads in any language.
 */
export function backupContents(counts: BackupCounts): DomainMessage {
  const parts = KINDS.filter((kind) => counts[kind] > 0).map((kind) =>
    backupMessage(`counts.${kind}`, { count: counts[kind] }),
  );
  if (parts.length === 0) return BACKUP['counts.nothing'];
  if (parts.length === 1) return parts[0];
  const [a, b, c, d, e] = parts;
  return backupMessage(LISTS[parts.length - 2], { a, b, ...(c && { c }), ...(d && { d }), ...(e && { e }) });
}

export const backupNewerVersion = (version: number) => backupMessage('newerVersion', { version: String(version) });

/** `detail` names the document and the field, as the file spells them (not translated). */
export const backupDamaged = (detail: string) => backupMessage('damaged', { detail });

export function backupTooLarge(bytes: number, maxBytes: number): DomainMessage {
  const mb = (n: number) => Math.ceil(n / (1024 * 1024));
  return backupMessage('tooLarge', { size: mb(bytes), max: mb(maxBytes) });
}

export const backupUnreadableDocument = (path: string) => backupMessage('unreadableDocument', { path });

/** Restore refused: the signed-in user already has data (no merge). */
export const restoreHasData = (counts: BackupCounts) =>
  backupMessage('restoreHasData', { counts: backupContents(counts) });

/** Restore refused: an earlier restore of another file did not finish in this account. */
export const restoreOtherUnfinished = (madeAt: Date) => backupMessage('restoreOtherUnfinished', { madeAt });

// The English texts, for the rules and the tests.
export const backupCountsText = englishOf(backupContents);
export const backupNewerVersionMessage = englishOf(backupNewerVersion);
export const backupDamagedMessage = englishOf(backupDamaged);
export const backupTooLargeMessage = englishOf(backupTooLarge);
export const backupUnreadableDocumentMessage = englishOf(backupUnreadableDocument);
export const restoreHasDataMessage = englishOf(restoreHasData);
export const restoreOtherUnfinishedMessage = englishOf(restoreOtherUnfinished);
