import { useUnpayWeeks, userMessage } from '@pitaka/data';
import {
  PALUWAGAN_MESSAGES as P,
  paymentsMarkedUnpaidMessage,
  sourceRowLabel,
  unmarkedWithoutReversalMessage,
  type Account,
  type Paluwagan,
} from '@pitaka/domain';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';

export interface UnpayDialogState {
  weekNumbers: number[];
  /** Weeks paid from an account that no longer exists: unmarked without a reversal. */
  orphaned: number[];
  error: string | null;
}

/** Weeks among `weekNumbers` paid from an account that is not in the (loaded) list. */
function orphanedWeeks(p: Paluwagan, weekNumbers: readonly number[], accounts: readonly Account[] | undefined) {
  if (!accounts) return [];
  return p.weeklyPayments
    .filter((w) => weekNumbers.includes(w.weekNumber) && w.isPaid && w.accountId)
    .filter((w) => !accounts.some((a) => a.id === w.accountId))
    .map((w) => w.weekNumber);
}

/** Mark as Unpaid (one row or the selection): a confirmation, then the atomic unpayWeeks command. */
export function useUnpayWeeksFlow(paluwagan: Paluwagan, accounts: readonly Account[] | undefined, onDone: () => void) {
  const unpay = useUnpayWeeks();
  const [dialog, setDialog] = useState<UnpayDialogState | null>(null);

  const open = useCallback(
    (weekNumbers: readonly number[]) => {
      const weeks = [...weekNumbers].sort((a, b) => a - b);
      setDialog({ weekNumbers: weeks, orphaned: orphanedWeeks(paluwagan, weeks, accounts), error: null });
    },
    [paluwagan, accounts],
  );

  async function confirm() {
    if (!dialog || unpay.isPending) return;
    const { weekNumbers, orphaned } = dialog;
    try {
      const { withoutReversal } = await unpay.mutateAsync({
        paluwaganId: paluwagan.id,
        weekNumbers,
        ...(orphaned.length > 0 ? { withoutReversalForMissingAccounts: true } : {}),
      });
      toast.success(paymentsMarkedUnpaidMessage(weekNumbers.length));
      if (withoutReversal.length > 0) {
        const labels = withoutReversal.map((week) =>
          sourceRowLabel({ kind: 'paluwagan-week', index: week }, paluwagan.name),
        );
        toast.info(unmarkedWithoutReversalMessage(labels));
      }
      setDialog(null);
      onDone();
    } catch (error) {
      console.error('Failed to unmark payments', error);
      const message = userMessage(error, P.unmarkPaymentsFailed);
      toast.error(message);
      setDialog((d) => d && { ...d, error: message });
    }
  }

  return { dialog, busy: unpay.isPending, open, close: () => !unpay.isPending && setDialog(null), confirm };
}

export type UnpayWeeksFlow = ReturnType<typeof useUnpayWeeksFlow>;
