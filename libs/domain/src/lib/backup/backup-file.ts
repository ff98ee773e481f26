// The backup file: everything a user owns as one JSON document (format 'pitaka-backup', version
// 1). Money is whole centavos (the model's own unit: exact, no float pesos); dates are ISO
// instants in UTC with milliseconds (`toISOString`), which hold a stored Timestamp written by the
// app exactly. Monthly summaries are left out (rebuilt after a restore), and so are statement
// import records (an import cannot be undone after a restore; its rows keep their marks).
import { FIRESTORE_MAX_WRITES } from '../constants';
import type { BackupCounts } from '../errors/messages/backup';
import { toDateInputValue } from '../dates';
import type { Account, CurrencyCode, Debt, Paluwagan, RecurringItem, Transaction } from '../model';

export const BACKUP_FORMAT = 'pitaka-backup';
export const BACKUP_VERSION = 1;

/**
 * The largest file a restore reads: a transaction is about 250 bytes in the file (30,000 made
 * 7.7 MB, read and checked in about 0.3 s), so this holds some 250,000 of them.
 */
export const BACKUP_MAX_FILE_BYTES = 64 * 1024 * 1024;

/**
 * Most accounts a backup may hold: a restore writes them all in its last commit, with the user
 * profile, the reset ledger summary and its own marker (see restore-plan.ts).
 */
export const BACKUP_MAX_ACCOUNTS = FIRESTORE_MAX_WRITES - 3;

/** Of the profile, what belongs to the user's data (the e-mail and uid belong to the sign-in). */
export interface BackupProfile {
  currency: CurrencyCode;
  createdAt?: Date;
}

/** What a backup carries, every collection in document id order. */
export interface BackupContent {
  profile: BackupProfile;
  accounts: Account[];
  transactions: Transaction[];
  paluwagans: Paluwagan[];
  debts: Debt[];
  recurring: RecurringItem[];
}

export interface Backup extends BackupContent {
  /** This file's id: a restore of it that stopped continues from its marker under this id. */
  id: string;
  madeAt: Date;
}

/** The collections of a backup, in the order the file lists them. */
export const BACKUP_COLLECTIONS = ['accounts', 'transactions', 'paluwagans', 'debts', 'recurring'] as const;
export type BackupCollection = (typeof BACKUP_COLLECTIONS)[number];

export function backupCounts(content: BackupContent): BackupCounts {
  return {
    accounts: content.accounts.length,
    transactions: content.transactions.length,
    paluwagans: content.paluwagans.length,
    debts: content.debts.length,
    recurring: content.recurring.length,
  };
}

/** The file's text. Models serialise as they are: Dates become ISO strings, absent links are left out. */
export function backupJson(backup: Backup): string {
  const { id, madeAt, profile, accounts, transactions, paluwagans, debts, recurring } = backup;
  return JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    id,
    madeAt,
    profile,
    accounts,
    transactions,
    paluwagans,
    debts,
    recurring,
  });
}

/** `pitaka-backup-2026-11-27.json`: the Manila day it was made. */
export function backupFileName(madeAt: Date): string {
  return `pitaka-backup-${toDateInputValue(madeAt)}.json`;
}
