import fc from 'fast-check';
import { MAX_AMOUNT } from './constants';
import {
  EXACT_AMOUNT_LIMIT,
  NOT_AN_AMOUNT,
  ZERO_CENTAVOS,
  addMoney,
  centavos,
  formatMoney,
  formatCompactPesos,
  formatPeso,
  multiplyMoney,
  negateMoney,
  parseAmount,
  splitMoney,
  subtractMoney,
  sumMoney,
  toAmountInputValue,
  toCentavos,
  toPesos,
  type Centavos,
} from './money';

describe('centavos', () => {
  it.each([0, 1, -1, 123456, -500, MAX_AMOUNT, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])(
    'keeps the whole number %p',
    (n) => {
      expect(centavos(n)).toBe(n);
    },
  );

  it('never returns -0', () => {
    expect(Object.is(centavos(-0), 0)).toBe(true);
    expect(Object.is(ZERO_CENTAVOS, 0)).toBe(true);
  });

  it.each([0.5, 1.5, -0.01, 123456.7, NaN, Infinity, -Infinity, 2 ** 53, -(2 ** 53)])('refuses %p', (n) => {
    expect(() => centavos(n)).toThrow(RangeError);
  });

  it('is the identity on every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => centavos(n) === n),
      { numRuns: 500 },
    );
  });
});

describe('NOT_AN_AMOUNT (what a form sends for text that is not an amount)', () => {
  it('is no number of centavos: every money function refuses it', () => {
    expect(NOT_AN_AMOUNT).toBeNaN();
    expect(() => centavos(NOT_AN_AMOUNT)).toThrow(RangeError);
    expect(() => addMoney(NOT_AN_AMOUNT, ZERO_CENTAVOS)).toThrow(RangeError);
    expect(() => toPesos(NOT_AN_AMOUNT)).toThrow(RangeError);
    expect(() => formatMoney(NOT_AN_AMOUNT)).toThrow(RangeError);
  });
});

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

  it('takes pesos only: converting centavos again does not compile', () => {
    // @ts-expect-error: a Centavos value is not Pesos (the typecheck fails if the brand lets it through)
    expect(toCentavos(centavos(100))).toBe(10000);
  });

  it('is exact for every whole number of centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => toCentavos(c / 100) === c),
      { numRuns: 500 },
    );
  });
});

describe('toPesos', () => {
  it.each([
    [0, 0],
    [30, 0.3],
    [123456, 1234.56],
    [-500, -5],
    [1, 0.01],
    [-1, -0.01],
  ])('%p -> %p', (c, expected) => {
    expect(toPesos(centavos(c))).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(toPesos(negateMoney(ZERO_CENTAVOS)), 0)).toBe(true);
  });

  it('refuses fractions of a centavo', () => {
    // Deliberately invalid: a fraction is not Centavos; only a cast can build one.
    expect(() => toPesos(1.5 as Centavos)).toThrow(RangeError);
  });

  it('reads back as the same centavos (what is written to Firestore is read back unchanged)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        const pesos = toPesos(centavos(c));
        return pesos === c / 100 && toCentavos(pesos) === c;
      }),
      { numRuns: 500 },
    );
  });
});

