import fc from 'fast-check';
import { MAX_AMOUNT, MAX_AMOUNT_CENTAVOS } from './constants';
import {
  EXACT_AMOUNT_LIMIT,
  addMoney,
  compareMoney,
  formatMoney,
  formatPeso,
  fromCentavos,
  multiplyMoney,
  parseAmount,
  roundMoney,
  splitMoney,
  stepAmount,
  subtractMoney,
  sumMoney,
  toAmountInputValue,
  toCentavos,
} from './money';

describe('toCentavos', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1234.56, 123456],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [2.675, 268],
    [0.015, 2],
    [1.0049, 100],
    [-5, -500],
    [-1.005, -101],
    [19.99, 1999],
    [1e-9, 0],
    [123456789.12, 12345678912],
  ])('%p -> %p', (amount, expected) => {
    expect(toCentavos(amount)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(toCentavos(-0.001), 0)).toBe(true);
    expect(Object.is(toCentavos(-0), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('refuses %p', (amount) => {
    expect(() => toCentavos(amount)).toThrow(RangeError);
  });

  it('is exact for every whole number of centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => toCentavos(c / 100) === c),
      { numRuns: 500 },
    );
  });
});

describe('fromCentavos', () => {
  it.each([
    [0, 0],
    [30, 0.3],
    [123456, 1234.56],
    [-500, -5],
    [1, 0.01],
  ])('%p -> %p', (c, expected) => {
    expect(fromCentavos(c)).toBe(expected);
  });

  it('refuses fractions of a centavo', () => {
    expect(() => fromCentavos(1.5)).toThrow(RangeError);
  });
});

describe('arithmetic through centavos', () => {
  it.each([
    ['roundMoney(1.005)', roundMoney(1.005), 1.01],
    ['roundMoney(0.1 + 0.2)', roundMoney(0.1 + 0.2), 0.3],
    ['addMoney(0.1, 0.2)', addMoney(0.1, 0.2), 0.3],
    ['addMoney(1234.56, 0.44)', addMoney(1234.56, 0.44), 1235],
    ['subtractMoney(0.3, 0.1)', subtractMoney(0.3, 0.1), 0.2],
    ['subtractMoney(5, 10)', subtractMoney(5, 10), -5],
    ['sumMoney(ten × 0.1)', sumMoney(Array(10).fill(0.1)), 1],
    ['sumMoney([])', sumMoney([]), 0],
    ['multiplyMoney(0.1, 3)', multiplyMoney(0.1, 3), 0.3],
    ['multiplyMoney(333.33, 3)', multiplyMoney(333.33, 3), 999.99],
    ['multiplyMoney(500, 0)', multiplyMoney(500, 0), 0],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('multiplyMoney needs a whole count', () => {
    expect(() => multiplyMoney(1, 1.5)).toThrow(RangeError);
  });

  it('compareMoney compares to the centavo', () => {
    expect(compareMoney(0.1 + 0.2, 0.3)).toBe(0);
    expect(compareMoney(1, 1.01)).toBeLessThan(0);
    expect(compareMoney(2, 1.99)).toBeGreaterThan(0);
  });

  it('sums agree with integer centavo arithmetic', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 50 }), (cs) => {
        const expected = cs.reduce((a, b) => a + b, 0);
        return toCentavos(sumMoney(cs.map((c) => c / 100))) === expected;
      }),
      { numRuns: 300 },
    );
  });
});

describe('splitMoney', () => {
  it.each([
    [100, 3, [33.34, 33.33, 33.33]],
    [0.05, 3, [0.02, 0.02, 0.01]],
    [10, 4, [2.5, 2.5, 2.5, 2.5]],
    [1000, 1, [1000]],
    [0.01, 2, [0.01, 0]],
    [200, 6, [33.34, 33.34, 33.33, 33.33, 33.33, 33.33]],
  ])('%p in %p parts', (total, count, expected) => {
    expect(splitMoney(total, count)).toEqual(expected);
  });

  it.each([
    [100, 0],
    [100, 1.5],
    [-1, 2],
  ])('refuses total %p in %p parts', (total, count) => {
    expect(() => splitMoney(total, count)).toThrow(RangeError);
  });

  it('parts are whole centavos, add up exactly, differ by at most one centavo, largest first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 1, max: 120 }), (c, n) => {
        const parts = splitMoney(c / 100, n).map((p) => toCentavos(p));
        expect(parts).toHaveLength(n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(c);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        parts.forEach((p, i) => i > 0 && expect(p).toBeLessThanOrEqual(parts[i - 1]));
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseAmount', () => {
  it.each([
    ['1234.56', 1234.56],
    ['1,234.56', 1234.56],
    ['1,234,567', 1234567],
    [' 12 ', 12],
    ['0', 0],
    ['.5', 0.5],
    ['5.', 5],
    ['0.10', 0.1],
    ['-3.25', -3.25],
    ['+7', 7],
    ['007', 7],
  ])('%p -> %p', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['NaN'],
    ['Infinity'],
    ['1e3'],
    ['12abc'],
    ['1.005'],
    ['1.2.3'],
    ['12,34'],
    ['1,2345'],
    [',123'],
    ['.'],
    ['-'],
    ['₱100'],
    ['1 000'],
  ])('%p -> null', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.56, 'PHP', '₱1,234.56'],
    [-5, 'PHP', '-₱5.00'],
    [0, 'PHP', '₱0.00'],
    [-0.001, 'PHP', '₱0.00'],
    [1234567.891, 'PHP', '₱1,234,567.89'],
    [1.005, 'PHP', '₱1.01'],
    [0.1 + 0.2, 'PHP', '₱0.30'],
    [1, 'USD', '$1.00'],
    [1000.5, 'EUR', '€1,000.50'],
    [-1234.5, 'USD', '-$1,234.50'],
  ] as const)('%p %s -> %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('defaults to PHP', () => {
    expect(formatMoney(99)).toBe('₱99.00');
  });
});

