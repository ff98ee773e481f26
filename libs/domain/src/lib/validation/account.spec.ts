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

describe('limits (issue 7)', () => {
  const long = (n: number) => 'a'.repeat(n);

  it.each<[string, Parameters<typeof validateAccountForm>[0], string | null]>([
    ['name of 200 characters', { name: long(200) }, null],
    ['name of 200 characters plus spaces (trimmed)', { name: `  ${long(200)}  ` }, null],
    ['name of 201 characters', { name: long(201) }, 'Account name must be 200 characters or fewer'],
    ['initial balance at the maximum', { name: 'BDO', initialBalance: 9_999_999_999.99 }, null],
    [
      'initial balance one centavo above the maximum',
      { name: 'BDO', initialBalance: 10_000_000_000 },
      'Initial balance cannot exceed ₱9,999,999,999.99',
    ],
    ['initial balance 1e14', { name: 'BDO', initialBalance: 1e14 }, 'Initial balance cannot exceed ₱9,999,999,999.99'],
    [
      'initial balance 1e300',
      { name: 'BDO', initialBalance: 1e300 },
      'Initial balance cannot exceed ₱9,999,999,999.99',
    ],
    ['a huge negative balance', { name: 'BDO', initialBalance: -1e20 }, 'Please enter a valid amount'],
  ])('%s', (_label, input, expected) => {
    expect(validateAccountForm(input)).toBe(expected);
  });

  it('setup says the maximum in the chosen currency', () => {
    expect(validateAccountSetup({ currency: 'USD', name: 'Chase', initialBalance: 10_000_000_000 })).toBe(
      'Initial balance cannot exceed $9,999,999,999.99',
    );
    expect(validateAccountSetup({ currency: 'EUR', name: long(201) })).toBe(
      'Account name must be 200 characters or fewer',
    );
  });

  it('edit checks the name length', () => {
    expect(validateEditAccount({ name: long(200), type: 'bank' })).toBeNull();
    expect(validateEditAccount({ name: long(201), type: 'bank' })).toBe('Account name must be 200 characters or fewer');
  });
});
