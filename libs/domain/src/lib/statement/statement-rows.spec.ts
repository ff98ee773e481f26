import {
  IMPORT_MESSAGES as M,
  VALIDATION_MESSAGES as V,
  amountExceedsMaxMessage,
  textTooLongMessage,
} from '../errors/messages';
import { centavos } from '../money';
import type { ColumnMapping } from './column-mapping';
import {
  chosenImportRows,
  createStatementPreview,
  importDuplicateKey,
  previewStatement,
  statementDateRange,
  type StatementFile,
} from './statement-rows';

const manila = (isoLocal: string) => new Date(`${isoLocal}+08:00`);

const SIGNED: ColumnMapping = {
  date: 'Date',
  description: 'Description',
  amount: { kind: 'signed', amount: 'Amount' },
  category: 'Category',
};
const SPLIT: ColumnMapping = {
  date: 'Date',
  description: 'Description',
  amount: { kind: 'debit-credit', debit: 'Debit', credit: 'Credit' },
  category: null,
};

function preview(rows: string[][], mapping = SIGNED, existing: ReadonlySet<string> = new Set()) {
  const header =
    mapping === SIGNED ? ['Date', 'Description', 'Amount', 'Category'] : ['Date', 'Description', 'Debit', 'Credit'];
  const file: StatementFile = { header, rows };
  return previewStatement(file, mapping, 'month-first', existing);
}

describe('previewStatement', () => {
  it('reads a signed amount as income or expense, with the named category or Other', () => {
    expect(
      preview([
        ['11/25/2026', 'Sweldo', '25,000.00', 'salary'],
        ['11/26/2026 8:15 AM', 'Jollibee', '-₱189.00', 'Food'],
        ['11/27/2026', 'Palengke', '-540.25', 'Groceries'],
      ]),
    ).toEqual([
      {
        row: 1,
        status: 'ready',
        draft: {
          date: manila('2026-11-25T12:00'),
          description: 'Sweldo',
          type: 'income',
          amount: centavos(2_500_000),
          category: 'Salary',
        },
      },
      {
        row: 2,
        status: 'ready',
        draft: {
          date: manila('2026-11-26T08:15'),
          description: 'Jollibee',
          type: 'expense',
          amount: centavos(18_900),
          category: 'Food',
        },
      },
      {
        row: 3,
        status: 'ready',
        draft: {
          date: manila('2026-11-27T12:00'),
          description: 'Palengke',
          type: 'expense',
          amount: centavos(54_025),
          category: 'Other',
        },
      },
    ]);
  });

  it('gives an expense category of an income row Other (the type decides what fits)', () => {
    const [row] = preview([['11/25/2026', 'Refund?', '100.00', 'Food']]);
    expect(row).toMatchObject({ status: 'ready', draft: { type: 'income', category: 'Other' } });
  });

  it('reads debit and credit columns, ignoring a 0.00 in the unused one', () => {
    const rows = preview(
      [
        ['11/25/2026', 'ATM withdrawal', '2,000.00', ''],
        ['11/25/2026', 'Interest earned', '0.00', '1.23'],
      ],
      SPLIT,
    );
    expect(rows.map((r) => r.status === 'ready' && [r.draft.type, r.draft.amount])).toEqual([
      ['expense', 200_000],
      ['income', 123],
    ]);
  });

  it.each<[string, string[], string]>([
    ['no date', ['', 'Load', '-50', ''], M.dateMissing],
    ['an unreadable date', ['45900', 'Load', '-50', ''], '"45900" is not a date'],
    ['no description', ['11/25/2026', '  ', '-50', ''], V.descriptionRequired],
    [
      'a 10,000-character description',
      ['11/25/2026', 'x'.repeat(10_000), '-50', ''],
      textTooLongMessage('Description'),
    ],
    ['no amount', ['11/25/2026', 'Load', '', ''], M.amountMissing],
    ['an unreadable amount', ['11/25/2026', 'Load', '=1+1', ''], '"=1+1" is not an amount'],
    ['a zero amount', ['11/25/2026', 'Load', '0.00', ''], M.amountZero],
    ['an amount above the maximum', ['11/25/2026', 'Load', '10,000,000,000.00', ''], amountExceedsMaxMessage()],
    ['an empty row', ['', '', '', ''], M.rowEmpty],
    ['a row shorter than the header', ['11/25/2026', 'Load'], 'This row has 2 columns; the header has 4'],
  ])('marks %s invalid with the reason', (_, cells, reason) => {
    expect(preview([cells])).toEqual([
      { row: 1, status: 'invalid', reason: expect.objectContaining({ message: reason }) },
    ]);
  });

  it.each<[string, string[], string]>([
    ['both debit and credit', ['11/25/2026', 'Odd', '10.00', '20.00'], M.debitAndCredit],
    ['neither debit nor credit', ['11/25/2026', 'Odd', '', ''], M.amountMissing],
    ['zero in both', ['11/25/2026', 'Odd', '0.00', '0.00'], M.amountZero],
    ['an unreadable credit', ['11/25/2026', 'Odd', '', 'ten'], '"ten" is not an amount'],
  ])('marks %s invalid in a debit/credit file', (_, cells, reason) => {
    expect(preview([cells], SPLIT)).toEqual([
      { row: 1, status: 'invalid', reason: expect.objectContaining({ message: reason }) },
    ]);
  });

  it('cuts a long cell quoted in a reason', () => {
    const [row] = preview([['x'.repeat(500), 'Load', '-50', '']]);
    expect(row).toEqual({
      row: 1,
      status: 'invalid',
      reason: expect.objectContaining({ message: `"${'x'.repeat(40)}…" is not a date` }),
    });
  });

  it('keeps formulas and markup as plain description text', () => {
    const [row] = preview([['11/25/2026', '<img src=x onerror=alert(1)>=cmd', '-1.00', '']]);
    expect(row).toMatchObject({ status: 'ready', draft: { description: '<img src=x onerror=alert(1)>=cmd' } });
  });

  describe('duplicates', () => {
    const load = {
      date: manila('2026-11-25T09:00'),
      type: 'expense' as const,
      amount: centavos(5_000),
      description: 'GCash  Load',
    };

    it('flags a row matching a transaction of the account: same day, amount and description', () => {
      const rows = preview([['11/25/2026', 'gcash load', '-50.00', '']], SIGNED, new Set([importDuplicateKey(load)]));
      expect(rows[0]).toMatchObject({ status: 'duplicate', duplicateOf: null });
    });

    it('flags a repeat of an earlier row with that row', () => {
      const rows = preview([
        ['11/25/2026', 'Load', '-50.00', ''],
        ['11/25/2026', 'Load', '-50.00', ''],
        ['11/25/2026', 'Load', '-50.00', ''],
      ]);
      expect(rows.map((r) => [r.status, r.status === 'duplicate' ? r.duplicateOf : null])).toEqual([
        ['ready', null],
        ['duplicate', 1],
        ['duplicate', 1],
      ]);
    });

    it.each<[string, string[]]>([
      ['another day', ['11/26/2026', 'GCash Load', '-50.00', '']],
      ['another amount', ['11/25/2026', 'GCash Load', '-50.01', '']],
      ['the other direction', ['11/25/2026', 'GCash Load', '50.00', '']],
      ['another description', ['11/25/2026', 'Smart Load', '-50.00', '']],
    ])('does not flag %s', (_, cells) => {
      expect(preview([cells], SIGNED, new Set([importDuplicateKey(load)]))[0].status).toBe('ready');
    });
  });
});

