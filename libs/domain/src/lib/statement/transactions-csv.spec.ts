// Instants are written in UTC: the Manila columns must not depend on the device's zone (this
// project's specs also run under zones west of Manila, zones.spec.ts).
import { DEFAULT_TRANSACTION_FILTER, type TransactionFilter } from '../transactions';
import type { Transaction } from '../model';
import { centavos, toCentavos, type Centavos } from '../money';
import { TRANSACTIONS_CSV_COLUMNS, csvAmount, transactionCsvRow, transactionsCsvFileName } from './transactions-csv';

function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 't1',
    type: 'expense',
    amount: toCentavos(250),
    description: 'Groceries',
    category: 'Food',
    accountId: 'wallet',
    accountName: 'Wallet',
    date: new Date('2026-03-09T04:30:00Z'), // 12:30 in Manila
    ...overrides,
  };
}

type Column = (typeof TRANSACTIONS_CSV_COLUMNS)[number];

/** The cells of `t`'s row under the columns named, by name: `{ Type: 'Expense', Amount: '-250.00' }`. */
function cells(t: Transaction, ...names: Column[]): Partial<Record<Column, string>> {
  const row = transactionCsvRow(t);
  return Object.fromEntries(names.map((name) => [name, row[TRANSACTIONS_CSV_COLUMNS.indexOf(name)]]));
}
const column = (name: Column, t: Transaction) => cells(t, name)[name];

describe('transactionCsvRow', () => {
  it('writes the columns in order: Date, Time, Type, Amount, Currency, Account, Category, Description, Source', () => {
    // The header and the row as the file's first two lines read (before the app quotes them).
    expect(TRANSACTIONS_CSV_COLUMNS.join(',')).toBe(
      'Date,Time,Type,Amount,Currency,Account,Category,Description,Source',
    );
    expect(transactionCsvRow(transaction()).join(',')).toBe(
      '2026-03-09,12:30,Expense,-250.00,PHP,Wallet,Food,Groceries,',
    );
    expect(transactionCsvRow(transaction(), 'USD')[4]).toBe('USD');
  });

  it.each([
    ['KWD', 12_345, '-12.345'],
    ['JPY', 1500, '-1500'],
    ['AED', 5, '-0.05'],
  ])('writes an amount in an account’s own %s with its own decimals', (currency, units, amount) => {
    const row = transactionCsvRow(transaction({ amount: units as Centavos, currency }), 'PHP');
    expect([row[3], row[4]]).toEqual([amount, currency]);
  });

  it.each([
    ['the last minute of a Manila day', '2026-03-14T15:59:00Z', { Date: '2026-03-14', Time: '23:59' }],
    [
      'its last millisecond (seconds dropped, never rounded up)',
      '2026-03-14T15:59:59.999Z',
      { Date: '2026-03-14', Time: '23:59' },
    ],
    ['Manila midnight, still the 14th in UTC', '2026-03-14T16:00:00Z', { Date: '2026-03-15', Time: '00:00' }],
    ['New Year in Manila, 31 December in UTC', '2026-12-31T16:00:30Z', { Date: '2027-01-01', Time: '00:00' }],
    ['a leap day in the evening', '2028-02-29T11:05:00Z', { Date: '2028-02-29', Time: '19:05' }],
    ['noon in Manila', '2026-06-30T04:00:00Z', { Date: '2026-06-30', Time: '12:00' }],
  ])('writes %s as the Manila day and 24-hour time', (_label, iso, expected) => {
    expect(cells(transaction({ date: new Date(iso) }), 'Date', 'Time')).toEqual(expected);
  });

  it.each<[string, Partial<Transaction>, Partial<Record<Column, string>>]>([
    ['an expense is money out', { type: 'expense', amount: toCentavos(250) }, { Type: 'Expense', Amount: '-250.00' }],
    ['an income is money in', { type: 'income', amount: toCentavos(1234.5) }, { Type: 'Income', Amount: '1234.50' }],
    ['a centavo in', { type: 'income', amount: centavos(5) }, { Type: 'Income', Amount: '0.05' }],
    ['a centavo out', { type: 'expense', amount: centavos(1) }, { Type: 'Expense', Amount: '-0.01' }],
    [
      'no grouping',
      { type: 'income', amount: toCentavos(9_999_999_999.99) },
      { Type: 'Income', Amount: '9999999999.99' },
    ],
    ['a round thousand out', { type: 'expense', amount: toCentavos(1000) }, { Type: 'Expense', Amount: '-1000.00' }],
  ])('signs the amount: %s', (_label, over, expected) => {
    expect(cells(transaction(over), 'Type', 'Amount')).toEqual(expected);
  });

  const link = { id: 'x', index: 0, reversal: false };
  it.each<[string, Partial<Transaction>, string]>([
    ['one typed in', {}, ''],
    ['a paluwagan week', { source: { ...link, kind: 'paluwagan-week' } }, 'Paluwagan'],
    ['a paluwagan payout', { type: 'income', source: { ...link, kind: 'paluwagan-payout' } }, 'Paluwagan'],
    ['a debt payment', { source: { ...link, kind: 'debt-payment' } }, 'Debt'],
    ['a reversed debt payment', { source: { ...link, kind: 'debt-payment', reversal: true } }, 'Debt'],
    ['a recurring bill', { source: { ...link, kind: 'recurring' } }, 'Recurring'],
    ['a transfer out', { transfer: { id: 'tr', role: 'out', accountId: 'g', accountName: 'GCash' } }, 'Transfer'],
    ['a transfer fee', { transfer: { id: 'tr', role: 'fee', accountId: 'g', accountName: 'GCash' } }, 'Transfer'],
    ['a statement import', { import: { id: 'imp1', row: 3, check: 'abc' } }, 'Import'],
  ])('names the source of %s', (_label, over, source) => {
    expect(column('Source', transaction(over))).toBe(source);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")'],
    ['+cmd|" /C calc"!A0'],
    ['-2+3'],
    ['@SUM(A1)'],
    ['\t=1'],
    ['\r=1'],
  ])('neutralises %j in every text the user typed', (hostile) => {
    const t = transaction({ accountName: hostile, category: hostile, description: hostile });
    const neutralised = `'${hostile}`;
    expect(cells(t, 'Account', 'Category', 'Description')).toEqual({
      Account: neutralised,
      Category: neutralised,
      Description: neutralised,
    });
    // The money-out amount also starts with '-': a number, never neutralised.
    expect(column('Amount', t)).toBe('-250.00');
  });

  it('leaves ordinary text as typed, quotes, commas, new lines, ñ and ₱ included (quoting is the writer’s)', () => {
    const text = 'Piña "bilao", ₱500\nfor Lola';
    const t = transaction({ description: text, accountName: 'BPI, Savings', category: 'Food' });
    expect(cells(t, 'Account', 'Description')).toEqual({ Account: 'BPI, Savings', Description: text });
  });
});

