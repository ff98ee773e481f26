import { IMPORT_MESSAGES as M } from '../errors/messages';
import {
  guessColumnMapping,
  validateColumnMapping,
  type ColumnMapping,
  type ColumnMappingInput,
} from './column-mapping';

/** A mapping with debit and credit columns (named 'Debit' and 'Credit' unless told), no category. */
const debitCreditMapping = (date: string, description: string, debit = 'Debit', credit = 'Credit'): ColumnMapping => ({
  date,
  description,
  amount: { kind: 'debit-credit', debit, credit },
  category: null,
});

/** A mapping with one signed amount column. */
const signedMapping = (
  date: string,
  description: string,
  amount: string,
  category: string | null = null,
): ColumnMapping => ({
  date,
  description,
  amount: { kind: 'signed', amount },
  category,
});

describe('guessColumnMapping', () => {
  it.each([
    [
      'BPI',
      ['Transaction Date', 'Description', 'Debit', 'Credit', 'Running Balance'],
      debitCreditMapping('Transaction Date', 'Description'),
    ],
    [
      'BDO',
      ['Posting Date', 'Branch', 'Description', 'Debit', 'Credit', 'Running Balance', 'Check Number'],
      debitCreditMapping('Posting Date', 'Description'),
    ],
    [
      'Metrobank',
      ['Date', 'Particulars', 'Withdrawals', 'Deposits', 'Balance'],
      debitCreditMapping('Date', 'Particulars', 'Withdrawals', 'Deposits'),
    ],
    [
      'GCash',
      ['Date and Time', 'Description', 'Reference No.', 'Debit', 'Credit', 'Balance'],
      debitCreditMapping('Date and Time', 'Description'),
    ],
    [
      'Maya',
      ['Date', 'Transaction', 'Reference ID', 'Amount', 'Running Balance'],
      signedMapping('Date', 'Transaction', 'Amount'),
    ],
    [
      'a budgeting app',
      ['Petsa', 'Details', 'Halaga', 'Category'],
      signedMapping('Petsa', 'Details', 'Halaga', 'Category'),
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
      value: signedMapping('Date', 'Description', 'Amount'),
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
      value: { ...debitCreditMapping('Date', 'Description'), category: 'Category' },
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
