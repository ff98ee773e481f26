import {
  ACCOUNT_TYPES,
  CURRENCIES,
  EXPENSE_CATEGORIES,
  INCOME_CATEGORIES,
  SYSTEM_CATEGORIES,
  accountTypeLabel,
  categoriesFor,
  currencySymbol,
  isAccountType,
  isCategoryValidFor,
  isCurrencyCode,
} from './lookups';
import type { CurrencyCode } from './model';

describe('currencies (spec section 3)', () => {
  it.each([
    ['PHP', '₱', 'PHP Philippine Peso'],
    ['USD', '$', 'USD US Dollar'],
    ['EUR', '€', 'EUR Euro'],
  ] as const)('%s: symbol %s, option %s', (code, symbol, label) => {
    expect(currencySymbol(code)).toBe(symbol);
    expect(CURRENCIES.find((c) => c.code === code)?.label).toBe(label);
  });

  it('lists exactly PHP, USD, EUR in that order', () => {
    expect(CURRENCIES.map((c) => c.code)).toEqual(['PHP', 'USD', 'EUR']);
  });

  it('falls back to ₱ for an unknown stored currency', () => {
    expect(currencySymbol('JPY' as CurrencyCode)).toBe('₱');
  });

  it.each([
    ['PHP', true],
    ['EUR', true],
    ['php', false],
    ['', false],
    [undefined, false],
  ])('isCurrencyCode(%p) = %p', (value, expected) => {
    expect(isCurrencyCode(value)).toBe(expected);
  });
});

describe('account types', () => {
  it.each([
    ['cash', 'Cash'],
    ['bank', 'Bank Account'],
    ['credit', 'Credit Card'],
    ['ewallet', 'E-Wallet'],
    ['crypto', 'crypto'],
  ])('%s -> %s', (type, label) => {
    expect(accountTypeLabel(type)).toBe(label);
  });

  it('lists the four types in spec order', () => {
    expect(ACCOUNT_TYPES.map((t) => t.label)).toEqual(['Cash', 'Bank Account', 'Credit Card', 'E-Wallet']);
  });

  it.each([
    ['cash', true],
    ['ewallet', true],
    ['Cash', false],
    ['', false],
    [null, false],
  ])('isAccountType(%p) = %p', (value, expected) => {
    expect(isAccountType(value)).toBe(expected);
  });
});

describe('categories', () => {
  it('has the spec lists verbatim', () => {
    expect([...EXPENSE_CATEGORIES]).toEqual(
      'Food, Transport, Utilities, Rent, Entertainment, Shopping, Health, Education, Subscriptions, Other'.split(', '),
    );
    expect([...INCOME_CATEGORIES]).toEqual('Salary, Bonus, Refund, Gift, Interest, Investment, Other'.split(', '));
    expect(SYSTEM_CATEGORIES).toEqual(['Paluwagan', 'Debt', 'Initial', 'Transfer', 'Fees']);
  });

  it('categoriesFor picks the list by type', () => {
    expect(categoriesFor('expense')).toBe(EXPENSE_CATEGORIES);
    expect(categoriesFor('income')).toBe(INCOME_CATEGORIES);
  });

  it.each([
    ['expense', 'Food', true],
    ['expense', 'Other', true],
    ['income', 'Other', true],
    ['income', 'Salary', true],
    ['expense', 'Salary', false],
    ['income', 'Food', false],
    ['expense', 'food', false],
    ['expense', '', false],
    ['expense', 'Paluwagan', false],
    ['income', 'Initial', false],
  ] as const)('isCategoryValidFor(%s, %p) = %p', (type, category, expected) => {
    expect(isCategoryValidFor(type, category)).toBe(expected);
  });
});
