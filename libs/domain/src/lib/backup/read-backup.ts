// Reading a backup file for a restore: refused, with the reason, when it is not JSON or not a
// Pitaka backup, of a newer version, too large, or damaged (a document of the wrong shape, a
// limit of the rules passed, an id twice, or a ledger that does not hold: the ledger audit runs
// on the content, so a restore never writes balances its transactions do not add up to).
import type { Validation } from '../validation/result';
import { invalid, valid } from '../validation/result';
import { toPesos } from '../money';
import { toMajorUnits } from '../currency/stored-units';
import { brokenLedgerRule, type RawLedger } from '../ledger-audit';
import { BACKUP as M, backupDamaged, backupNewerVersion, backupTooLarge } from '../errors/messages/backup';
import { DamagedBackup, Fields, isPlainObject } from './backup-fields';
import {
  BACKUP_FORMAT,
  BACKUP_MAX_ACCOUNTS,
  BACKUP_MAX_FILE_BYTES,
  BACKUP_VERSION,
  type Backup,
  type BackupContent,
} from './backup-file';
import { readAccount, readDebt, readPaluwagan, readProfile, readRecurring, readTransaction } from './backup-documents';

export type BackupRefusal = 'notBackup' | 'newerVersion' | 'damaged' | 'tooLarge';
export type BackupReading = Validation<Backup, 'file', BackupRefusal>;

/** A file of `bytes` is read only up to BACKUP_MAX_FILE_BYTES (asked before its text is loaded). */
export function checkBackupFileSize(bytes: number): Validation<number, 'file', BackupRefusal> {
  return bytes > BACKUP_MAX_FILE_BYTES
    ? invalid('file', backupTooLarge(bytes, BACKUP_MAX_FILE_BYTES), 'tooLarge')
    : valid(bytes);
}

/** The backup in `text`, checked from its first character to its ledger. */
export function readBackup(text: string): BackupReading {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return invalid('file', M.notJson, 'notBackup');
  }
  if (!isPlainObject(root) || root['format'] !== BACKUP_FORMAT) return invalid('file', M.notBackup, 'notBackup');
  const version = root['version'];
  if (typeof version === 'number' && Number.isInteger(version) && version > BACKUP_VERSION)
    return invalid('file', backupNewerVersion(version), 'newerVersion');
  try {
    const backup = readDocuments(root);
    const broken = contentProblem(backup);
    return broken ? invalid('file', backupDamaged(broken), 'damaged') : valid(backup);
  } catch (error) {
    if (error instanceof DamagedBackup) return invalid('file', backupDamaged(error.message), 'damaged');
    throw error;
  }
}

function readDocuments(root: Record<string, unknown>): Backup {
  const lists = ['accounts', 'transactions', 'paluwagans', 'debts', 'recurring'];
  const f = Fields.of(root, 'the file', ['format', 'version', 'id', 'madeAt', 'profile', ...lists]);
  if (f.raw('version') !== BACKUP_VERSION) f.fail('its version is not a version of the format');
  const each = <T>(key: string, noun: string, read: (value: unknown, where: string) => T): T[] =>
    f.list(key, 0, Number.MAX_SAFE_INTEGER).map((value, i) => {
      const id = isPlainObject(value) && typeof value['id'] === 'string' ? `"${value['id']}"` : `number ${i + 1}`;
      return read(value, `${noun} ${id}`);
    });
  return {
    id: f.id('id'),
    madeAt: f.date('madeAt'),
    profile: readProfile(f.raw('profile')),
    accounts: each('accounts', 'account', readAccount),
    transactions: each('transactions', 'transaction', readTransaction),
    paluwagans: each('paluwagans', 'paluwagan', readPaluwagan),
    debts: each('debts', 'debt', readDebt),
    recurring: each('recurring', 'recurring item', readRecurring),
  };
}

/** What no single document shows: ids twice, too many accounts, a ledger that does not hold. */
function contentProblem(content: BackupContent): string | null {
  for (const [noun, docs] of [
    ['account', content.accounts],
    ['transaction', content.transactions],
    ['paluwagan', content.paluwagans],
    ['debt', content.debts],
    ['recurring item', content.recurring],
  ] as const) {
    const seen = new Set<string>();
    for (const { id } of docs) {
      if (seen.has(id)) return `${noun} "${id}" is in the file twice`;
      seen.add(id);
    }
  }
  if (content.accounts.length > BACKUP_MAX_ACCOUNTS) return `it has more than ${BACKUP_MAX_ACCOUNTS} accounts`;
  const broken = brokenLedgerRule(rawLedgerOf(content));
  return broken && `the balances do not add up (${broken})`;
}

/** The content as the ledger audit reads stored documents: money in pesos, documents by id. */
export function rawLedgerOf(content: BackupContent): RawLedger {
  const byId = <T extends { id: string }>(docs: readonly T[], raw: (doc: T) => Record<string, unknown>) =>
    Object.fromEntries(docs.map((d) => [d.id, raw(d)]));
  return {
    accounts: byId(content.accounts, (a) => ({
      name: a.name,
      balance: toMajorUnits(a.balance, a.currency),
      ...(a.currency ? { currency: a.currency } : {}),
    })),
    paluwagans: byId(content.paluwagans, (p) => ({
      ...p,
      payoutPerNumber: toPesos(p.payoutPerNumber),
      weeklyPayments: p.weeklyPayments.map((w) => ({ ...w, amount: toPesos(w.amount) })),
    })),
    debts: byId(content.debts, (d) => ({
      ...d,
      paymentSchedule: d.paymentSchedule.map((e) => ({ ...e, amount: toPesos(e.amount) })),
    })),
    recurring: byId(content.recurring, (r) => ({
      ...r,
      occurrences: Object.fromEntries(
        Object.entries(r.occurrences).map(([day, o]) => [
          day,
          o.amount === undefined ? o : { ...o, amount: toPesos(o.amount) },
        ]),
      ),
    })),
    transactions: content.transactions.map((t) => ({
      ...t,
      amount: toMajorUnits(t.amount, t.currency),
      ...(t.transfer?.counter
        ? {
            transfer: {
              ...t.transfer,
              counter: {
                amount: toMajorUnits(t.transfer.counter.amount, t.transfer.counter.currency),
                currency: t.transfer.counter.currency,
              },
            },
          }
        : {}),
    })),
  };
}