describe('arithmetic on centavos', () => {
  it.each([
    // toPesos(toCentavos(x)): rounding a peso value to the centavo (what the ledger audit checks).
    ['round ₱1.005', toPesos(toCentavos(1.005)), 1.01],
    ['round ₱0.1 + ₱0.2', toPesos(toCentavos(0.1 + 0.2)), 0.3],
    ['addMoney(₱0.10, ₱0.20)', addMoney(toCentavos(0.1), toCentavos(0.2)), 30],
    ['addMoney(₱1,234.56, ₱0.44)', addMoney(toCentavos(1234.56), toCentavos(0.44)), 123500],
    ['addMoney(₱5, -₱5)', addMoney(toCentavos(5), toCentavos(-5)), 0],
    ['subtractMoney(₱0.30, ₱0.10)', subtractMoney(toCentavos(0.3), toCentavos(0.1)), 20],
    ['subtractMoney(₱5, ₱10)', subtractMoney(toCentavos(5), toCentavos(10)), -500],
    ['negateMoney(₱12.34)', negateMoney(toCentavos(12.34)), -1234],
    ['negateMoney(-₱0.01)', negateMoney(toCentavos(-0.01)), 1],
    ['sumMoney(ten × ₱0.10)', sumMoney(Array<Centavos>(10).fill(toCentavos(0.1))), 100],
    ['sumMoney([₱1, -₱0.01, ₱2.50])', sumMoney([toCentavos(1), toCentavos(-0.01), toCentavos(2.5)]), 349],
    ['sumMoney([])', sumMoney([]), 0],
    ['multiplyMoney(₱0.10, 3)', multiplyMoney(toCentavos(0.1), 3), 30],
    ['multiplyMoney(₱333.33, 3)', multiplyMoney(toCentavos(333.33), 3), 99999],
    ['multiplyMoney(-₱2.50, 4)', multiplyMoney(toCentavos(-2.5), 4), -1000],
    ['multiplyMoney(₱500, 0)', multiplyMoney(toCentavos(500), 0), 0],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(negateMoney(ZERO_CENTAVOS), 0)).toBe(true);
    expect(Object.is(multiplyMoney(toCentavos(-5), 0), 0)).toBe(true);
    expect(Object.is(subtractMoney(ZERO_CENTAVOS, ZERO_CENTAVOS), 0)).toBe(true);
    expect(Object.is(sumMoney([toCentavos(-1), toCentavos(1)]), 0)).toBe(true);
  });

  it('multiplyMoney needs a whole count', () => {
    expect(() => multiplyMoney(toCentavos(1), 1.5)).toThrow(RangeError);
    expect(() => multiplyMoney(toCentavos(1), NaN)).toThrow(RangeError);
  });

  it('refuses a result beyond exact integers instead of losing a centavo', () => {
    const max = centavos(Number.MAX_SAFE_INTEGER);
    expect(() => addMoney(max, centavos(1))).toThrow(RangeError);
    expect(() => subtractMoney(negateMoney(max), centavos(1))).toThrow(RangeError);
    expect(() => sumMoney([max, max])).toThrow(RangeError);
    expect(() => multiplyMoney(max, 2)).toThrow(RangeError);
  });

  it('centavos compare to the centavo with < and ===', () => {
    expect(toCentavos(0.1 + 0.2)).toBe(toCentavos(0.3));
    expect(toCentavos(1)).toBeLessThan(toCentavos(1.01));
    expect(toCentavos(2)).toBeGreaterThan(toCentavos(1.99));
  });

  it('sums agree with integer centavo arithmetic', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 50 }), (cs) => {
        const expected = cs.reduce((a, b) => a + b, 0);
        return sumMoney(cs.map((c) => toCentavos(c / 100))) === expected && sumMoney(cs.map(centavos)) === expected;
      }),
      { numRuns: 300 },
    );
  });

  it('add, subtract, negate and multiply agree with integer arithmetic', () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 }).map(centavos);
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 0, max: 100 }), (a, b, n) => {
        expect(addMoney(a, b)).toBe(a + b);
        expect(subtractMoney(a, b)).toBe(a - b);
        expect(subtractMoney(addMoney(a, b), b)).toBe(a);
        expect(addMoney(a, negateMoney(a))).toBe(0);
        expect(negateMoney(negateMoney(a))).toBe(a);
        expect(multiplyMoney(a, n)).toBe(sumMoney(Array<Centavos>(n).fill(a)));
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
  ])('₱%p in %p parts', (total, count, expected) => {
    expect(splitMoney(toCentavos(total), count)).toEqual(expected.map(toCentavos));
  });

  it('splits ₱100 in 3 as 3334, 3333 and 3333 centavos', () => {
    expect(splitMoney(toCentavos(100), 3)).toEqual([3334, 3333, 3333]);
  });

  it.each([
    [100, 0],
    [100, 1.5],
    [-1, 2],
    [-0.01, 2],
  ])('refuses total ₱%p in %p parts', (total, count) => {
    expect(() => splitMoney(toCentavos(total), count)).toThrow(RangeError);
  });

  it('parts are whole centavos, add up exactly, differ by at most one centavo, largest first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 120 }), (c, n) => {
        const parts = splitMoney(centavos(c), n);
        expect(parts).toHaveLength(n);
        parts.forEach((p) => expect(Number.isSafeInteger(p)).toBe(true));
        expect(sumMoney(parts)).toBe(c);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        parts.forEach((p, i) => i > 0 && expect(p).toBeLessThanOrEqual(parts[i - 1]));
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseAmount', () => {
  it.each([
    ['1234.56', 123456],
    ['1,234.56', 123456],
    ['1,234,567', 123456700],
    [' 12 ', 1200],
    ['0', 0],
    ['.5', 50],
    ['5.', 500],
    ['0.10', 10],
    ['0.01', 1],
    ['-3.25', -325],
    ['+7', 700],
    ['007', 700],
  ])('%p -> %p centavos', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(parseAmount('-0'), 0)).toBe(true);
    expect(Object.is(parseAmount('-0.00'), 0)).toBe(true);
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

  it('reads back what formatMoney and toAmountInputValue write', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (c) => {
        const amount = centavos(c);
        const input = toAmountInputValue(amount);
        const shown = formatMoney(amount).replace('₱', '');
        return parseAmount(input) === c && parseAmount(shown) === c;
      }),
      { numRuns: 500 },
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [123456, 'PHP', '₱1,234.56'],
    [-500, 'PHP', '-₱5.00'],
    [0, 'PHP', '₱0.00'],
    [1, 'PHP', '₱0.01'],
    [-1, 'PHP', '-₱0.01'],
    [123456789, 'PHP', '₱1,234,567.89'],
    [100, 'USD', '$1.00'],
    [100050, 'EUR', '€1,000.50'],
    [-123450, 'USD', '-$1,234.50'],
  ] as const)('%p centavos %s -> %s', (amount, currency, expected) => {
    expect(formatMoney(centavos(amount), currency)).toBe(expected);
  });

  it.each([
    [-0.001, '₱0.00'], // never '-₱0.00'
    [1234567.891, '₱1,234,567.89'],
    [0.1 + 0.2, '₱0.30'],
  ])('pesos %p through toCentavos -> %s', (pesos, expected) => {
    expect(formatMoney(toCentavos(pesos))).toBe(expected);
  });

  it('defaults to PHP', () => {
    expect(formatMoney(toCentavos(99))).toBe('₱99.00');
  });
});

