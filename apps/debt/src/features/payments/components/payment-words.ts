import type { DebtPaymentStatusKind, DebtType, RowSelection } from '@pitaka/domain';
import { useLanguage } from '@pitaka/ui';
import { useMemo } from 'react';
import { useDebtText, type DebtTextKey } from '../../../i18n/debt-text';

export interface PaymentWords {
  /** 'Payment 2', 'Payments 1 and 2', 'Payments 1, 2, and 3', or '12 payments' (1-based numbers). */
  paymentsText(indexes: readonly number[]): string;
  /** The row's name: its checkbox is 'Select Payment 2', its card on phones is titled so. */
  paymentLabel(index: number): string;
}

/** How payments are named, in the page's language. */
export function usePaymentWords(): PaymentWords {
  const text = useDebtText();
  const language = useLanguage();
  return useMemo(() => {
    const list = new Intl.ListFormat(language, { type: 'conjunction' });
    return {
      paymentsText(indexes) {
        const numbers = [...indexes].sort((a, b) => a - b).map((i) => String(i + 1));
        if (numbers.length === 1) return text('payment.one', { number: numbers[0] });
        if (numbers.length > 5) return text('payment.many', { count: numbers.length });
        return text('payment.some', { numbers: list.format(numbers) });
      },
      paymentLabel: (index) => text('payment.one', { number: String(index + 1) }),
    };
  }, [text, language]);
}

/** The words of `debtPaymentStatus` (libs/domain debt.ts): 'Paid' / 'Received', 'Overdue', 'Due Soon', 'Upcoming'. */
export function paymentStatusKey(kind: DebtPaymentStatusKind, type: DebtType): DebtTextKey {
  return kind === 'paid' ? `${type}.paidStatus` : `schedule.${kind}`;
}

/** The bulk button's words: 'Select Payments', 'Mark Selected as …', 'Unmark Selected' (spec: testing/spec-english.ts). */
export function bulkLabelKey(selection: RowSelection, type: DebtType): DebtTextKey {
  if (selection.mode === 'unpaid') return `${type}.bulkMark`;
  if (selection.mode === 'paid') return 'schedule.unmarkSelected';
  return 'schedule.selectPayments';
}
