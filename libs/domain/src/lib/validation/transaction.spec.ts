import { validateAddTransaction, validateEditTransaction, validateRevertTransaction } from './transaction';
import type { TransactionInput } from './transaction';
import type { Transaction } from '../model';

type Original = Pick<Transaction, 'type' | 'amount' | 'category' | 'accountId'>;

const gcash = { id: 'g', name: 'GCash', balance: 500 };
const bdo = { id: 'b', name: 'BDO', balance: 1000 };
const accounts = [gcash, bdo];

const input = (over: Partial<TransactionInput> = {}): TransactionInput => ({
  type: 'expense',
  amount: 100,
  description: 'Lunch',
  category: 'Food',
  accountId: 'g',
  ...over,
});

describe('validateAddTransaction', () => {
  it.each<[string, Partial<TransactionInput>, string | null]>([
    ['valid expense', {}, null],
    ['valid income', { type: 'income', category: 'Salary', amount: 99999 }, null],
    ['expense equal to the balance', { amount: 500 }, null],
    ['blank description', { description: '  ' }, 'Description is required'],
    ['blank description before a bad amount', { description: '', amount: 0 }, 'Description is required'],
    ['zero amount', { amount: 0 }, 'Please enter a valid amount'],
    ['negative amount', { amount: -5 }, 'Please enter a valid amount'],
    ['below a centavo', { amount: 0.004 }, 'Please enter a valid amount'],
    ['missing amount', { amount: null }, 'Please enter a valid amount'],
    ['NaN amount', { amount: NaN }, 'Please enter a valid amount'],
    ['no account', { accountId: '' }, 'Please select an account'],
    ['no category', { category: '' }, 'Please select a category'],
    ['category of the other type', { category: 'Salary' }, 'Please select a category'],
    ['system category', { category: 'Paluwagan' }, 'Please select a category'],
    ['expense above the balance', { amount: 500.01 }, 'Insufficient funds in GCash. Available balance: ₱500.00'],
  ])('%s', (_label, over, expected) => {
    expect(validateAddTransaction(input(over), { account: gcash })).toBe(expected);
  });

  it('uses the currency symbol of the user', () => {
    expect(validateAddTransaction(input({ amount: 2000 }), { account: { ...gcash, balance: 1234.5 }, currency: 'USD' })).toBe(
      'Insufficient funds in GCash. Available balance: $1,234.50',
    );
  });

  it('refuses an account that does not exist', () => {
    expect(validateAddTransaction(input(), { account: null })).toBe('Account not found');
  });

  it('compares to the centavo (0.1 + 0.2 against 0.3)', () => {
    expect(validateAddTransaction(input({ amount: 0.1 + 0.2 }), { account: { ...gcash, balance: 0.3 } })).toBeNull();
  });
});

describe('validateEditTransaction', () => {
  const original: Original = { type: 'expense', amount: 200, category: 'Food', accountId: 'g' };
  const ctx = { original, accounts };

  it.each<[string, Partial<TransactionInput>, Original | null, string | null]>([
    ['unchanged', { amount: 200 }, original, null],
    ['no transaction', {}, null, 'No transaction to edit'],
    ['blank description', { description: '' }, original, 'Description is required'],
    ['zero amount', { amount: 0 }, original, 'Please enter a valid amount'],
    ['no category', { category: '' }, original, 'Please select a category'],
    ['category of the other type', { type: 'income', category: 'Food' }, original, 'Please select a category'],
    ['no account', { accountId: '' }, original, 'Please select an account'],
    ['unknown account', { accountId: 'zz' }, original, 'Account not found'],
    // Same account: balance 500 + old 200 = 700 available.
    ['same account, up to the available amount', { amount: 700 }, original, null],
    [
      'same account, above the available amount',
      { amount: 700.01 },
      original,
      'This expense would exceed the current balance of ₱700.00. Please reduce the amount or choose a different account.',
    ],
    [
      'same account, old was an income (500 − 50 available)',
      { amount: 451 },
      { type: 'income', amount: 50, category: 'Gift', accountId: 'g' },
      'This expense would exceed the current balance of ₱450.00. Please reduce the amount or choose a different account.',
    ],
    ['moved to BDO within its balance', { accountId: 'b', amount: 1000 }, original, null],
    [
      'moved to BDO above its balance',
      { accountId: 'b', amount: 1000.5 },
      original,
      'This expense would exceed the balance of BDO (₱1,000.00). Please reduce the amount or choose a different account.',
    ],
    ['expense -> income', { type: 'income', category: 'Refund' }, original, null],
    [
      'income lowered below what was spent',
      { type: 'income', category: 'Salary', amount: 100 },
      { type: 'income', amount: 1000, category: 'Salary', accountId: 'g' },
      'Insufficient funds in GCash. Available balance: ₱500.00',
    ],
    [
      'income moved away from an account that spent it',
      { type: 'income', category: 'Salary', amount: 1000, accountId: 'b' },
      { type: 'income', amount: 1000, category: 'Salary', accountId: 'g' },
      'Insufficient funds in GCash. Available balance: ₱500.00',
    ],
    [
      'income lowered but still covered',
      { type: 'income', category: 'Salary', amount: 700 },
      { type: 'income', amount: 1000, category: 'Salary', accountId: 'g' },
      null,
    ],
    [
      'keeps a system category while the type is unchanged',
      { type: 'income', category: 'Initial', amount: 400 },
      { type: 'income', amount: 400, category: 'Initial', accountId: 'g' },
      null,
    ],
    [
      'cannot keep a system category across a type change',
      { type: 'expense', category: 'Initial', amount: 10 },
      { type: 'income', amount: 400, category: 'Initial', accountId: 'g' },
      'Please select a category',
    ],
    [
      'old account deleted: only the new account is checked',
      { accountId: 'g', amount: 100 },
      { type: 'income', amount: 9999, category: 'Salary', accountId: 'deleted' },
      null,
    ],
  ])('%s', (_label, over, orig, expected) => {
    expect(validateEditTransaction(input(over), { ...ctx, original: orig })).toBe(expected);
  });

  it('uses the currency symbol of the user', () => {
    expect(validateEditTransaction(input({ amount: 800 }), { ...ctx, currency: 'EUR' })).toBe(
      'This expense would exceed the current balance of €700.00. Please reduce the amount or choose a different account.',
    );
  });
});

describe('validateRevertTransaction', () => {
  it.each([
    [{ type: 'income', amount: 500 }, { balance: 500 }, null],
    [{ type: 'income', amount: 500.01 }, { balance: 500 }, 'Cannot revert this transaction: it would result in a negative balance'],
    [{ type: 'expense', amount: 1e6 }, { balance: 0 }, null],
    [{ type: 'income', amount: 10 }, null, null],
  ] as const)('%p on %p -> %p', (tx, account, expected) => {
    expect(validateRevertTransaction(tx, account)).toBe(expected);
  });
});
