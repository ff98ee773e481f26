import { useUnmarkDebtPayments } from '@pitaka/data';
import {
  DEBT_MESSAGES,
  paymentsMarkedUnpaidMessage,
  sourceRowLabel,
  unmarkedWithoutReversalMessage,
  type Account,
  type Debt,
} from '@pitaka/domain';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { reportFailure } from '../../kit/report-failure';

/** Selected payments paid from an account that no longer exists (data of the original product). */
export function paymentsFromMissingAccounts(
  debt: Debt,
  indexes: readonly number[],
  accounts: readonly Account[] | undefined,
): number[] {
  if (!accounts) return [];
  return indexes.filter((i) => {
    const accountId = debt.paymentSchedule[i]?.accountId;
    return accountId !== undefined && !accounts.some((a) => a.id === accountId);
  });
}

/**
 * Unmark, after a confirmation: each payment booked in an account is reversed by the atomic
 * command (owe: an income back; owed: an expense, which needs the funds).
 */
export function useUnmarkPayments(debt: Debt, accounts: readonly Account[] | undefined, onUnmarked: () => void) {
  const command = useUnmarkDebtPayments();
  const [indexes, setIndexes] = useState<number[] | null>(null);
  const missing = indexes ? paymentsFromMissingAccounts(debt, indexes, accounts) : [];

  async function confirm() {
    if (!indexes || command.isPending) return;
    try {
      const { withoutReversal } = await command.mutateAsync({
        debtId: debt.id,
        indexes,
        // Only when the user was told: otherwise a gone account is refused with its message.
        ...(missing.length > 0 ? { withoutReversalForMissingAccounts: true } : {}),
      });
      toast.success(paymentsMarkedUnpaidMessage(indexes.length));
      if (withoutReversal.length > 0) {
        const labels = withoutReversal.map((index) => sourceRowLabel({ kind: 'debt-payment', index }, debt.name));
        toast.info(unmarkedWithoutReversalMessage(labels));
      }
      onUnmarked();
    } catch (error) {
      reportFailure(error, DEBT_MESSAGES.unmarkFailed, 'Failed to unmark debt payments');
    }
    setIndexes(null);
  }

  return {
    indexes,
    missing,
    busy: command.isPending,
    open: (next: number[]) => setIndexes(next),
    confirm,
    cancel: () => !command.isPending && setIndexes(null),
  };
}
