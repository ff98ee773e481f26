// Importing a bank or e-wallet statement (spec silent: a feature of this wave).

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
} as const;

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
