// Editing a transfer from either of its halves: loads the whole transfer, checks the new values
// against the balances as if the original were reverted, and saves it as a whole.
import { useEditTransfer, useTransfer, type TransferFields } from '@pitaka/data';
import {
  balancesWithout,
  TRANSFER,
  transferValueEffects,
  validateTransfer,
  type Account,
  type CurrencyCode,
  type Transaction,
} from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';
import { saveChecked } from './save-checked';
import { checkTransferValues, type TransferFormValues } from './transfer-form-values';

export function useTransferEdit(accounts: readonly Account[] | undefined, currency: CurrencyCode) {
  const [transferId, setTransferId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stored = useTransfer(transferId);
  const edit = useEditTransfer();
  const say = useMessageText();

  async function save(values: TransferFormValues) {
    if (!transferId || !stored.data) return;
    if (!accounts) return setError(say(TRANSFER.loadFailed));
    // The balances the edit may use: as if the original transfer were reverted first.
    const freed = balancesWithout(accounts, transferValueEffects(stored.data));
    const find = (id: string) => freed.find((a) => a.id === id);
    const check = checkTransferValues(values, (input) =>
      validateTransfer(input, { from: find(input.fromAccountId), to: find(input.toAccountId), currency }),
    );
    await saveChecked<TransferFields>(check, {
      say,
      setError,
      save: (fields) => edit.mutateAsync({ ...fields, transferId }),
      success: TRANSFER.updated,
      failure: TRANSFER.updateFailed,
      onDone: () => setTransferId(null),
    });
  }

  return {
    start: (tx: Transaction) => {
      setError(null);
      setTransferId(tx.transfer?.id ?? null);
    },
    dialog: {
      open: transferId !== null,
      status: stored.status,
      stored: stored.data ?? null,
      busy: edit.isPending,
      error,
      onSave: save,
      onRetry: () => void stored.refetch(),
      onClose: () => setTransferId(null),
    },
  };
}
