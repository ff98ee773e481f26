import { useReceivePayout, userMessage } from '@pitaka/data';
import { PALUWAGAN_MESSAGES as P, validatePayoutReceive, type Account, type Paluwagan } from '@pitaka/domain';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';

export interface ReceiveDialogState {
  number: number;
  accountId: string;
  error: string | null;
}

/** Mark as Received: 'Select Account for Payout', then the atomic receivePayout command. */
export function useReceivePayoutFlow(paluwagan: Paluwagan, accounts: readonly Account[] | undefined, today: Date) {
  const receive = useReceivePayout();
  const [dialog, setDialog] = useState<ReceiveDialogState | null>(null);

  const open = useCallback(
    (number: number) => {
      if (accounts?.length === 0) {
        toast.error(P.createAccountFirst);
        return;
      }
      setDialog({ number, accountId: accounts?.length === 1 ? accounts[0].id : '', error: null });
    },
    [accounts],
  );

  async function confirm() {
    if (!dialog || receive.isPending) return;
    const { number, accountId } = dialog;
    const invalid = validatePayoutReceive(paluwagan, number, accountId, accounts ?? [], today);
    if (invalid) return setDialog({ ...dialog, error: invalid });
    try {
      await receive.mutateAsync({ paluwaganId: paluwagan.id, number, accountId });
      toast.success(P.payoutReceived);
      setDialog(null);
    } catch (error) {
      console.error('Failed to mark payout as received', error);
      const message = userMessage(error, P.actionFailed);
      toast.error(message);
      setDialog((d) => d && { ...d, error: message });
    }
  }

  return {
    dialog,
    busy: receive.isPending,
    open,
    close: () => !receive.isPending && setDialog(null),
    setAccountId: (accountId: string) => setDialog((d) => d && { ...d, accountId, error: null }),
    confirm,
  };
}

export type ReceivePayoutFlow = ReturnType<typeof useReceivePayoutFlow>;
