import { ISO_4217_CODES, isIsoCurrency, minorUnitsOf } from './iso-4217';
import { decimalOf, formatAmountIn, minorAmount, parseAmountIn } from './minor-amounts';
import { convertAmount, effectiveRates, parseRate } from './rates';
import { toMajorUnits, toMinorUnits } from './stored-units';
import {
  FRACTION_OF_A_MINOR_UNIT,
  formatCompactIn,
  amountInputValueFor,
  amountPrefix,
  formatMoney,
  parseAmountFor,
  type Centavos,
} from '../money';
import { currencyChoiceLabel, currencyChoices } from './currency-choices';
import { homeEstimate } from './estimates';
import type { CurrencyRates } from './kept-rates';
import { validateAddTransaction } from '../validation/transaction';

const m = minorAmount;

describe('ISO 4217 minor units', () => {
  it.each([
    ['PHP', 2],
    ['AED', 2],
    ['USD', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['VND', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['OMR', 3],
    ['IQD', 3],
    ['CLF', 4],
  ] as const)('%s has %i decimals', (code, digits) => {
    expect(minorUnitsOf(code)).toBe(digits);
  });

  it('knows only active upper-case codes', () => {
    expect(ISO_4217_CODES).toHaveLength(new Set(ISO_4217_CODES).size);
    expect(ISO_4217_CODES.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
    expect(['php', 'XXX', 'PHX', 'HRK'].map(isIsoCurrency)).toEqual([false, false, false, false]);
    expect(() => minorUnitsOf('PHX')).toThrow('Not an ISO 4217 currency: PHX');
  });

  it('every code is one Intl can format', () => {
    for (const code of ISO_4217_CODES) {
      expect(() => new Intl.NumberFormat('en-PH', { style: 'currency', currency: code })).not.toThrow();
    }
  });
});

describe('amounts in minor units', () => {
  it.each([
    ['1,234.5', 'KWD', 1_234_500],
    ['0.001', 'BHD', 1],
    ['1,234', 'JPY', 1_234],
    ['1234.56', 'AED', 123_456],
    ['.5', 'PHP', 50],
    ['-20', 'USD', -2_000],
    ['9007199254740991', 'JPY', Number.MAX_SAFE_INTEGER],
    // Zeros past the currency's decimals change nothing: the add form's '0.00' opened in yen.
    ['0.00', 'JPY', 0],
    ['1,500.00', 'JPY', 1_500],
    ['12.3450', 'KWD', 12_345],
  ] as const)('reads %s %s as %i minor units', (text, code, units) => {
    expect(parseAmountIn(text, code)).toEqual({ ok: true, amount: units });
  });

  it.each([
    ['1.5', 'JPY', 'tooManyDecimals'],
    ['1.50', 'JPY', 'tooManyDecimals'],
    ['1.2345', 'KWD', 'tooManyDecimals'],
    ['0.125', 'PHP', 'tooManyDecimals'],
    ['1,23.4', 'AED', 'notAnAmount'],
    ['1e3', 'AED', 'notAnAmount'],
    ['', 'AED', 'notAnAmount'],
    ['9007199254740992', 'JPY', 'tooLarge'],
    ['90071992547409.92', 'PHP', 'tooLarge'],
  ] as const)('refuses %s %s: %s', (text, code, reason) => {
    expect(parseAmountIn(text, code)).toEqual({ ok: false, reason });
  });

  it('writes exact decimals back, and reads them again unchanged', () => {
    expect(decimalOf(m(1_234_500), 'KWD')).toBe('1234.500');
    expect(decimalOf(m(5), 'BHD')).toBe('0.005');
    expect(decimalOf(m(-1_234), 'JPY')).toBe('-1234');
    expect(decimalOf(m(Number.MAX_SAFE_INTEGER), 'KWD')).toBe('9007199254740.991');
    for (const [units, code] of [
      [Number.MAX_SAFE_INTEGER, 'KWD'],
      [123_456_789, 'JPY'],
      [-10, 'AED'],
    ] as const) {
      expect(parseAmountIn(decimalOf(m(units), code), code)).toEqual({ ok: true, amount: units });
    }
  });

  it('formats with the currency’s own decimals, exactly, in English and Filipino', () => {
    // Intl puts a no-break space between a code and the number.
    const shown = (...args: Parameters<typeof formatAmountIn>) => formatAmountIn(...args).replace(/\u00a0/g, ' ');
    expect(shown(m(123_450), 'AED')).toBe('AED 1,234.50');
    expect(shown(m(1_234), 'JPY')).toBe('¥1,234');
    expect(shown(m(12_345), 'KWD', 'fil')).toBe('KWD 12.345');
    expect(shown(m(Number.MAX_SAFE_INTEGER), 'KWD')).toBe('KWD 9,007,199,254,740.991');
    expect(shown(m(150_025), 'PHP', 'fil')).toBe('₱1,500.25');
  });
});

describe('rates', () => {
  it.each([
    ['15.3125', '15.3125'],
    ['0015.30', '15.3'],
    ['0.00613245', '0.00613245'],
    ['1,000', '1000'],
  ])('reads %s as %s', (text, rate) => {
    expect(parseRate(text)).toEqual({ ok: true, rate });
  });

  it.each([
    ['0', 'notPositive'],
    ['0.000', 'notPositive'],
    ['-15', 'notPositive'],
    ['0.000000001', 'tooManyDecimals'],
    ['abc', 'notARate'],
    ['', 'notARate'],
  ] as const)('refuses %s: %s', (text, reason) => {
    expect(parseRate(text)).toEqual({ ok: false, reason });
  });

  it('converts exactly between minor units, rounding half away from zero once', () => {
    expect(convertAmount(m(100_000), 'AED', 'PHP', '15.3125')).toBe(1_531_250);
    expect(convertAmount(m(1_000), 'JPY', 'PHP', '0.3712')).toBe(37_120);
    expect(convertAmount(m(12_345), 'KWD', 'PHP', '185.5')).toBe(229_000); // 12.345 × 185.5 = 2,289.9975
    expect(convertAmount(m(1), 'PHP', 'JPY', '2.5')).toBe(0); // ₱0.01 is 0.025 yen
    expect(convertAmount(m(2), 'PHP', 'JPY', '25')).toBe(1); // 0.5 yen: half up
    expect(convertAmount(m(-2), 'PHP', 'JPY', '25')).toBe(-1);
  });

  it('says what a padala really cost: the rate without the fee and with it', () => {
    // AED 1,000.00 sent with a AED 25.00 fee, ₱15,250.00 received.
    expect(effectiveRates(m(100_000), m(2_500), m(1_525_000), 'AED', 'PHP')).toEqual({
      withoutFee: '15.250000',
      withFee: '14.878049',
    });
    // KWD 100.000 with a KWD 1.500 fee, ¥48,000 received.
    expect(effectiveRates(m(100_000), m(1_500), m(48_000), 'KWD', 'JPY')).toEqual({
      withoutFee: '480.000000',
      withFee: '472.906404',
    });
    expect(() => effectiveRates(m(0), m(0), m(1), 'AED', 'PHP')).toThrow();
  });
});

describe("the documents' major units", () => {
  const c = (units: number) => units as Centavos;

  it.each([
    [undefined, 12.34, 1234],
    ['AED', 1234.5, 123_450],
    ['JPY', 1500, 1500],
    ['KWD', 12.345, 12_345],
    ['KWD', 999_999_999.999, 999_999_999_999],
    ['CLF', 0.0001, 1],
    ['KWD', 0.1 + 0.2, 300],
  ] as const)('%s %d is %i minor units, and back', (currency, major, units) => {
    expect(toMinorUnits(major, currency)).toBe(units);
    expect(toMajorUnits(c(units), currency)).toBe(Number(major.toPrecision(12)));
  });

  it('refuses what is not finite, outside the exact range, or in no ISO currency', () => {
    expect(() => toMinorUnits(Number.NaN, 'JPY')).toThrow(RangeError);
    expect(() => toMinorUnits(1e15, 'JPY')).toThrow(RangeError);
    expect(() => toMinorUnits(1, 'XYZ')).toThrow('Not an ISO 4217 currency: XYZ');
  });

  it('shows an account in its own currency by its code with its own decimals, the books’ three by their symbol', () => {
    expect(formatMoney(c(123_450), 'AED')).toBe('AED 1,234.50');
    expect(formatMoney(c(150_000), 'JPY')).toBe('JPY 150,000');
    expect(formatMoney(c(-12_345), 'KWD')).toBe('-KWD 12.345');
    expect(formatMoney(c(999_999_999_999), 'KWD')).toBe('KWD 999,999,999.999');
    expect(formatMoney(c(123_450), 'PHP')).toBe('₱1,234.50');
    expect(formatMoney(c(123_450), 'USD')).toBe('$1,234.50');
  });
});

describe("amounts typed in a form, in the chosen account's currency", () => {
  it.each([
    ['12.50', 'PHP', 1250],
    ['1,500', 'JPY', 1500],
    ['12.345', 'KWD', 12345],
    ['4,957.5', 'AED', 495750],
  ])('reads %j in %s as %i minor units', (text, currency, units) => {
    expect(parseAmountFor(text, currency)).toBe(units);
  });

  it('reads pesos as it always has (a third decimal is not an amount), and too many decimals elsewhere as a fraction', () => {
    expect(parseAmountFor('1.234', 'PHP')).toBeNull();
    expect(parseAmountFor('1.5', 'JPY')).toBe(FRACTION_OF_A_MINOR_UNIT);
    expect(parseAmountFor('1.2345', 'KWD')).toBe(FRACTION_OF_A_MINOR_UNIT);
    expect(parseAmountFor('abc', 'KWD')).toBeNull();
  });

  it("refuses the fraction in the currency's own words", () => {
    const input = {
      type: 'expense' as const,
      amount: parseAmountFor('1.5', 'JPY'),
      description: 'Bento',
      category: 'Food',
      accountId: 'y',
    };
    const account = { id: 'y', name: 'Yucho', balance: 5000 as Centavos };
    expect(validateAddTransaction(input, { account, currency: 'JPY' })).toMatchObject({
      ok: false,
      field: 'amount',
      message: 'JPY amounts have no decimals',
    });
  });

  it('puts an amount back into an input in its own decimals, and names the currency before it', () => {
    expect(amountInputValueFor(1250 as Centavos, 'PHP')).toBe('12.50');
    expect(amountInputValueFor(1500 as Centavos, 'JPY')).toBe('1500');
    expect(amountInputValueFor(12345 as Centavos, 'KWD')).toBe('12.345');
    expect([amountPrefix('PHP'), amountPrefix('USD'), amountPrefix('AED'), amountPrefix('JPY')]).toEqual([
      '₱',
      '$',
      'AED',
      'JPY',
    ]);
  });
});

describe('the currencies an account can be opened in', () => {
  it("offers the books' first, then where OFWs are paid, then every other ISO code once", () => {
    const codes = currencyChoices('PHP').map((c) => c.value);
    expect(codes.slice(0, 4)).toEqual(['PHP', 'USD', 'AED', 'SAR']);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...ISO_4217_CODES].sort());
    expect(
      currencyChoices('USD')
        .map((c) => c.value)
        .slice(0, 3),
    ).toEqual(['USD', 'AED', 'SAR']);
  });

  it('names each by its code and its name', () => {
    expect(currencyChoiceLabel('AED')).toBe('AED United Arab Emirates Dirham');
    expect(currencyChoiceLabel('KWD')).toBe('KWD Kuwaiti Dinar');
  });
});

describe('the home-currency estimate across every account', () => {
  const day = new Date('2026-11-14T12:00:00+08:00');
  const manila = (iso: string) => new Date(`${iso}T00:00:00+08:00`);
  const accounts = [
    { balance: 2_501_250 as Centavos },
    { balance: 344_250 as Centavos, currency: 'AED' },
    { balance: 148_499 as Centavos, currency: 'JPY' },
  ];
  const aed: CurrencyRates = {
    id: 'AED',
    rates: [
      { rate: '15.5', day: manila('2026-11-20') },
      { rate: '15.3125', day: manila('2026-11-10') },
    ],
  };

  it('converts each account at the last rate kept on or before the day, and names what it could not', () => {
    // ₱25,012.50 + AED 3,442.50 × 15.3125 = ₱52,713.28125, rounded to ₱52,713.28; no yen rate yet.
    expect(homeEstimate(accounts, [aed], 'PHP', day)).toEqual({
      total: 2_501_250 + 5_271_328,
      used: [{ currency: 'AED', rate: { rate: '15.3125', day: manila('2026-11-10') } }],
      unrated: ['JPY'],
    });
  });

  it('converts yen to pesos by their own decimals', () => {
    const jpy: CurrencyRates = { id: 'JPY', rates: [{ rate: '0.3712', day: manila('2026-11-01') }] };
    // 148,499 yen × 0.3712 = ₱55,122.8288 → ₱55,122.83.
    expect(homeEstimate([accounts[2]], [jpy], 'PHP', day)?.total).toBe(5_512_283);
  });

  it("is none when every account is in the books' currency", () => {
    expect(homeEstimate([accounts[0]], [aed], 'PHP', day)).toBeNull();
  });
});

describe('a chart axis in any currency', () => {
  it('labels pesos as before, and another currency by its code', () => {
    expect([formatCompactIn(4200, 'PHP'), formatCompactIn(1300, 'AED'), formatCompactIn(150_000, 'JPY')]).toEqual([
      '₱4.2K',
      'AED\u00a01.3K',
      'JPY\u00a0150K',
    ]);
  });
});
