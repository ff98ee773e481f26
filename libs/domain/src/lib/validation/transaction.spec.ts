import {
  validateAddTransaction,
  validateEditTransaction,
  validateRevertTransaction,
  validateTransactionDescription,
} from './transaction';
import type { TransactionInput } from './transaction';
import type { Transaction } from '../model';
import { MAX_AMOUNT } from '../constants';
import { NOT_AN_AMOUNT, centavos, subtractMoney, toCentavos, type Centavos } from '../money';

type Original = Pick<Transaction, 'type' | 'amount' | 'category' | 'accountId'>;
type Failure = { ok: false; field: string; message: string; ref: unknown; reason?: string };

/** A refusal, with its reference for the screens (checked in messages/). */
const fail = (field: string, message: string, reason?: string): Failure => {
  const failure = { ok: false as const, field, message, ref: expect.anything() };
  return reason ? { ...failure, reason } : failure;
};
/** A funds refusal: on the amount, and told apart from the other rules (the add form toasts it). */
const funds = (message: string) => fail('amount', message, 'insufficientFunds');
const passed = { ok: true, value: expect.anything() };

const gcash = { id: 'g', name: 'GCash', balance: toCentavos(500) };
const bdo = { id: 'b', name: 'BDO', balance: toCentavos(1000) };
const accounts = [gcash, bdo];

const input = (over: Partial<TransactionInput> = {}): TransactionInput => ({
  type: 'expense',
  amount: toCentavos(100),
  description: 'Lunch',
  category: 'Food',
  accountId: 'g',
  ...over,
});

describe('validateAddTransaction', () => {
  it.each<[string, Partial<TransactionInput>, Failure | null]>([
    ['valid expense', {}, null],
    ['valid income', { type: 'income', category: 'Salary', amount: toCentavos(99999) }, null],
    ['expense equal to the balance', { amount: toCentavos(500) }, null],
    ['blank description', { description: '  ' }, fail('description', 'Description is required')],
    [
      'blank description before a bad amount',
      { description: '', amount: toCentavos(0) },
      fail('description', 'Description is required'),
    ],
    ['zero amount', { amount: toCentavos(0) }, fail('amount', 'Please enter a valid amount')],
    ['negative amount', { amount: toCentavos(-5) }, fail('amount', 'Please enter a valid amount')],
    ['below a centavo', { amount: toCentavos(0.004) }, fail('amount', 'Please enter a valid amount')],
    // Deliberately invalid: a fraction is not Centavos (only a cast builds it); refused, never a throw.
    ['half a centavo', { amount: 0.5 as Centavos }, fail('amount', 'PHP amounts have at most 2 decimals')],
    ['missing amount', { amount: null }, fail('amount', 'Please enter a valid amount')],
    ['NaN amount', { amount: NOT_AN_AMOUNT }, fail('amount', 'Please enter a valid amount')],
    ['no account', { accountId: '' }, fail('accountId', 'Please select an account')],
    ['no category', { category: '' }, fail('category', 'Please select a category')],
    ['category of the other type', { category: 'Salary' }, fail('category', 'Please select a category')],
    ['system category', { category: 'Paluwagan' }, fail('category', 'Please select a category')],
    [
      'expense above the balance',
      { amount: toCentavos(500.01) },
      funds('Insufficient funds in GCash. Available balance: ₱500.00'),
    ],
  ])('%s', (_label, over, expected) => {
    expect(validateAddTransaction(input(over), { account: gcash })).toEqual(expected ?? passed);
  });

  it('uses the currency symbol of the user', () => {
    expect(
      validateAddTransaction(input({ amount: toCentavos(2000) }), {
        account: { ...gcash, balance: toCentavos(1234.5) },
        currency: 'USD',
      }),
    ).toEqual(funds('Insufficient funds in GCash. Available balance: $1,234.50'));
  });

  it('refuses an account that does not exist', () => {
    expect(validateAddTransaction(input(), { account: null })).toEqual(fail('accountId', 'Account not found'));
  });

  it('compares to the centavo (0.1 + 0.2 against 0.3)', () => {
    const account = { ...gcash, balance: toCentavos(0.3) };
    expect(validateAddTransaction(input({ amount: toCentavos(0.1 + 0.2) }), { account })).toEqual(passed);
  });

  it('passes the input on with the description trimmed and the amount a number', () => {
    expect(
      validateAddTransaction(input({ description: '  Lunch  ', amount: toCentavos(120.5) }), { account: gcash }),
    ).toEqual({
      ok: true,
      value: { type: 'expense', amount: toCentavos(120.5), description: 'Lunch', category: 'Food', accountId: 'g' },
    });
  });
});

