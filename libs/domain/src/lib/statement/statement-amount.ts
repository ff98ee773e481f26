import { currencySymbol, isCurrencyCode } from '../lookups';
import { negateMoney, parseAmountFor, type Centavos } from '../money';

// How Philippine banks and e-wallets write an amount in a statement: '₱1,234.50', 'PHP 1,234.50',
// 'P1,234.50', '-1,234.50', '(1,234.50)' for a debit, '1,234.50-', and '1,234.50 DR' / 'CR'. A
// statement of an account in another currency may name it: 'AED 1,234.50', 'JPY 1,500'.
const PESOS = /^(?:₱|PHP|P)\s*/i;
const DEBIT_CREDIT = /\s*(DR|CR)$/i;
const markers = new Map<string, RegExp>();

function currencyMarker(currency: string): RegExp {
  if (currency === 'PHP') return PESOS;
  let marker = markers.get(currency);
  if (!marker) {
    const symbol = isCurrencyCode(currency) ? `|${currencySymbol(currency).replace(/[$]/g, '\\$&')}` : '';
    marker = new RegExp(`^(?:${currency}${symbol})\\s*`, 'i');
    markers.set(currency, marker);
  }
  return marker;
}

/**
 * A statement cell as signed minor units of `currency` (negative = money out), or null when it is
 * not one amount: blank, words, two signs, more decimals than the currency has or misplaced
 * grouping commas (the grammar of the add form, so a file is read exactly like it). Refusing
 * rather than guessing keeps a mistyped cell from becoming a wrong amount: the preview shows the
 * row as invalid.
 */
export function parseStatementAmount(text: string, currency = 'PHP'): Centavos | null {
  let rest = text.replace(/[\s\u00a0]+/g, ' ').trim();
  let negative = false;
  const marker = DEBIT_CREDIT.exec(rest);
  if (marker) {
    negative = marker[1].toUpperCase() === 'DR';
    rest = rest.slice(0, marker.index);
  }
  const signs: boolean[] = [];
  if (rest.startsWith('(') && rest.endsWith(')')) {
    signs.push(true);
    rest = rest.slice(1, -1).trim();
  }
  if (/^[-+]/.test(rest)) {
    signs.push(rest.startsWith('-'));
    rest = rest.slice(1).trim();
  }
  rest = rest.replace(currencyMarker(currency), '');
  if (/^[-+]/.test(rest)) {
    signs.push(rest.startsWith('-'));
    rest = rest.slice(1).trim();
  }
  if (rest.endsWith('-')) {
    signs.push(true);
    rest = rest.slice(0, -1).trim();
  }
  if (signs.length + (marker ? 1 : 0) > 1 || !/^[\d.,]+$/.test(rest)) return null;
  const amount = parseAmountFor(rest, currency);
  if (amount === null || !Number.isInteger(amount)) return null;
  return negative || signs[0] === true ? negateMoney(amount) : amount;
}
