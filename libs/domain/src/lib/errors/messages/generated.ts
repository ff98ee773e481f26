import { TEXT_MAX_LENGTH } from '../../constants';
import type { DebtType, TransactionType } from '../../model';
import { formatDate } from '../../dates';

/**
 * `build(name)`, with the name cut short (ending in '…') when the whole would pass the stored
 * limit of a description: a 200-character paluwagan name must still be payable. The row's link,
 * not its text, ties the transaction to its source. Cuts whole code points (no half emoji).
 */
function fitted(name: string, build: (name: string) => string): string {
  const full = build(name);
  if (full.length <= TEXT_MAX_LENGTH) return full;
  const room = name.length - (full.length - TEXT_MAX_LENGTH) - 1; // 1 for the '…'
  let kept = '';
  for (const codePoint of name) {
    if (kept.length + codePoint.length > room) break;
    kept += codePoint;
  }
  return build(`${kept}…`);
}

const recurringWhat = (type: TransactionType) => (type === 'expense' ? 'bill paid' : 'income received');

// Descriptions of the transactions written by paluwagan, debt and recurring actions (spec silent).
export const GENERATED_DESCRIPTIONS = {
  paluwaganPayment: (name: string, week: number) => fitted(name, (n) => `Paluwagan payment: ${n} (Week ${week})`),
  paluwaganPaymentReversal: (name: string, week: number) =>
    fitted(name, (n) => `Reversal of paluwagan payment: ${n} (Week ${week})`),
  paluwaganPayout: (name: string, num: number) => fitted(name, (n) => `Paluwagan payout: ${n} (Number ${num})`),
  paluwaganPayoutReversal: (name: string, num: number) =>
    fitted(name, (n) => `Reversal of paluwagan payout: ${n} (Number ${num})`),
  debtPayment: (name: string, index: number, type: DebtType) =>
    fitted(name, (n) => `${type === 'owe' ? 'Debt payment' : 'Debt received'}: ${n} (Payment ${index})`),
  debtPaymentReversal: (name: string, index: number, type: DebtType) =>
    fitted(name, (n) => `Reversal of ${type === 'owe' ? 'debt payment' : 'debt received'}: ${n} (Payment ${index})`),
  /** 'Bill paid: Meralco (Dec 5, 2026)', 'Income received: Salary (Nov 30, 2026)'. */
  recurringPayment: (name: string, day: Date, type: TransactionType) => {
    const what = recurringWhat(type);
    return fitted(name, (n) => `${what[0].toUpperCase()}${what.slice(1)}: ${n} (${formatDate(day)})`);
  },
  recurringPaymentReversal: (name: string, day: Date, type: TransactionType) =>
    fitted(name, (n) => `Reversal of ${recurringWhat(type)}: ${n} (${formatDate(day)})`),
} as const;
