import type { DebtType } from '../../model';

// Descriptions of the transactions written by paluwagan and debt actions (spec silent).
export const GENERATED_DESCRIPTIONS = {
  paluwaganPayment: (name: string, week: number) => `Paluwagan payment: ${name} (Week ${week})`,
  paluwaganPaymentReversal: (name: string, week: number) => `Reversal of paluwagan payment: ${name} (Week ${week})`,
  paluwaganPayout: (name: string, num: number) => `Paluwagan payout: ${name} (Number ${num})`,
  paluwaganPayoutReversal: (name: string, num: number) => `Reversal of paluwagan payout: ${name} (Number ${num})`,
  debtPayment: (name: string, n: number, type: DebtType) =>
    `${type === 'owe' ? 'Debt payment' : 'Debt received'}: ${name} (Payment ${n})`,
  debtPaymentReversal: (name: string, n: number, type: DebtType) =>
    `Reversal of ${type === 'owe' ? 'debt payment' : 'debt received'}: ${name} (Payment ${n})`,
} as const;
