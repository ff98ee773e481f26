import { useUnreceivePayout, userMessage } from '@pitaka/data';
import {
  PALUWAGAN_MESSAGES as P,
  sourceRowLabel,
  unmarkedWithoutReversalMessage,
  type Account,
  type Paluwagan,
} from '@pitaka/domain';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';

export interface UnreceiveDialogState {
  number: number;
  /** It was credited to an account that no longer exists: unmarked without a reversal. */
  accountMissing: boolean;
  error: string | null;
}

/** Mark as Unreceived: a confirmation, then the atomic unreceivePayout command (an expense reversal). */
export function useUnreceivePayoutFlow(paluwagan: Paluwagan, accounts: readonly Account[] | undefined) {
  const unreceive = useUnreceivePayout();
  const [dialog, setDialog] = useState<UnreceiveDialogState | null>(null);

  const open = useCallback(
    (number: number) => {
      const own = paluwagan.numbers.find((n) => n.number === number && n.isOwner);
      const accountMissing = !!accounts && !!own?.accountId && !accounts.some((a) => a.id === own.accountId);
      setDialog({ number, accountMissing, error: null });
    },
    [paluwagan, accounts],
  );

  async function confirm() {
    if (!dialog || unreceive.isPending) return;
    const { number, accountMissing } = dialog;
    try {
      const { withoutReversal } = await unreceive.mutateAsync({
        paluwaganId: paluwagan.id,
        number,
        ...(accountMissing ? { withoutReversalForMissingAccount: true } : {}),
      });
      toast.success(P.payoutUnreceived);
      if (withoutReversal) {
        const label = sourceRowLabel({ kind: 'paluwagan-payout', index: number }, paluwagan.name);
        toast.info(unmarkedWithoutReversalMessage([label]));
      }
      setDialog(null);
    } catch (error) {
      console.error('Failed to unmark payout', error);
      const message = userMessage(error, P.unmarkPayoutFailed);
      toast.error(message);
      setDialog((d) => d && { ...d, error: message });
    }
  }

  return { dialog, busy: unreceive.isPending, open, close: () => !unreceive.isPending && setDialog(null), confirm };
}

export type UnreceivePayoutFlow = ReturnType<typeof useUnreceivePayoutFlow>;
