// Importing a bank or e-wallet statement (spec silent: a feature of this wave).
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from '../../constants';
import type { CurrencyCode } from '../../model';
import { formatMoney, type Centavos } from '../../money';

const grouped = (n: number) => n.toLocaleString('en-US');

export const IMPORT_MESSAGES = {
  selectDateColumn: 'Please choose the date column',
  selectDescriptionColumn: 'Please choose the description column',
  selectAmountColumn: 'Please choose the amount column',
  selectDebitColumn: 'Please choose the debit (money out) column',
  selectCreditColumn: 'Please choose the credit (money in) column',
  columnUsedTwice: 'Each column can be used for one field only',
  dateMissing: 'Date is missing',
  amountMissing: 'Amount is missing',
  amountZero: 'Amount is zero',
  debitAndCredit: 'Both debit and credit have an amount',
  rowEmpty: 'The row is empty',
  // The file as a whole.
  fileEmpty: 'This file is empty. Choose the CSV file your bank or e-wallet gave you.',
  notText:
    "This file doesn't look like a CSV statement (it isn't text). Export the statement as CSV from your bank or e-wallet and choose that file.",
  noDataRows: 'This file has a header row but no transactions.',
  oneColumn:
    'Only one column was found. A statement needs separate columns for the date, the description and the amount: check that the file is separated by commas, semicolons or tabs.',
  fileUnreadable: 'This file could not be read. Please choose it again.',
  chooseFile: 'Please choose a CSV file',
  chooseAccount: 'Please select an account',
  noRowsChosen: 'There is nothing to import: every row is a duplicate or invalid.',
  // Commit and undo.
  importStopped: 'The import stopped before it finished.',
  importNotFound: 'This import no longer exists.',
  importStale: 'This import changed in another tab. Please reload the page.',
  undone: 'Import undone',
  imported: 'Statement imported',
} as const;

export function fileTooLargeMessage(bytes: number): string {
  const mb = (b: number) => `${Math.round(b / 1024 / 1024)} MB`;
  return `This file is ${mb(bytes)}; the largest file Pitaka reads is ${mb(IMPORT_MAX_FILE_BYTES)}. Export a shorter period and import it in parts.`;
}

export function tooManyRowsMessage(): string {
  return `This file has more than ${grouped(IMPORT_MAX_ROWS)} rows. Export a shorter period and import it in parts.`;
}

/** The preview's refusal when the chosen rows would take the account below zero. */
export function importBelowZeroMessage(accountName: string, short: Centavos, currency: CurrencyCode = 'PHP'): string {
  return `These rows would take ${accountName} ${formatMoney(short, currency)} below zero. Add its opening balance first, or leave some expenses out.`;
}

function rowList(rows: readonly number[]): string {
  const shown = rows.slice(0, 10).map(grouped);
  const more = rows.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${grouped(more)} more`;
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** Undo refused: rows of the file whose transactions were edited or linked since the import. */
export function importChangedRowsMessage(rows: readonly number[]): string {
  const which = `${rows.length === 1 ? 'Row' : 'Rows'} ${rowList(rows)}`;
  return `${which} of this import ${rows.length === 1 ? 'was' : 'were'} changed after the import, so it can't be undone as a whole. Revert ${rows.length === 1 ? 'that transaction' : 'those transactions'} on Transactions first, or keep the import.`;
}

export function undoBelowZeroMessage(accountName: string, balance: Centavos, currency: CurrencyCode = 'PHP'): string {
  return `Undoing this import would take ${accountName} below zero (its balance is ${formatMoney(balance, currency)}). Add the money it needs first.`;
}

/** Progress of a commit or an undo, e.g. 'Imported 1,000 of 2,000 rows'. */
export function importProgressText(done: number, total: number, undo = false): string {
  return `${undo ? 'Undone' : 'Imported'} ${grouped(done)} of ${grouped(total)} ${total === 1 ? 'row' : 'rows'}`;
}

/** After a batch failed: what is in, and that the rest can follow. */
export function importStoppedMessage(done: number, total: number, reason: string): string {
  return `${importProgressText(done, total)}. The rest were not imported: ${reason}`;
}

/** A cell quoted in a reason: long cells (hostile files have 10,000 characters) are cut. */
function quoted(cell: string): string {
  const text = cell.trim();
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}

export function notADateMessage(cell: string): string {
  return `${quoted(cell)} is not a date`;
}

export function notAnAmountMessage(cell: string): string {
  return `${quoted(cell)} is not an amount`;
}

export function rowTooShortMessage(cells: number, columns: number): string {
  return `This row has ${cells} ${cells === 1 ? 'column' : 'columns'}; the header has ${columns}`;
}
