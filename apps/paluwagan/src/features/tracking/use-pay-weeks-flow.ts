import { usePayWeeks, userMessage } from '@pitaka/data';
import {
  PALUWAGAN_MESSAGES as P,
  validatePayWeeks,
  weeksTotal,
  type Account,
  type Paluwagan,
  type PaymentSource,
} from '@pitaka/domain';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';

export type PaymentMethod = PaymentSource['kind'];

export interface PayDialogState {
  weekNumbers: number[];
  /** 'Deduct from Account' ('account') or 'Mark as Paid Only' ('markOnly'). */
  method: PaymentMethod;
  accountId: string;
  error: string | null;
}

/**
 * Mark as Paid (one row or the selection): the Confirm Payment dialog, then the atomic payWeeks
 * command. A bad choice (no account, too little money) is shown in the dialog before anything
 * is sent; a refusal from the command is shown there and in a toast.
 */
export function usePayWeeksFlow(paluwagan: Paluwagan, accounts: readonly Account[] | undefined, onPaid: () => void) {
  const pay = usePayWeeks();
  const [dialog, setDialog] = useState<PayDialogState | null>(null);
  const update = (patch: Partial<PayDialogState>) => setDialog((d) => d && { ...d, error: null, ...patch });

  const open = useCallback(
    (weekNumbers: readonly number[]) => {
      if (accounts?.length === 0) {
        toast.error(P.createAccountFirst);
        return;
      }
      setDialog({
        weekNumbers: [...weekNumbers].sort((a, b) => a - b),
        method: 'account',
        accountId: accounts?.length === 1 ? accounts[0].id : '',
        error: null,
      });
    },
    [accounts],
  );

  async function confirm() {
    if (!dialog || pay.isPending) return;
    const source: PaymentSource =
      dialog.method === 'markOnly' ? { kind: 'markOnly' } : { kind: 'account', accountId: dialog.accountId };
    const invalid = validatePayWeeks(paluwagan, dialog.weekNumbers, source, accounts ?? []);
    if (invalid) return update({ error: invalid });
    try {
      await pay.mutateAsync({ paluwaganId: paluwagan.id, weekNumbers: dialog.weekNumbers, source });
      toast.success(P.paymentsMarkedPaid);
      setDialog(null);
      onPaid();
    } catch (error) {
      console.error('Failed to mark payments as paid', error);
      const message = userMessage(error, P.actionFailed);
      toast.error(message);
      update({ error: message });
    }
  }

  return {
    dialog,
    total: dialog ? weeksTotal(paluwagan, dialog.weekNumbers) : 0,
    busy: pay.isPending,
    open,
    close: () => !pay.isPending && setDialog(null),
    setMethod: (method: PaymentMethod) => update({ method }),
    setAccountId: (accountId: string) => update({ accountId }),
    confirm,
  };
}

export type PayWeeksFlow = ReturnType<typeof usePayWeeksFlow>;
