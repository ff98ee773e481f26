import { validateAccountForm, validateAccountSetup, validateEditAccount, type AccountFormInput } from './account';
import { NOT_AN_AMOUNT, centavos, toCentavos, type Centavos } from '../money';

/** A refusal at `field` saying `message`, with its reference for the screens (checked in messages/). */
const fail = (field: string, message: string) => ({ ok: false, field, message, ref: expect.anything() });

describe('validateAccountForm (setup and add account)', () => {
  it.each<[AccountFormInput, ReturnType<typeof fail> | null]>([
    [{ name: 'GCash' }, null],
    [{ name: 'GCash', initialBalance: toCentavos(0) }, null],
    [{ name: 'GCash', initialBalance: toCentavos(1500.25), type: 'ewallet' }, null],
    [{ name: '' }, fail('name', 'Account name is required')],
    [{ name: '   ' }, fail('name', 'Account name is required')],
    [{ name: '', initialBalance: toCentavos(-1) }, fail('name', 'Account name is required')],
    [{ name: 'GCash', type: 'crypto' }, fail('type', 'Account type is required')],
    [{ name: 'GCash', initialBalance: toCentavos(-0.01) }, fail('initialBalance', 'Please enter a valid amount')],
    [{ name: 'GCash', initialBalance: NOT_AN_AMOUNT }, fail('initialBalance', 'Please enter a valid amount')],
    [{ name: 'GCash', initialBalance: null }, null],
  ])('%p -> %p', (input, expected) => {
    expect(validateAccountForm(input)).toEqual(expected ?? expect.objectContaining({ ok: true }));
  });
});

describe('validateAccountSetup', () => {
  it.each([
    [{ currency: 'PHP', name: 'Cash' }, null],
    [{ currency: 'EUR', name: 'Cash' }, null],
    [{ currency: 'JPY', name: 'Cash' }, fail('currency', 'Please select a currency')],
    [{ currency: 'USD', name: ' ' }, fail('name', 'Account name is required')],
  ])('%p -> %p', (input, expected) => {
    expect(validateAccountSetup(input)).toEqual(expected ?? expect.objectContaining({ ok: true }));
  });
});

describe('validateEditAccount', () => {
  it.each([
    [{ name: 'BDO', type: 'bank' }, null],
    [{ name: '', type: 'bank' }, fail('name', 'Account name is required')],
    [{ name: '  ', type: '' }, fail('name', 'Account name is required')],
    [{ name: 'BDO', type: '' }, fail('type', 'Account type is required')],
    [{ name: 'BDO', type: null }, fail('type', 'Account type is required')],
    [{ name: 'BDO', type: 'savings' }, fail('type', 'Account type is required')],
  ])('%p -> %p', (input, expected) => {
    expect(validateEditAccount(input)).toEqual(expected ?? expect.objectContaining({ ok: true }));
  });
});

describe('limits (issue 7)', () => {
  const long = (n: number) => 'a'.repeat(n);

  it.each<[string, Parameters<typeof validateAccountForm>[0], ReturnType<typeof fail> | null]>([
    ['name of 200 characters', { name: long(200) }, null],
    ['name of 200 characters plus spaces (trimmed)', { name: `  ${long(200)}  ` }, null],
    ['name of 201 characters', { name: long(201) }, fail('name', 'Account name must be 200 characters or fewer')],
    ['initial balance at the maximum', { name: 'BDO', initialBalance: toCentavos(9_999_999_999.99) }, null],
    [
      'initial balance one centavo above the maximum',
      { name: 'BDO', initialBalance: toCentavos(10_000_000_000) },
      fail('initialBalance', 'Initial balance cannot exceed ₱9,999,999,999.99'),
    ],
    [
      'initial balance ₱9,999,999,999,999.99 (the largest parseAmount reads)',
      { name: 'BDO', initialBalance: centavos(999_999_999_999_999) },
      fail('initialBalance', 'Initial balance cannot exceed ₱9,999,999,999.99'),
    ],
    [
      // Deliberately invalid: not whole centavos (only a cast builds it); refused, never a throw.
      'initial balance 1e300',
      { name: 'BDO', initialBalance: 1e300 as Centavos },
      fail('initialBalance', 'Please enter a valid amount'),
    ],
    [
      'a huge negative balance',
      { name: 'BDO', initialBalance: centavos(-999_999_999_999_999) },
      fail('initialBalance', 'Please enter a valid amount'),
    ],
  ])('%s', (_label, input, expected) => {
    expect(validateAccountForm(input)).toEqual(expected ?? expect.objectContaining({ ok: true }));
  });

  it('setup says the maximum in the chosen currency', () => {
    expect(
      validateAccountSetup({ currency: 'USD', name: 'Chase', initialBalance: toCentavos(10_000_000_000) }),
    ).toEqual(fail('initialBalance', 'Initial balance cannot exceed $9,999,999,999.99'));
    expect(validateAccountSetup({ currency: 'EUR', name: long(201) })).toEqual(
      fail('name', 'Account name must be 200 characters or fewer'),
    );
  });

  it('edit checks the name length', () => {
    expect(validateEditAccount({ name: long(200), type: 'bank' })).toEqual({
      ok: true,
      value: { name: long(200), type: 'bank' },
    });
    expect(validateEditAccount({ name: long(201), type: 'bank' })).toEqual(
      fail('name', 'Account name must be 200 characters or fewer'),
    );
  });
});

describe('the value that passed', () => {
  it('add account: the name trimmed, the type kept, a missing balance is 0', () => {
    expect(validateAccountForm({ name: '  GCash ', type: 'ewallet', initialBalance: null })).toEqual({
      ok: true,
      value: { name: 'GCash', type: 'ewallet', initialBalance: toCentavos(0) },
    });
    expect(validateAccountForm({ name: 'Cash', initialBalance: toCentavos(12.5) })).toEqual({
      ok: true,
      value: { name: 'Cash', initialBalance: toCentavos(12.5) },
    });
  });

  it('setup adds the currency; edit gives the name trimmed and the type', () => {
    expect(
      validateAccountSetup({ currency: 'USD', name: ' Chase ', type: 'bank', initialBalance: toCentavos(5) }),
    ).toEqual({
      ok: true,
      value: { name: 'Chase', type: 'bank', initialBalance: toCentavos(5), currency: 'USD' },
    });
    expect(validateEditAccount({ name: ' BDO ', type: 'bank' })).toEqual({
      ok: true,
      value: { name: 'BDO', type: 'bank' },
    });
  });

  it('the first failing rule decides the field: the currency before the name', () => {
    expect(validateAccountSetup({ currency: 'JPY', name: '' })).toEqual(fail('currency', 'Please select a currency'));
    expect(validateEditAccount({ name: ' ', type: null })).toEqual(fail('name', 'Account name is required'));
  });
});
