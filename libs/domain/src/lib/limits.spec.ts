import { MAX_AMOUNT } from './constants';
import { DomainError } from './errors/domain-error';
import { assertBalanceWithinLimit, balanceLimitError, balanceWithinLimit, isWithinMaxAmount } from './limits';
import { addMoney, centavos, negateMoney, subtractMoney, toCentavos, type Centavos } from './money';

describe('isWithinMaxAmount', () => {
  it.each<[Centavos, boolean]>([
    [toCentavos(0), true],
    [toCentavos(0.01), true],
    [MAX_AMOUNT, true],
    [negateMoney(MAX_AMOUNT), true],
    [addMoney(MAX_AMOUNT, centavos(1)), false],
    [negateMoney(addMoney(MAX_AMOUNT, centavos(1))), false],
    [toCentavos(10_000_000_000), false],
    [toCentavos(9_999_999_999.995), false], // rounds to 10,000,000,000.00
    [centavos(1e15), false], // ₱10^13
    [centavos(9e15), false], // ₱9 × 10^13
    // Deliberately invalid (not Centavos, only a cast builds them): refused, never a throw.
    [1e300 as Centavos, false],
    [NaN as Centavos, false],
    [Infinity as Centavos, false],
  ])('%p centavos -> %p (never throws)', (amount, expected) => {
    expect(isWithinMaxAmount(amount)).toBe(expected);
  });
});

describe('balanceWithinLimit (centavos)', () => {
  it.each<[Centavos, boolean]>([
    [centavos(0), true],
    [MAX_AMOUNT, true],
    [addMoney(MAX_AMOUNT, centavos(1)), false],
    [centavos(-1), false],
    // Deliberately invalid (not Centavos, only a cast builds them): a balance the ledger may not store.
    [1.5 as Centavos, false],
    [NaN as Centavos, false],
    [(2 ** 53) as Centavos, false],
  ])('%p -> %p', (balance, expected) => {
    expect(balanceWithinLimit(balance)).toBe(expected);
  });
});

describe('balanceLimitError / assertBalanceWithinLimit (the Ledger guard)', () => {
  // ₱9,999,999,998.99: one peso below the maximum.
  const vault = { name: 'Vault', balance: subtractMoney(MAX_AMOUNT, toCentavos(1)) };

  it.each<[Centavos, string | null]>([
    [centavos(100), null], // up to exactly the maximum
    [centavos(101), 'This would make the balance of Vault exceed ₱9,999,999,999.99'],
    [centavos(-(MAX_AMOUNT - 100)), null], // down to exactly 0
    [centavos(-(MAX_AMOUNT - 99)), 'Insufficient funds in Vault. Available balance: ₱9,999,999,998.99'],
  ])('delta %p centavos -> %p', (delta, expected) => {
    expect(balanceLimitError(vault, delta)).toBe(expected);
  });

  it('says the maximum in the given currency', () => {
    expect(balanceLimitError(vault, centavos(101), 'USD')).toBe(
      'This would make the balance of Vault exceed $9,999,999,999.99',
    );
  });

  it('throws a DomainError with the text, or nothing', () => {
    expect(() => assertBalanceWithinLimit(vault, centavos(100))).not.toThrow();
    expect(() => assertBalanceWithinLimit(vault, centavos(101))).toThrow(
      new DomainError('This would make the balance of Vault exceed ₱9,999,999,999.99'),
    );
    expect(() => assertBalanceWithinLimit(vault, centavos(101))).toThrow(DomainError);
  });
});