describe('csvAmount', () => {
  it.each([
    [0, '0.00'],
    [7, '0.07'],
    [-7, '-0.07'],
    [100, '1.00'],
    [123456, '1234.56'],
    [-123456, '-1234.56'],
    [999_999_999_999, '9999999999.99'],
  ])('%d centavos -> %s', (value, text) => {
    expect(csvAmount(centavos(value))).toBe(text);
  });
});

describe('transactionsCsvFileName', () => {
  const NOW = new Date('2026-11-27T16:30:00Z'); // 00:30 on 28 November in Manila
  it.each<[string, Partial<TransactionFilter>, string | null, string]>([
    ['everything', {}, null, 'pitaka-transactions-2026-11-28.csv'],
    ['expenses', { type: 'expense' }, null, 'pitaka-transactions-expense-2026-11-28.csv'],
    ['transfers', { type: 'transfer' }, null, 'pitaka-transactions-transfers-2026-11-28.csv'],
    [
      'one account, last 7 days',
      { accountId: 'g', range: 'week' },
      'GCash',
      'pitaka-transactions-gcash-last-7-days-2026-11-28.csv',
    ],
    [
      'income of an account with ñ and spaces, today',
      { type: 'income', accountId: 'p', range: 'today' },
      '  Piñata   Fund!! ',
      'pitaka-transactions-income-pinata-fund-today-2026-11-28.csv',
    ],
    ['an account whose name has no letters', { accountId: 'x' }, '₱₱₱', 'pitaka-transactions-account-2026-11-28.csv'],
    ['the last 30 days', { range: 'month' }, null, 'pitaka-transactions-last-30-days-2026-11-28.csv'],
  ])('%s', (_label, over, accountName, name) => {
    expect(transactionsCsvFileName({ ...DEFAULT_TRANSACTION_FILTER, ...over }, accountName, NOW)).toBe(name);
  });
});
