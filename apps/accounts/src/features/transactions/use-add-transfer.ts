// /add-transaction, Transfer chosen: the form's values, its checks and the command.
import { useAddTransfer, type useAccounts, type TransferFields } from '@pitaka/data';
import { findAccount, TRANSFER, validateTransfer, type CurrencyCode } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';
import { saveChecked } from './save-checked';
import { checkTransferValues, emptyTransferValues } from './transfer-form-values';

export function useAddTransferForm(
  accounts: ReturnType<typeof useAccounts>,
  currency: CurrencyCode,
  preselectedFromId: string,
  onDone: () => void,
) {
  const add = useAddTransfer();
  const say = useMessageText();
  const [values, setValues] = useState(() => emptyTransferValues(new Date(), preselectedFromId));
  const [error, setError] = useState<string | null>(null);
  const list = accounts.data ?? [];

  async function submit() {
    const check = checkTransferValues(values, (input) =>
      validateTransfer(input, {
        from: findAccount(list, input.fromAccountId),
        to: findAccount(list, input.toAccountId),
        currency,
      }),
    );
    await saveChecked<TransferFields>(check, {
      say,
      setError,
      save: (fields) => add.mutateAsync(fields),
      success: TRANSFER.added,
      failure: TRANSFER.addFailed,
      onDone,
      toastInsufficientFunds: true,
    });
  }

  return { values, setValues, error, busy: add.isPending, submit };
}
