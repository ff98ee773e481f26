import { parseStatementAmount } from './statement-amount';

describe('parseStatementAmount', () => {
  it.each([
    ['BPI debit column', '1,250.00', 125_000],
    ['GCash amount with peso sign', '₱1,234.50', 123_450],
    ['Maya money out with minus', '-350.75', -35_075],
    ['UnionBank PHP prefix', 'PHP 12,000.00', 1_200_000],
    ['Metrobank P prefix', 'P500.00', 50_000],
    ['accounting parentheses', '(2,500.00)', -250_000],
    ['parentheses around a peso amount', '(₱99.99)', -9_999],
    ['minus before the peso sign', '-₱45.00', -4_500],
    ['minus after the peso sign', '₱-45.00', -4_500],
    ['trailing minus', '1,000.00-', -100_000],
    ['DR suffix', '780.00 DR', -78_000],
    ['CR suffix', '15,000.00 CR', 1_500_000],
    ['CR suffix without a space', '15.5CR', 1_550],
    ['explicit plus', '+20', 2_000],
    ['no-break space inside', '₱\u00a01,000.00', 100_000],
    ['a lone decimal', '.5', 50],
  ])('%s: %s is %i centavos', (_, text, expected) => {
    expect(parseStatementAmount(text)).toBe(expected);
  });

  it.each([
    ['blank', '   '],
    ['words', 'n/a'],
    ['two signs', '-(100.00)'],
    ['a sign and DR', '-100.00 DR'],
    ['three decimals', '1.005'],
    ['misplaced grouping comma', '12,34.00'],
    ['an exponent', '1e5'],
    ['a decimal comma', '1.234,50'],
    ['a formula', '=1+1'],
    ['another currency', 'USD 10.00'],
    ['beyond the exact range', '12,345,678,901,234.56'],
  ])('%s (%s) is not an amount', (_, text) => {
    expect(parseStatementAmount(text)).toBeNull();
  });
});

describe('parseStatementAmount for an account in its own currency', () => {
  it.each([
    ['JPY', '1,500', 1_500],
    ['JPY', 'JPY 1,500 DR', -1_500],
    ['KWD', '(KWD 12.345)', -12_345],
    ['AED', 'AED 4,957.50', 495_750],
    ['USD', '$10.25', 1_025],
  ])('%s: %s is %i minor units', (currency, text, expected) => {
    expect(parseStatementAmount(text, currency)).toBe(expected);
  });

  it.each([
    ['JPY', '1,500.5'],
    ['KWD', '12.3456'],
    ['AED', '₱100.00'],
    ['JPY', 'AED 100'],
  ])('%s: %s is not an amount (a fraction of its unit, or another currency)', (currency, text) => {
    expect(parseStatementAmount(text, currency)).toBeNull();
  });
});
