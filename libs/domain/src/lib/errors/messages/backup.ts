// Backup and restore (spec silent: a feature of issue 24).
import english from './backup.en.messages.json';
import { messagesOf, plainMessages, plainTexts, type DomainMessage, type MessageCatalogue } from './catalogue';

export type BackupMessageKey = keyof typeof english;

/** Backup and restore's messages in every language. */
export const BACKUP_CATALOGUE: MessageCatalogue<BackupMessageKey> = {
  en: english,
  fil: () => import('./backup.fil.messages.json'),
};

const TEMPLATED = [
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
] as const;

/** A backup message by key, with its values. */
export const backupMessage = messagesOf('backup', english);

/** The messages with a reference for the screens: `invalid('file', BACKUP.notBackup)`. */
export const BACKUP = plainMessages(backupMessage, english, TEMPLATED);

/** The English texts, for the rules and the tests. */
export const BACKUP_MESSAGES = plainTexts(english, TEMPLATED);

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

export function backupCountsText(counts: BackupCounts): string {
  return backupContents(counts).message;
}

export function backupNewerVersion(version: number): DomainMessage {
  return backupMessage('newerVersion', { version: String(version) });
}

export function backupNewerVersionMessage(version: number): string {
  return backupNewerVersion(version).message;
}

/** `detail` names the document and the field, as the file spells them (not translated). */
export function backupDamaged(detail: string): DomainMessage {
  return backupMessage('damaged', { detail });
}

export function backupDamagedMessage(detail: string): string {
  return backupDamaged(detail).message;
}

export function backupTooLarge(bytes: number, maxBytes: number): DomainMessage {
  const mb = (n: number) => Math.ceil(n / (1024 * 1024));
  return backupMessage('tooLarge', { size: mb(bytes), max: mb(maxBytes) });
}

export function backupTooLargeMessage(bytes: number, maxBytes: number): string {
  return backupTooLarge(bytes, maxBytes).message;
}

export function backupUnreadableDocument(path: string): DomainMessage {
  return backupMessage('unreadableDocument', { path });
}

export function backupUnreadableDocumentMessage(path: string): string {
  return backupUnreadableDocument(path).message;
}

/** Restore refused: the signed-in user already has data (no merge). */
export function restoreHasData(counts: BackupCounts): DomainMessage {
  return backupMessage('restoreHasData', { counts: backupContents(counts) });
}

export function restoreHasDataMessage(counts: BackupCounts): string {
  return restoreHasData(counts).message;
}

/** Restore refused: an earlier restore of another file did not finish in this account. */
export function restoreOtherUnfinished(madeAt: Date): DomainMessage {
  return backupMessage('restoreOtherUnfinished', { madeAt });
}

export function restoreOtherUnfinishedMessage(madeAt: Date): string {
  return restoreOtherUnfinished(madeAt).message;
}
