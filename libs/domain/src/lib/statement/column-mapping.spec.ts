import { IMPORT_MESSAGES as M } from '../errors/messages';
import { guessColumnMapping, validateColumnMapping, type ColumnMappingInput } from './column-mapping';

describe('guessColumnMapping', () => {
  it.each([
    [
      'BPI',
      ['Transaction Date', 'Description', 'Debit', 'Credit', 'Running Balance'],
      {
        date: 'Transaction Date',
        description: 'Description',
        amount: { kind: 'debit-credit', debit: 'Debit', credit: 'Credit' },
        category: null,
      },
    ],
    [
      'BDO',
      ['Posting Date', 'Branch', 'Description', 'Debit', 'Credit', 'Running Balance', 'Check Number'],
      {
        date: 'Posting Date',
        description: 'Description',
        amount: { kind: 'debit-credit', debit: 'Debit', credit: 'Credit' },
        category: null,
      },
    ],
    [
      'Metrobank',
      ['Date', 'Particulars', 'Withdrawals', 'Deposits', 'Balance'],
      {
        date: 'Date',
        description: 'Particulars',
        amount: { kind: 'debit-credit', debit: 'Withdrawals', credit: 'Deposits' },
        category: null,
      },
    ],
    [
      'GCash',
      ['Date and Time', 'Description', 'Reference No.', 'Debit', 'Credit', 'Balance'],
      {
        date: 'Date and Time',
        description: 'Description',
        amount: { kind: 'debit-credit', debit: 'Debit', credit: 'Credit' },
        category: null,
      },
    ],
    [
      'Maya',
      ['Date', 'Transaction', 'Reference ID', 'Amount', 'Running Balance'],
      { date: 'Date', description: 'Transaction', amount: { kind: 'signed', amount: 'Amount' }, category: null },
    ],
    [
      'a budgeting app',
      ['Petsa', 'Details', 'Halaga', 'Category'],
      { date: 'Petsa', description: 'Details', amount: { kind: 'signed', amount: 'Halaga' }, category: 'Category' },
    ],
  ])('%s', (_, header, expected) => {
    expect(guessColumnMapping(header)).toEqual(expected);
  });

  it('leaves out what it cannot find', () => {
    expect(guessColumnMapping(['A', 'B'])).toEqual({ category: null });
  });
});

describe('validateColumnMapping', () => {
  const header = ['Date', 'Description', 'Amount', 'Debit', 'Credit', 'Category'];
  const signed: ColumnMappingInput = {
    date: 'Date',
    description: 'Description',
    amountKind: 'signed',
    amount: 'Amount',
    debit: '',
    credit: '',
    category: '',
  };

  it('accepts a signed amount column with no category', () => {
    expect(validateColumnMapping(signed, header)).toEqual({
      ok: true,
      value: { date: 'Date', description: 'Description', amount: { kind: 'signed', amount: 'Amount' }, category: null },
    });
  });

  it('accepts debit and credit columns and a category', () => {
    const input = {
      ...signed,
      amountKind: 'debit-credit' as const,
      debit: 'Debit',
      credit: 'Credit',
      category: 'Category',
    };
    expect(validateColumnMapping(input, header)).toEqual({
      ok: true,
      value: {
        date: 'Date',
        description: 'Description',
        amount: { kind: 'debit-credit', debit: 'Debit', credit: 'Credit' },
        category: 'Category',
      },
    });
  });

  it.each<[string, Partial<ColumnMappingInput>, string, string]>([
    ['no date', { date: '' }, 'date', M.selectDateColumn],
    ['a date column the header lacks', { date: 'When' }, 'date', M.selectDateColumn],
    ['no description', { description: '' }, 'description', M.selectDescriptionColumn],
    ['no amount', { amount: '' }, 'amount', M.selectAmountColumn],
    ['no debit', { amountKind: 'debit-credit', credit: 'Credit' }, 'debit', M.selectDebitColumn],
    ['no credit', { amountKind: 'debit-credit', debit: 'Debit' }, 'credit', M.selectCreditColumn],
    ['the date column as description', { description: 'Date' }, 'description', M.columnUsedTwice],
    [
      'debit and credit in one column',
      { amountKind: 'debit-credit', debit: 'Debit', credit: 'Debit' },
      'credit',
      M.columnUsedTwice,
    ],
    ['the amount column as category', { category: 'Amount' }, 'category', M.columnUsedTwice],
  ])('refuses %s', (_, change, field, message) => {
    expect(validateColumnMapping({ ...signed, ...change }, header)).toEqual({
      ok: false,
      field,
      message,
      ref: expect.anything(),
    });
  });
});
