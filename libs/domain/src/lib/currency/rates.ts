// Exchange rates (issue #39): the person's own, dated, never fetched. A rate says how many units
// of the target currency one unit of the source buys ('15.3125': 1 AED = ₱15.3125), kept as the
// decimal they typed. Every conversion is exact integer arithmetic on minor units (BigInt), with
// one rounding at the end, half away from zero.
import { minorAmount, type MinorAmount } from './minor-amounts';
import { minorUnitsOf } from './iso-4217';

/** At most this many decimals in a rate (1 JPY = 0.00613245 KWD needs eight). */
export const RATE_MAX_DECIMALS = 8;
/** The decimals of an effective rate shown (what the padala really cost). */
export const EFFECTIVE_RATE_DECIMALS = 6;

export type ParsedRate =
  { ok: true; rate: string } | { ok: false; reason: 'notARate' | 'notPositive' | 'tooManyDecimals' };

const RATE = /^(\d+)?(?:\.(\d*))?$/;

/** A rate as typed: '15.3125', '0.0061', '1'. Zero, a negative or a ninth decimal is refused. */
export function parseRate(text: string): ParsedRate {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed.startsWith('-')) return { ok: false, reason: 'notPositive' };
  const match = RATE.exec(trimmed);
  if (!match || !/\d/.test(trimmed)) return { ok: false, reason: 'notARate' };
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > RATE_MAX_DECIMALS) return { ok: false, reason: 'tooManyDecimals' };
  const rate = normalise(whole, fraction);
  if (/^0(\.0*)?$/.test(rate)) return { ok: false, reason: 'notPositive' };
  return { ok: true, rate };
}

function normalise(whole: string, fraction: string): string {
  const w = whole.replace(/^0+(?=\d)/, '');
  const f = fraction.replace(/0+$/, '');
  return f ? `${w}.${f}` : w;
}

/** A positive decimal string as units / 10^scale. */
function asRatio(decimal: string): { units: bigint; scale: number } {
  const [whole, fraction = ''] = decimal.split('.');
  return { units: BigInt(`${whole}${fraction}`), scale: fraction.length };
}

const TEN = BigInt(10);
const pow10 = (n: number) => TEN ** BigInt(n);

/** n / d rounded to the nearest whole number, half away from zero. */
function divideRounded(n: bigint, d: bigint): bigint {
  const [nNegative, dNegative] = [n < BigInt(0), d < BigInt(0)];
  const [a, b] = [nNegative ? -n : n, dNegative ? -d : d];
  const q = (a * BigInt(2) + b) / (b * BigInt(2));
  return nNegative !== dNegative ? -q : q;
}

/** `amount` of `from` at `rate`, in `to`'s minor units: 1000.00 AED at 15.3125 → ₱15,312.50. */
export function convertAmount(amount: MinorAmount, from: string, to: string, rate: string): MinorAmount {
  const { units, scale } = asRatio(rate);
  const n = BigInt(amount) * units * pow10(minorUnitsOf(to));
  const d = pow10(scale + minorUnitsOf(from));
  return minorAmount(Number(divideRounded(n, d)));
}

/**
 * What one unit of the source really bought: `received` over `sent` (without the fee) and over
 * `sent` + `fee` (with it), each as a decimal string of EFFECTIVE_RATE_DECIMALS decimals.
 */
export function effectiveRates(
  sent: MinorAmount,
  fee: MinorAmount,
  received: MinorAmount,
  from: string,
  to: string,
): { withoutFee: string; withFee: string } {
  const rate = (paid: number) => {
    const n = BigInt(received) * pow10(minorUnitsOf(from) + EFFECTIVE_RATE_DECIMALS);
    const d = BigInt(paid) * pow10(minorUnitsOf(to));
    const scaled = String(divideRounded(n, d)).padStart(EFFECTIVE_RATE_DECIMALS + 1, '0');
    return `${scaled.slice(0, -EFFECTIVE_RATE_DECIMALS)}.${scaled.slice(-EFFECTIVE_RATE_DECIMALS)}`;
  };
  if (sent <= 0 || fee < 0 || received <= 0) throw new RangeError('A padala sends and receives more than nothing');
  return { withoutFee: rate(sent), withFee: rate(sent + fee) };
}