describe('formatPeso (en-PH)', () => {
  it.each([
    [123450, '₱1,234.50'],
    [0, '₱0.00'],
    [-500, '-₱5.00'],
    [1, '₱0.01'],
    [100000000, '₱1,000,000.00'],
  ])('%p centavos -> %s', (amount, expected) => {
    expect(formatPeso(centavos(amount))).toBe(expected);
  });
});

describe.each([
  ['formatMoney', formatMoney, '₱1.01'],
  ['formatPeso', formatPeso, '₱1.01'],
  ['toAmountInputValue', toAmountInputValue, '1.01'],
])('%s leaves the rounding to toCentavos', (_name, format, rounded) => {
  it(`shows pesos rounded through toCentavos: 1.005 -> ${rounded}`, () => {
    expect(format(toCentavos(1.005))).toBe(rounded);
  });

  it.each([150.5, 0.5, 100.5])('refuses a fraction of a centavo (%p) instead of rounding it', (fraction) => {
    // Deliberately invalid: a fraction is not Centavos; only a cast can build one.
    expect(() => format(fraction as Centavos)).toThrow(RangeError);
  });
});

describe('toAmountInputValue', () => {
  it.each([
    [12.5, '12.50'],
    [0, '0.00'],
    [1234.56, '1234.56'],
    [-5, '-5.00'],
    [0.01, '0.01'],
    [9_999_999_999.99, '9999999999.99'],
  ])('₱%p -> %p', (amount, expected) => {
    expect(toAmountInputValue(toCentavos(amount))).toBe(expected);
  });

  it('shows centavos as pesos: 1250 -> 12.50', () => {
    expect(toAmountInputValue(centavos(1250))).toBe('12.50');
    expect(toAmountInputValue(centavos(-7))).toBe('-0.07');
  });
});

describe('limits: the exact range and the maximum (issue 7)', () => {
  it('MAX_AMOUNT is ₱9,999,999,999.99, in centavos', () => {
    expect(MAX_AMOUNT).toBe(999_999_999_999);
    expect(toCentavos(9_999_999_999.99)).toBe(MAX_AMOUNT);
    expect(toPesos(MAX_AMOUNT)).toBe(9_999_999_999.99);
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

  it('toPesos and toCentavos round-trip over the whole exact range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(1e15 - 1), max: 1e15 - 1 }), (c) => toCentavos(toPesos(centavos(c))) === c),
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
    ['9,999,999,999.99', 999_999_999_999],
    ['10,000,000,000', 1_000_000_000_000],
    ['9999999999999.99', 999_999_999_999_999],
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

describe('formatCompactPesos (chart axes)', () => {
  it.each([
    [0, '₱0'],
    [500, '₱500'],
    [999.5, '₱999.5'],
    [4200, '₱4.2K'],
    [120000, '₱120K'],
    [1250000, '₱1.3M'],
    [-1500, '-₱1.5K'],
  ])('%p pesos -> %p', (pesos, expected) => {
    expect(formatCompactPesos(pesos)).toBe(expected);
  });
});
