import { IMPORT, IMPORT_MAX_ROWS, tooManyRows } from '@pitaka/domain';
import { detectEncoding, headerNames, parseStatementText, readStatement } from './read-statement';

const utf8 = (text: string) => new TextEncoder().encode(text);
function utf16le(text: string, bom = true): Uint8Array {
  const out = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  if (bom) out.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out[(bom ? 2 : 0) + i * 2] = code & 0xff;
    out[(bom ? 2 : 0) + i * 2 + 1] = code >> 8;
  }
  return out;
}
const blob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>]);

const GCASH = [
  'Date and Time,Description,Reference No.,Debit,Credit,Balance',
  '2026-11-02 08:15,Buy Load ₱50 — Smart,100234,50.00,,1450.00',
  '2026-11-03 12:40,"Send Money to Niño, J.",100235,"1,000.00",,450.00',
].join('\r\n');

describe('readStatement', () => {
  it('reads a UTF-8 statement with a byte order mark: header, rows, ₱, ñ and quoted commas', async () => {
    const result = await readStatement(blob(utf8(`\ufeff${GCASH}\r\n`)));
    expect(result).toEqual({
      ok: true,
      skippedLines: 0,
      file: {
        header: ['Date and Time', 'Description', 'Reference No.', 'Debit', 'Credit', 'Balance'],
        rows: [
          ['2026-11-02 08:15', 'Buy Load ₱50 — Smart', '100234', '50.00', '', '1450.00'],
          ['2026-11-03 12:40', 'Send Money to Niño, J.', '100235', '1,000.00', '', '450.00'],
        ],
      },
    });
  });

  it.each([
    [
      'UTF-16 little-endian with a byte order mark, tab-separated (Excel "Unicode text")',
      utf16le(GCASH.replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, '\t')),
    ],
    ['UTF-16 little-endian without a byte order mark', utf16le(GCASH, false)],
  ])('reads %s', async (_, bytes) => {
    const result = await readStatement(blob(bytes));
    expect(result).toMatchObject({ ok: true, file: { header: expect.arrayContaining(['Description', 'Debit']) } });
    expect(result.ok && result.file.rows[1][1]).toBe('Send Money to Niño, J.');
  });

  it('reads Windows-1252, the encoding of older bank exports', async () => {
    const bytes = new Uint8Array([...utf8('Date;Description;Amount\n11/02/2026;Pe'), 0xf1, ...utf8('a;-20.00\n')]);
    const result = await readStatement(blob(bytes));
    expect(result.ok && result.file.rows).toEqual([['11/02/2026', 'Peña', '-20.00']]);
  });

  it('guesses a semicolon delimiter', async () => {
    const result = await readStatement(blob(utf8('Date;Description;Amount\n11/02/2026;Jollibee;-189.00\n')));
    expect(result).toMatchObject({ ok: true, file: { header: ['Date', 'Description', 'Amount'] } });
  });

  it('skips a bank\u2019s title lines above the header, and says how many', async () => {
    const text =
      'BPI Statement of Account\nAccount No.: 1234-5678-90\nDate,Description,Debit,Credit\n11/02/2026,ATM,500.00,\n';
    const result = await readStatement(blob(utf8(text)));
    expect(result).toMatchObject({
      ok: true,
      skippedLines: 2,
      file: { header: ['Date', 'Description', 'Debit', 'Credit'] },
    });
  });

  it('keeps a cell of 10,000 characters, and formulas and script as the text they are', async () => {
    const long = 'x'.repeat(10_000);
    const text = `Date,Description,Amount\n=1+1,<script>alert(1)</script>,"=HYPERLINK(""http://evil"")"\n11/02/2026,${long},-1\n`;
    const result = await readStatement(blob(utf8(text)));
    expect(result.ok && result.file.rows).toEqual([
      ['=1+1', '<script>alert(1)</script>', '=HYPERLINK("http://evil")'],
      ['11/02/2026', long, '-1'],
    ]);
  });

  it.each([
    ['an empty file', new Uint8Array(), IMPORT.fileEmpty],
    ['binary junk', Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256), IMPORT.notText],
    [
      'a PNG image',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
      IMPORT.notText,
    ],
    [
      'lines of one column (a wrong delimiter)',
      utf8('Date|Description|Amount\n11/02/2026|Load|-50\n'.replaceAll('|', ' ')),
      IMPORT.oneColumn,
    ],
    ['a header and no rows', utf8('Date,Description,Amount\n'), IMPORT.noDataRows],
  ])('refuses %s with a clear message', async (_, bytes, message) => {
    expect(await readStatement(blob(bytes))).toEqual({ ok: false, message });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const huge = { size: 30 * 1024 * 1024 } as Blob;
    expect(await readStatement(huge)).toEqual({
      ok: false,
      message: expect.objectContaining({
        message:
          'This file is 30 MB; the largest file Pitaka reads is 25 MB. Export a shorter period and import it in parts.',
      }),
    });
  });
});

describe('parseStatementText', () => {
  const rows = (count: number) => `Date,Description,Amount\n${'11/02/2026,Load,-1\n'.repeat(count)}`;

  it(`reads ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows, in parts`, async () => {
    const result = await parseStatementText(rows(IMPORT_MAX_ROWS));
    expect(result.ok && result.file.rows.length).toBe(IMPORT_MAX_ROWS);
  });

  it('refuses one row more', async () => {
    expect(await parseStatementText(rows(IMPORT_MAX_ROWS + 1))).toEqual({ ok: false, message: tooManyRows() });
  });
});

describe('detectEncoding', () => {
  it.each([
    [[0xef, 0xbb, 0xbf, 0x41], 'utf-8'],
    [[0xfe, 0xff, 0, 0x41], 'utf-16be'],
    [[0, 0x44, 0, 0x61, 0, 0x74, 0, 0x65], 'utf-16be'],
  ] as const)('%p is %s', (bytes, encoding) => {
    expect(detectEncoding(new Uint8Array(bytes))).toBe(encoding);
  });
});

describe('headerNames', () => {
  it('trims, names blank columns by position and numbers repeats', () => {
    expect(headerNames([' Date ', '', 'Amount', 'Amount', ''])).toEqual([
      'Date',
      'Column 2',
      'Amount',
      'Amount (2)',
      'Column 5',
    ]);
  });
});
