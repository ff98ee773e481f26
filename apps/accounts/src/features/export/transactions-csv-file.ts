// The file of a CSV export: the domain's rows quoted by Papa Parse (RFC 4180: CRLF line ends, a
// cell with a comma, quote or line break in double quotes), behind a UTF-8 byte order mark so that
// Excel reads ₱ and ñ. The export imports this module on the click, so Papa Parse is downloaded
// only by someone who exports (docs/decisions.md, "CSV export").
import { unparse } from 'papaparse';
import { TRANSACTIONS_CSV_COLUMNS, transactionCsvRow, type Transaction } from '@pitaka/domain';

export const UTF8_BOM = '\uFEFF';
export const CSV_TYPE = 'text/csv;charset=utf-8';

/** Header and one row per transaction, each amount in its own currency (the books' by default). */
export function transactionsCsv(transactions: readonly Transaction[], booksCurrency = 'PHP'): string {
  const data = transactions.map((t) => transactionCsvRow(t, booksCurrency));
  const rows = { fields: [...TRANSACTIONS_CSV_COLUMNS], data };
  // Papa's escapeFormulae stays off: the domain has neutralised the texts, and it would also put
  // an apostrophe before every amount of money out, which must stay a number.
  return UTF8_BOM + unparse(rows, { newline: '\r\n' });
}
