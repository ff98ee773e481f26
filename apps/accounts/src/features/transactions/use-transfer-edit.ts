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
import { useForm, useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';
import { accountOptions } from '../../kit/account-options';
import {
  checkTransferValues,
  emptyTransferValues,
  transferCurrenciesOf,
  type TransferFormValues,
} from './transfer-form-values';

export function useTransferEdit(accounts: readonly Account[] | undefined, currency: CurrencyCode) {
  const [transferId, setTransferId] = useState<string | null>(null);
  const stored = useTransfer(transferId);
  const edit = useEditTransfer();
  const say = useMessageText();
  // The dialog holds the values; the form kit checks and saves what it hands over.
  const [placeholder] = useState(() => emptyTransferValues(new Date(), ''));
  const form = useForm({
    initial: placeholder,
    check: (values: TransferFormValues) => {
      // The balances the edit may use: as if the original transfer were reverted first.
      const freed = stored.data ? balancesWithout(accounts ?? [], transferValueEffects(stored.data)) : (accounts ?? []);
      const find = (id: string) => freed.find((a) => a.id === id);
      const currencies = transferCurrenciesOf(accountOptions(accounts ?? [], currency), values, currency);
      return checkTransferValues(values, currencies, (input) =>
        validateTransfer(input, { from: find(input.fromAccountId), to: find(input.toAccountId), currency }),
      );
    },
  });

  async function save(values: TransferFormValues) {
    if (!transferId || !stored.data) return;
    if (!accounts) return form.showError({ field: null, ...TRANSFER.loadFailed });
    await form.save(
      {
        send: (fields: TransferFields) => edit.mutateAsync({ ...fields, transferId }),
        success: TRANSFER.updated,
        then: () => setTransferId(null),
        failure: TRANSFER.updateFailed,
        log: TRANSFER.updateFailed.message,
        quiet: true,
      },
      values,
    );
  }

  return {
    start: (tx: Transaction) => {
      form.showError(null);
      setTransferId(tx.transfer?.id ?? null);
    },
    dialog: {
      open: transferId !== null,
      status: stored.status,
      stored: stored.data ?? null,
      busy: form.busy,
      error: form.error ? say(form.error) : null,
      onSave: save,
      onRetry: () => void stored.refetch(),
      onClose: () => setTransferId(null),
    },
  };
}