describe('importDuplicateKey', () => {
  it('is the same across times of one Manila day and different across Manila midnight', () => {
    const at = (iso: string) =>
      importDuplicateKey({ date: new Date(iso), type: 'income', amount: centavos(100), description: 'x' });
    expect(at('2026-11-24T16:00:00Z')).toBe(at('2026-11-25T15:59:59Z'));
    expect(at('2026-11-24T15:59:59Z')).not.toBe(at('2026-11-24T16:00:00Z'));
  });
});

describe('createStatementPreview', () => {
  it('read a part at a time, gives what the whole preview gives, duplicates across parts included', () => {
    const file: StatementFile = {
      header: ['Date', 'Description', 'Amount', 'Category'],
      rows: [
        ['11/25/2026', 'Load', '-50.00', ''],
        ['not a date', 'Load', '-50.00', ''],
        ['11/25/2026', 'Sweldo', '1,000.00', 'Salary'],
        ['11/25/2026', 'Load', '-50.00', ''],
        [''],
      ],
    };
    const parts = createStatementPreview(file, SIGNED, 'month-first', new Set());
    expect(parts.advance(2)).toBe(false);
    expect(parts.rows).toHaveLength(2);
    expect(parts.advance(2)).toBe(false);
    expect(parts.advance(2)).toBe(true);
    expect(parts.rows).toEqual(previewStatement(file, SIGNED, 'month-first', new Set()));
    expect(parts.rows[3]).toMatchObject({ status: 'duplicate', duplicateOf: 1 });
  });
});

describe('statementDateRange', () => {
  const file: StatementFile = {
    header: ['Date', 'Description', 'Amount', 'Category'],
    rows: [
      ['11/25/2026 11:58 PM', 'a', '1', ''],
      ['not a date', 'b', '1', ''],
      ['11/03/2026 00:05', 'c', '1', ''],
    ],
  };

  it('spans the Manila days of the dates that read, first midnight to last day end', () => {
    expect(statementDateRange(file, 'Date', 'month-first')).toEqual({
      from: manila('2026-11-03T00:00'),
      to: new Date(manila('2026-11-26T00:00').getTime() - 1),
    });
  });

  it('is null when no date reads', () => {
    expect(statementDateRange({ ...file, rows: [file.rows[1]] }, 'Date', 'month-first')).toBeNull();
  });
});

describe('chosenImportRows', () => {
  const rows = preview([
    ['11/25/2026', 'Load', '-50.00', ''],
    ['11/25/2026', 'Load', '-50.00', ''],
    ['bad', 'Load', '-50.00', ''],
    ['11/26/2026', 'Sweldo', '100.00', ''],
  ]);

  it('takes ready rows, leaves duplicates out unless included, never invalid ones', () => {
    expect(chosenImportRows(rows, { includedDuplicates: new Set(), categories: new Map() }).map((r) => r.row)).toEqual([
      1, 4,
    ]);
    expect(
      chosenImportRows(rows, { includedDuplicates: new Set([2, 3]), categories: new Map() }).map((r) => r.row),
    ).toEqual([1, 2, 4]);
  });

  it('gives a row the category chosen for it, when it fits the row\u2019s type', () => {
    const chosen = chosenImportRows(rows, {
      includedDuplicates: new Set(),
      categories: new Map([
        [1, 'Transport'],
        [4, 'Food'],
      ]),
    });
    expect(chosen.map((r) => r.draft.category)).toEqual(['Transport', 'Other']);
  });
});