describe('validateEditTransaction', () => {
  const original: Original = { type: 'expense', amount: toCentavos(200), category: 'Food', accountId: 'g' };
  const ctx = { original, accounts };

  it.each<[string, Partial<TransactionInput>, Original | null, Failure | null]>([
    ['unchanged', { amount: toCentavos(200) }, original, null],
    ['no transaction', {}, null, fail('transaction', 'No transaction to edit')],
    ['blank description', { description: '' }, original, fail('description', 'Description is required')],
    ['zero amount', { amount: toCentavos(0) }, original, fail('amount', 'Please enter a valid amount')],
    ['no category', { category: '' }, original, fail('category', 'Please select a category')],
    [
      'category of the other type',
      { type: 'income', category: 'Food' },
      original,
      fail('category', 'Please select a category'),
    ],
    ['no account', { accountId: '' }, original, fail('accountId', 'Please select an account')],
    ['unknown account', { accountId: 'zz' }, original, fail('accountId', 'Account not found')],
    // Same account: balance 500 + old 200 = 700 available.
    ['same account, up to the available amount', { amount: toCentavos(700) }, original, null],
    [
      'same account, above the available amount',
      { amount: toCentavos(700.01) },
      original,
      funds(
        'This expense would exceed the current balance of ₱700.00. Please reduce the amount or choose a different account.',
      ),
    ],
    [
      'same account, old was an income (500 − 50 available)',
      { amount: toCentavos(451) },
      { type: 'income', amount: toCentavos(50), category: 'Gift', accountId: 'g' },
      funds(
        'This expense would exceed the current balance of ₱450.00. Please reduce the amount or choose a different account.',
      ),
    ],
    ['moved to BDO within its balance', { accountId: 'b', amount: toCentavos(1000) }, original, null],
    [
      'moved to BDO above its balance',
      { accountId: 'b', amount: toCentavos(1000.5) },
      original,
      funds(
        'This expense would exceed the balance of BDO (₱1,000.00). Please reduce the amount or choose a different account.',
      ),
    ],
    ['expense -> income', { type: 'income', category: 'Refund' }, original, null],
    [
      'income lowered below what was spent',
      { type: 'income', category: 'Salary', amount: toCentavos(100) },
      { type: 'income', amount: toCentavos(1000), category: 'Salary', accountId: 'g' },
      funds('Insufficient funds in GCash. Available balance: ₱500.00'),
    ],
    [
      'income moved away from an account that spent it',
      { type: 'income', category: 'Salary', amount: toCentavos(1000), accountId: 'b' },
      { type: 'income', amount: toCentavos(1000), category: 'Salary', accountId: 'g' },
      funds('Insufficient funds in GCash. Available balance: ₱500.00'),
    ],
    [
      'income lowered but still covered',
      { type: 'income', category: 'Salary', amount: toCentavos(700) },
      { type: 'income', amount: toCentavos(1000), category: 'Salary', accountId: 'g' },
      null,
    ],
    [
      'keeps a system category while the type is unchanged',
      { type: 'income', category: 'Initial', amount: toCentavos(400) },
      { type: 'income', amount: toCentavos(400), category: 'Initial', accountId: 'g' },
      null,
    ],
    [
      'cannot keep a system category across a type change',
      { type: 'expense', category: 'Initial', amount: toCentavos(10) },
      { type: 'income', amount: toCentavos(400), category: 'Initial', accountId: 'g' },
      fail('category', 'Please select a category'),
    ],
    [
      'old account deleted: only the new account is checked',
      { accountId: 'g', amount: toCentavos(100) },
      { type: 'income', amount: toCentavos(9999), category: 'Salary', accountId: 'deleted' },
      null,
    ],
  ])('%s', (_label, over, orig, expected) => {
    expect(validateEditTransaction(input(over), { ...ctx, original: orig })).toEqual(expected ?? passed);
  });

  it('uses the currency symbol of the user', () => {
    expect(validateEditTransaction(input({ amount: toCentavos(800) }), { ...ctx, currency: 'EUR' })).toEqual(
      funds(
        'This expense would exceed the current balance of €700.00. Please reduce the amount or choose a different account.',
      ),
    );
  });

  it('passes the input on with the description trimmed', () => {
    expect(validateEditTransaction(input({ description: ' Dinner ', amount: toCentavos(250) }), ctx)).toEqual({
      ok: true,
      value: { type: 'expense', amount: toCentavos(250), description: 'Dinner', category: 'Food', accountId: 'g' },
    });
  });
});

