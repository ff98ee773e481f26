// /add-transaction, Transfer chosen: the form's values, its checks and the command.
import { useAddTransfer, userMessage, type useAccounts } from '@pitaka/data';
import { ACCOUNT_MESSAGES, findAccount, TRANSFER_MESSAGES, validateTransfer, type CurrencyCode } from '@pitaka/domain';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { checkTransferValues, emptyTransferValues } from './transfer-form-values';

export function useAddTransferForm(
  accounts: ReturnType<typeof useAccounts>,
  currency: CurrencyCode,
  preselectedFromId: string,
  onDone: () => void,
) {
  const add = useAddTransfer();
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
    if (check.error !== null) {
      if (check.reason === 'insufficientFunds') toast.error(ACCOUNT_MESSAGES.insufficientFunds);
      return setError(check.error);
    }
    setError(null);
    try {
      await add.mutateAsync(check.fields);
      toast.success(TRANSFER_MESSAGES.added);
      onDone();
    } catch (failure) {
      console.error('Recording the transfer failed', failure);
      setError(userMessage(failure, TRANSFER_MESSAGES.addFailed));
    }
  }

  return { values, setValues, error, busy: add.isPending, submit };
}
