// /add-transaction, Transfer chosen: the form's values, its checks and the command.
import { useAddTransfer, type useAccounts } from '@pitaka/data';
import { ACCOUNT, findAccount, TRANSFER, validateTransfer, type CurrencyCode } from '@pitaka/domain';
import { useForm } from '@pitaka/remote-kit';
import { useState } from 'react';
import { accountOptions } from '../../kit/account-options';
import { checkTransferValues, emptyTransferValues, transferCurrenciesOf } from './transfer-form-values';

export function useAddTransferForm(
  accounts: ReturnType<typeof useAccounts>,
  currency: CurrencyCode,
  preselectedFromId: string,
  onDone: () => void,
) {
  const add = useAddTransfer();
  const [initial] = useState(() => emptyTransferValues(new Date(), preselectedFromId));
  const list = accounts.data ?? [];
  const form = useForm({
    initial,
    check: (values) =>
      checkTransferValues(values, transferCurrenciesOf(accountOptions(list, currency), values, currency), (input) =>
        validateTransfer(input, {
          from: findAccount(list, input.fromAccountId),
          to: findAccount(list, input.toAccountId),
          currency,
        }),
      ),
  });

  const submit = () =>
    form.save({
      send: (fields) => add.mutateAsync(fields),
      success: TRANSFER.added,
      then: onDone,
      failure: TRANSFER.addFailed,
      log: TRANSFER.addFailed.message,
      quiet: true,
      toastFor: { reason: 'insufficientFunds', message: ACCOUNT.insufficientFunds },
    });

  return {
    values: form.values,
    setValues: form.setValues,
    error: form.error?.message ?? null,
    busy: form.busy,
    submit,
  };
}
