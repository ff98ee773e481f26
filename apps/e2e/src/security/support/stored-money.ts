// What a stored ledger must never contain, whatever was typed: numbers that are not finite, money
// with fractions of a centavo or outside 0..MAX_AMOUNT, counts that are not whole.
import { expect } from '@playwright/test';
import { MAX_AMOUNT, toPesos, type RawLedger } from '@pitaka/domain';

const MONEY_FIELDS = new Set(['balance', 'amount', 'amountPerNumber', 'payoutPerNumber', 'totalAmount']);
const COUNT_FIELDS = new Set(['totalNumbers', 'number', 'weekNumber', 'index']);

function isWholeCentavos(amount: number): boolean {
  return Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
}

/** Every number in the documents, with its path (e.g. 'debts/abc/paymentSchedule/0/amount'). */
function numbersIn(value: unknown, path: string, out: [string, number][]) {
  if (typeof value === 'number') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => numbersIn(item, `${path}/${i}`, out));
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) numbersIn(item, `${path}/${key}`, out);
  }
  return out;
}

export function corruptNumbers(ledger: RawLedger): string[] {
  const problems: string[] = [];
  for (const [path, n] of numbersIn(ledger, '', [])) {
    const field = path.split('/').pop() ?? '';
    if (!Number.isFinite(n)) problems.push(`${path} is ${n}`);
    else if (MONEY_FIELDS.has(field) && (n < 0 || n > toPesos(MAX_AMOUNT) || !isWholeCentavos(n))) {
      problems.push(`${path} = ${n} is not money`);
    } else if (COUNT_FIELDS.has(field) && !Number.isInteger(n)) problems.push(`${path} = ${n} is not whole`);
  }
  return problems;
}

/** Fails listing every corrupt number of the stored ledger. */
export function expectNoCorruptNumbers(ledger: RawLedger) {
  expect(corruptNumbers(ledger), 'corrupt numbers in the stored documents').toEqual([]);
}