describe('validateRevertTransaction', () => {
  it.each([
    [{ type: 'income', amount: toCentavos(500) }, { balance: toCentavos(500) }, null],
    [
      { type: 'income', amount: toCentavos(500.01) },
      { balance: toCentavos(500) },
      fail('transaction', 'Cannot revert this transaction: it would result in a negative balance', 'insufficientFunds'),
    ],
    [{ type: 'expense', amount: toCentavos(1e6) }, { balance: toCentavos(0) }, null],
    [{ type: 'income', amount: toCentavos(10) }, null, null],
  ] as const)('%p on %p -> %p', (tx, account, expected) => {
    expect(validateRevertTransaction(tx, account)).toEqual(expected ?? { ok: true, value: undefined });
  });
});

describe('limits (issue 7)', () => {
  /** A balance `pesos` below the maximum (₱9,999,999,999.99). */
  const belowMax = (pesos: number): Centavos => subtractMoney(MAX_AMOUNT, toCentavos(pesos));
  const tooLarge = 'Amount cannot exceed ₱9,999,999,999.99';
  const overflowText = (name: string) => `This would make the balance of ${name} exceed ₱9,999,999,999.99`;
  /** Over the maximum: on the amount, with its own reason (no insufficient-funds toast). */
  const overflow = (name: string) => fail('amount', overflowText(name), 'balanceLimit');
  const revertOverflow = (name: string) => fail('transaction', overflowText(name), 'balanceLimit');
  const empty = { id: 'e', name: 'Vault', balance: toCentavos(0) };
  const income = (amount: Centavos | null, over: Partial<TransactionInput> = {}) =>
    input({ type: 'income', category: 'Salary', amount, accountId: 'e', ...over });

  describe('validateAddTransaction', () => {
    it.each<[string, TransactionInput, { id: string; name: string; balance: Centavos }, Failure | null]>([
      ['income of exactly the maximum', income(MAX_AMOUNT), empty, null],
      ['income one centavo above the maximum', income(toCentavos(10_000_000_000)), empty, fail('amount', tooLarge)],
      [
        'amount ₱9,999,999,999,999.99 (the largest parseAmount reads)',
        income(centavos(999_999_999_999_999)),
        empty,
        fail('amount', tooLarge),
      ],
      // Deliberately invalid: not whole centavos (only a cast builds it); refused, never a throw.
      ['amount 1e300', income(1e300 as Centavos), empty, fail('amount', 'Please enter a valid amount')],
      ['expense above the maximum', input({ amount: toCentavos(12_345_678_901.23) }), gcash, fail('amount', tooLarge)],
      ['income that lands exactly on the maximum', income(toCentavos(100)), { ...empty, balance: belowMax(100) }, null],
      [
        'income that would pass the maximum',
        income(toCentavos(100.01)),
        { ...empty, balance: belowMax(100) },
        overflow('Vault'),
      ],
      ['description of 200 characters', income(toCentavos(1), { description: 'd'.repeat(200) }), empty, null],
      [
        'description of 201 characters',
        income(toCentavos(1), { description: 'd'.repeat(201) }),
        empty,
        fail('description', 'Description must be 200 characters or fewer'),
      ],
    ])('%s', (_label, tx, account, expected) => {
      expect(validateAddTransaction(tx, { account })).toEqual(expected ?? passed);
    });

    it('says the maximum in the user currency', () => {
      expect(validateAddTransaction(income(toCentavos(1e11)), { account: empty, currency: 'EUR' })).toEqual(
        fail('amount', 'Amount cannot exceed €9,999,999,999.99'),
      );
      expect(
        validateAddTransaction(income(toCentavos(1)), { account: { ...empty, balance: MAX_AMOUNT }, currency: 'USD' }),
      ).toEqual(fail('amount', 'This would make the balance of Vault exceed $9,999,999,999.99', 'balanceLimit'));
    });
  });

  describe('validateEditTransaction', () => {
    const full = { id: 'f', name: 'Full', balance: belowMax(50) };
    const list = [gcash, full];
    const salary: Original = { type: 'income', amount: toCentavos(100), category: 'Salary', accountId: 'f' };
    const original: Original = { type: 'expense', amount: toCentavos(200), category: 'Food', accountId: 'g' };

    it.each<[string, Partial<TransactionInput>, Original, Failure | null]>([
      ['amount above the maximum', { amount: toCentavos(10_000_000_000) }, original, fail('amount', tooLarge)],
      [
        'amount ₱9,999,999,999,999.99 (the largest parseAmount reads)',
        { amount: centavos(999_999_999_999_999) },
        original,
        fail('amount', tooLarge),
      ],
      [
        'description of 201 characters',
        { description: 'x'.repeat(201) },
        original,
        fail('description', 'Description must be 200 characters or fewer'),
      ],
      [
        'income raised up to the maximum',
        { type: 'income', category: 'Salary', amount: toCentavos(150), accountId: 'f' },
        salary,
        null,
      ],
      [
        'income raised past the maximum',
        { type: 'income', category: 'Salary', amount: toCentavos(150.01), accountId: 'f' },
        salary,
        overflow('Full'),
      ],
      [
        'income moved onto a nearly full account',
        { type: 'income', category: 'Salary', amount: toCentavos(50.01), accountId: 'f' },
        { type: 'income', amount: toCentavos(50.01), category: 'Salary', accountId: 'g' },
        overflow('Full'),
      ],
      [
        'expense turned into an income on a nearly full account',
        { type: 'income', category: 'Refund', amount: toCentavos(30), accountId: 'f' },
        { type: 'expense', amount: toCentavos(30), category: 'Food', accountId: 'f' },
        overflow('Full'),
      ],
      [
        'expense moved away from a nearly full account is fine',
        { amount: toCentavos(30), accountId: 'g' },
        { type: 'expense', amount: toCentavos(30), category: 'Food', accountId: 'f' },
        null,
      ],
    ])('%s', (_label, over, orig, expected) => {
      expect(validateEditTransaction(input(over), { original: orig, accounts: list })).toEqual(expected ?? passed);
    });
  });

  describe('validateRevertTransaction', () => {
    it.each([
      [{ type: 'expense', amount: toCentavos(100) }, { name: 'Full', balance: belowMax(100) }, null],
      [
        { type: 'expense', amount: toCentavos(100.01) },
        { name: 'Full', balance: belowMax(100) },
        revertOverflow('Full'),
      ],
      [
        { type: 'expense', amount: toCentavos(0.01), accountName: 'Old' },
        { balance: MAX_AMOUNT },
        revertOverflow('Old'),
      ],
    ] as const)('%p on %p -> %p', (tx, account, expected) => {
      expect(validateRevertTransaction(tx, account)).toEqual(expected ?? { ok: true, value: undefined });
    });
  });

  it('validateTransactionDescription: required, then at most 200 characters once trimmed', () => {
    expect(validateTransactionDescription(' ')).toEqual(fail('description', 'Description is required'));
    expect(validateTransactionDescription(` ${'x'.repeat(200)} `)).toEqual({ ok: true, value: 'x'.repeat(200) });
    expect(validateTransactionDescription('x'.repeat(201))).toEqual(
      fail('description', 'Description must be 200 characters or fewer'),
    );
  });
});
