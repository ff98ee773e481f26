import { MAX_AMOUNT, MAX_AMOUNT_CENTAVOS } from './constants';
import { DomainError } from './errors/domain-error';
import { assertBalanceWithinLimit, balanceLimitError, balanceWithinLimit, isWithinMaxAmount } from './limits';

describe('isWithinMaxAmount', () => {
  it.each([
    [0, true],
    [0.01, true],
    [MAX_AMOUNT, true],
    [-MAX_AMOUNT, true],
    [10_000_000_000, false],
    [9_999_999_999.995, false], // rounds to 10,000,000,000.00
    [1e13, false],
    [1e14, false],
    [1e300, false],
    [NaN, false],
    [Infinity, false],
  ])('%p -> %p (never throws)', (amount, expected) => {
    expect(isWithinMaxAmount(amount)).toBe(expected);
  });
});

describe('balanceWithinLimit (centavos)', () => {
  it.each([
    [0, true],
    [MAX_AMOUNT_CENTAVOS, true],
    [MAX_AMOUNT_CENTAVOS + 1, false],
    [-1, false],
    [1.5, false],
    [NaN, false],
    [2 ** 53, false],
  ])('%p -> %p', (centavos, expected) => {
    expect(balanceWithinLimit(centavos)).toBe(expected);
  });
});

describe('balanceLimitError / assertBalanceWithinLimit (the Ledger guard)', () => {
  const vault = { name: 'Vault', balance: MAX_AMOUNT - 1 };

  it.each<[number, string | null]>([
    [100, null], // up to exactly the maximum
    [101, 'This would make the balance of Vault exceed ₱9,999,999,999.99'],
    [-(MAX_AMOUNT_CENTAVOS - 100), null], // down to exactly 0
    [-(MAX_AMOUNT_CENTAVOS - 99), 'Insufficient funds in Vault. Available balance: ₱9,999,999,998.99'],
  ])('delta %p centavos -> %p', (delta, expected) => {
    expect(balanceLimitError(vault, delta)).toBe(expected);
  });

  it('says the maximum in the given currency', () => {
    expect(balanceLimitError(vault, 101, 'USD')).toBe('This would make the balance of Vault exceed $9,999,999,999.99');
  });

  it('throws a DomainError with the text, or nothing', () => {
    expect(() => assertBalanceWithinLimit(vault, 100)).not.toThrow();
    expect(() => assertBalanceWithinLimit(vault, 101)).toThrow(
      new DomainError('This would make the balance of Vault exceed ₱9,999,999,999.99'),
    );
    expect(() => assertBalanceWithinLimit(vault, 101)).toThrow(DomainError);
  });
});
