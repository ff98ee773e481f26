// Importing a bank or e-wallet statement (spec silent: a feature of this wave).
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from '../../constants';
import type { IsoCurrency } from '../../model';
import { formatMoney, type Centavos } from '../../money';
import english from './statement-import.en.messages.json';
import { englishOf, messageGroup, type DomainMessage } from './catalogue';

export type ImportMessageKey = keyof typeof english;

/** The statement import's messages: `invalid('date', IMPORT.selectDateColumn)`. */
export const {
  catalogue: IMPORT_CATALOGUE,
  message: importMessage,
  plain: IMPORT,
  texts: IMPORT_MESSAGES,
} = messageGroup('statementImport', { en: english, fil: () => import('./statement-import.fil.messages.json') }, [
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
]);

const grouped = (n: number) => n.toLocaleString('en-US');

export function fileTooLarge(bytes: number): DomainMessage {
  const mb = (b: number) => Math.round(b / 1024 / 1024);
  return importMessage('fileTooLarge', { size: mb(bytes), max: mb(IMPORT_MAX_FILE_BYTES) });
}

export function tooManyRows(): DomainMessage {
  return importMessage('tooManyRows', { max: IMPORT_MAX_ROWS });
}

/** The preview's refusal when the chosen rows would take the account below zero. */
export function importBelowZero(accountName: string, short: Centavos, currency: IsoCurrency = 'PHP'): DomainMessage {
  return importMessage('importBelowZero', { account: accountName, short: formatMoney(short, currency) });
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

export function undoBelowZero(accountName: string, balance: Centavos, currency: IsoCurrency = 'PHP'): DomainMessage {
  return importMessage('undoBelowZero', { account: accountName, balance: formatMoney(balance, currency) });
}

/** Progress of a commit or an undo, e.g. 'Imported 1,000 of 2,000 rows'. */
export function importProgress(done: number, total: number, undo = false): DomainMessage {
  return importMessage(undo ? 'undoProgress' : 'importProgress', { done, total });
}

/** After a batch failed: what is in, and that the rest can follow (`reason` in the same language). */
export function importStopped(done: number, total: number, reason: string | DomainMessage): DomainMessage {
  return importMessage('importStoppedPart', { progress: importProgress(done, total), reason });
}

/** A cell quoted in a reason: long cells (hostile files have 10,000 characters) are cut. */
function cut(cell: string): string {
  const text = cell.trim();
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

export function notADate(cell: string): DomainMessage {
  return importMessage('notADate', { cell: cut(cell) });
}

export function notAnAmount(cell: string): DomainMessage {
  return importMessage('notAnAmount', { cell: cut(cell) });
}

export function rowTooShort(cells: number, columns: number): DomainMessage {
  return importMessage('rowTooShort', { cells, columns });
}

// The English texts, for the rules and the tests.
export const fileTooLargeMessage = englishOf(fileTooLarge);
export const tooManyRowsMessage = englishOf(tooManyRows);
export const importBelowZeroMessage = englishOf(importBelowZero);
export const importChangedRowsMessage = englishOf(importChangedRows);
export const undoBelowZeroMessage = englishOf(undoBelowZero);
export const importProgressText = englishOf(importProgress);
export const importStoppedMessage = englishOf(importStopped);
export const notADateMessage = englishOf(notADate);
export const notAnAmountMessage = englishOf(notAnAmount);
export const rowTooShortMessage = englishOf(rowTooShort);
