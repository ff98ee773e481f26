import { validateAccountForm, validateAccountSetup, validateEditAccount } from './account';

describe('validateAccountForm (setup and add account)', () => {
  it.each([
    [{ name: 'GCash' }, null],
    [{ name: 'GCash', initialBalance: 0 }, null],
    [{ name: 'GCash', initialBalance: 1500.25, type: 'ewallet' }, null],
    [{ name: '' }, 'Account name is required'],
    [{ name: '   ' }, 'Account name is required'],
    [{ name: '', initialBalance: -1 }, 'Account name is required'],
    [{ name: 'GCash', type: 'crypto' }, 'Account type is required'],
    [{ name: 'GCash', initialBalance: -0.01 }, 'Please enter a valid amount'],
    [{ name: 'GCash', initialBalance: NaN }, 'Please enter a valid amount'],
    [{ name: 'GCash', initialBalance: null }, null],
  ])('%p -> %p', (input, expected) => {
    expect(validateAccountForm(input)).toBe(expected);
  });
});

describe('validateAccountSetup', () => {
  it.each([
    [{ currency: 'PHP', name: 'Cash' }, null],
    [{ currency: 'EUR', name: 'Cash' }, null],
    [{ currency: 'JPY', name: 'Cash' }, 'Please select a currency'],
    [{ currency: 'USD', name: ' ' }, 'Account name is required'],
  ])('%p -> %p', (input, expected) => {
    expect(validateAccountSetup(input)).toBe(expected);
  });
});

describe('validateEditAccount', () => {
  it.each([
    [{ name: 'BDO', type: 'bank' }, null],
    [{ name: '', type: 'bank' }, 'Account name is required'],
    [{ name: '  ', type: '' }, 'Account name is required'],
    [{ name: 'BDO', type: '' }, 'Account type is required'],
    [{ name: 'BDO', type: null }, 'Account type is required'],
    [{ name: 'BDO', type: 'savings' }, 'Account type is required'],
  ])('%p -> %p', (input, expected) => {
    expect(validateEditAccount(input)).toBe(expected);
  });
});