describe('formatPeso (en-PH)', () => {
  it.each([
    [1234.5, '₱1,234.50'],
    [0, '₱0.00'],
    [-5, '-₱5.00'],
    [1.005, '₱1.01'],
    [1000000, '₱1,000,000.00'],
  ])('%p -> %s', (amount, expected) => {
    expect(formatPeso(amount)).toBe(expected);
  });
});

describe('stepAmount', () => {
  it.each([
    [0, 1, undefined, 1],
    [1.23, 1, undefined, 2.23],
    [0.1 + 0.2, 1, undefined, 1.3],
    [5, -1, undefined, 4],
    [0.5, -1, undefined, -0.5],
    [0.5, -1, 0, 0],
    [0, -1, 0, 0],
    [1.5, -1, 1, 1],
    [2.5, -1, 1, 1.5],
    [NaN, 1, 0, 1],
  ])('%p %+d (min %p) -> %p', (amount, delta, min, expected) => {
    expect(stepAmount(amount, delta, min)).toBe(expected);
  });
});

describe('toAmountInputValue', () => {
  it.each([
    [12.5, '12.50'],
    [0, '0.00'],
    [1.005, '1.01'],
    [1234.56, '1234.56'],
    [-5, '-5.00'],
  ])('%p -> %p', (amount, expected) => {
    expect(toAmountInputValue(amount)).toBe(expected);
  });
});

describe('limits: the exact range and the maximum (issue 7)', () => {
  it('MAX_AMOUNT is exactly MAX_AMOUNT_CENTAVOS', () => {
    expect(toCentavos(MAX_AMOUNT)).toBe(MAX_AMOUNT_CENTAVOS);
    expect(fromCentavos(MAX_AMOUNT_CENTAVOS)).toBe(MAX_AMOUNT);
    expect(formatMoney(MAX_AMOUNT)).toBe('₱9,999,999,999.99');
    expect(formatPeso(MAX_AMOUNT)).toBe('₱9,999,999,999.99');
  });

  it('is exact up to the last centavo below 10^13 pesos', () => {
    expect(toCentavos(9_999_999_999_999.99)).toBe(999_999_999_999_999);
    expect(toCentavos(-9_999_999_999_999.99)).toBe(-999_999_999_999_999);
    expect(toCentavos(1_234_567_890_123.45)).toBe(123_456_789_012_345);
    fc.assert(
      fc.property(fc.integer({ min: -(1e15 - 1), max: 1e15 - 1 }), (c) => toCentavos(c / 100) === c),
      { numRuns: 2000 },
    );
  });

  it.each([12_345_678_901_234.56, EXACT_AMOUNT_LIMIT, -EXACT_AMOUNT_LIMIT, 9e13, 1e300])(
    'refuses %p instead of rounding it (no ...234.60)',
    (amount) => {
      expect(() => toCentavos(amount)).toThrow(RangeError);
    },
  );

  it.each([
    ['9,999,999,999.99', MAX_AMOUNT],
    ['10,000,000,000', 10_000_000_000],
    ['9999999999999.99', 9_999_999_999_999.99],
  ])('parseAmount keeps %p (above the maximum: the validator says "cannot exceed")', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each(['12,345,678,901,234.56', '10,000,000,000,000', '-10000000000000', '99999999999999999999', '9'.repeat(400)])(
    'parseAmount returns null for %p: beyond the exact range (>= 10^13), never a throw',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );
});
