// Importing a bank or e-wallet statement (spec silent: a feature of this wave).
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from '../../constants';
import type { CurrencyCode } from '../../model';
import { formatMoney, type Centavos } from '../../money';
import english from './statement-import.en.messages.json';
import { messagesOf, plainMessages, plainTexts, type DomainMessage, type MessageCatalogue } from './catalogue';

export type ImportMessageKey = keyof typeof english;

/** The statement import's messages in every language. */
export const IMPORT_CATALOGUE: MessageCatalogue<ImportMessageKey> = {
  en: english,
  fil: () => import('./statement-import.fil.messages.json'),
};

const TEMPLATED = [
  'fileTooLarge',
  'tooManyRows',
  'importBelowZero',
  'changedRows',
  'undoBelowZero',
  'importProgress',
  'undoProgress',
  'importStoppedPart',
  'notADate',
  'notAnAmount',
  'rowTooShort',
] as const;

/** A statement import message by key, with its values. */
export const importMessage = messagesOf('statementImport', english);

/** The messages with a reference for the screens: `invalid('date', IMPORT.selectDateColumn)`. */
export const IMPORT = plainMessages(importMessage, english, TEMPLATED);

/** The English texts, for the rules and the tests. */
export const IMPORT_MESSAGES = plainTexts(english, TEMPLATED);

const grouped = (n: number) => n.toLocaleString('en-US');

export function fileTooLarge(bytes: number): DomainMessage {
  const mb = (b: number) => Math.round(b / 1024 / 1024);
  return importMessage('fileTooLarge', { size: mb(bytes), max: mb(IMPORT_MAX_FILE_BYTES) });
}

export function fileTooLargeMessage(bytes: number): string {
  return fileTooLarge(bytes).message;
}

export function tooManyRows(): DomainMessage {
  return importMessage('tooManyRows', { max: IMPORT_MAX_ROWS });
}

export function tooManyRowsMessage(): string {
  return tooManyRows().message;
}

/** The preview's refusal when the chosen rows would take the account below zero. */
export function importBelowZero(accountName: string, short: Centavos, currency: CurrencyCode = 'PHP'): DomainMessage {
  return importMessage('importBelowZero', { account: accountName, short: formatMoney(short, currency) });
}

export function importBelowZeroMessage(accountName: string, short: Centavos, currency: CurrencyCode = 'PHP'): string {
  return importBelowZero(accountName, short, currency).message;
}

/**
 * Undo refused: rows of the file whose transactions were edited or linked since the import. Up to
 * ten rows are named: '3, 5 and 8', or '1, 2, … 10 and 4 more'.
 */
export function importChangedRows(rows: readonly number[]): DomainMessage {
  const shown = rows.slice(0, 10).map(grouped);
  const more = rows.length - shown.length;
  const listed = more > 0 ? shown : shown.slice(0, -1);
  return importMessage('changedRows', {
    count: rows.length,
    rows: rows.length === 1 ? shown[0] : listed.join(', '),
    last: shown[shown.length - 1],
    more,
  });
}

export function importChangedRowsMessage(rows: readonly number[]): string {
  return importChangedRows(rows).message;
}

export function undoBelowZero(accountName: string, balance: Centavos, currency: CurrencyCode = 'PHP'): DomainMessage {
  return importMessage('undoBelowZero', { account: accountName, balance: formatMoney(balance, currency) });
}

export function undoBelowZeroMessage(accountName: string, balance: Centavos, currency: CurrencyCode = 'PHP'): string {
  return undoBelowZero(accountName, balance, currency).message;
}

/** Progress of a commit or an undo, e.g. 'Imported 1,000 of 2,000 rows'. */
export function importProgress(done: number, total: number, undo = false): DomainMessage {
  return importMessage(undo ? 'undoProgress' : 'importProgress', { done, total });
}

export function importProgressText(done: number, total: number, undo = false): string {
  return importProgress(done, total, undo).message;
}

/** After a batch failed: what is in, and that the rest can follow (`reason` in the same language). */
export function importStopped(done: number, total: number, reason: string | DomainMessage): DomainMessage {
  return importMessage('importStoppedPart', { progress: importProgress(done, total), reason });
}

export function importStoppedMessage(done: number, total: number, reason: string): string {
  return importStopped(done, total, reason).message;
}

/** A cell quoted in a reason: long cells (hostile files have 10,000 characters) are cut. */
function cut(cell: string): string {
  const text = cell.trim();
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

export function notADate(cell: string): DomainMessage {
  return importMessage('notADate', { cell: cut(cell) });
}

export function notADateMessage(cell: string): string {
  return notADate(cell).message;
}

export function notAnAmount(cell: string): DomainMessage {
  return importMessage('notAnAmount', { cell: cut(cell) });
}

export function notAnAmountMessage(cell: string): string {
  return notAnAmount(cell).message;
}

export function rowTooShort(cells: number, columns: number): DomainMessage {
  return importMessage('rowTooShort', { cells, columns });
}

export function rowTooShortMessage(cells: number, columns: number): string {
  return rowTooShort(cells, columns).message;
}
