// Whole minor units (centavos, fils, yen) keep stepping exact (0.1 + 0.2 !== 0.3 in floating
// point). A local copy on purpose: libs/ui imports nothing of ours, and this is only what an
// input needs. `digits` is the currency's decimals: 2 for pesos, 0 for yen, 3 for dinars.

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** '1,234.5' -> 123450 (two digits); rounds half up past the digits; null when it is not a number. */
export function parseCentavos(text: string, digits = 2): number | null {
  const match = DECIMAL.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const kept = (fraction + '0'.repeat(digits + 1)).slice(0, digits + 1);
  const units =
    Number(whole || '0') * 10 ** digits + Number(kept.slice(0, digits) || '0') + (Number(kept[digits]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(units)) return null;
  return sign === '-' && units !== 0 ? -units : units;
}

/** 123450 -> '1234.50' with two digits, '123450' with none (no grouping: it goes back into an input). */
export function formatCentavos(units: number, digits = 2): string {
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  if (digits === 0) return `${sign}${abs}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

/** A whole-unit number (a step, a bound) in minor units. */
export function toCentavos(amount: number, digits = 2): number {
  return Math.round(amount * 10 ** digits);
}
