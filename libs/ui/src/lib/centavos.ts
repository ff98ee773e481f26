// Whole centavos keep stepping exact (0.1 + 0.2 !== 0.3 in floating point). A local copy on purpose:
// libs/ui imports nothing of ours, and this is only what an input needs.

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** '1,234.5' -> 123450; rounds half up past two decimals; null when it is not a number. */
export function parseCentavos(text: string): number | null {
  const match = DECIMAL.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const digits = (fraction + '000').slice(0, 3);
  const centavos = Number(whole || '0') * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(centavos)) return null;
  return sign === '-' && centavos !== 0 ? -centavos : centavos;
}

/** 123450 -> '1234.50' (no grouping: it goes back into an input). */
export function formatCentavos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A whole-unit number (a step, a bound) in centavos. */
export function toCentavos(amount: number): number {
  return Math.round(amount * 100);
}
