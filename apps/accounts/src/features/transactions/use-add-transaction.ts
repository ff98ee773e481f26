// /add-transaction: the form's values, its checks and the command.
import { useAccounts, useAddTransaction, useCurrency, type TransactionFields } from '@pitaka/data';
import { ACCOUNT, findAccount, validateAddTransaction, type TransactionType } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';
import { accountOptions } from '../../kit/account-options';
import { saveChecked } from './save-checked';
import { checkTransactionValues, emptyTransactionValues, withType } from './transaction-form-values';

export function useAddTransactionForm(preselectedAccountId: string, onDone: () => void) {
  const currency = useCurrency();
  const accounts = useAccounts();
  const add = useAddTransaction();
  const say = useMessageText();
  const [values, setValues] = useState(() => emptyTransactionValues(new Date(), preselectedAccountId));
  const [error, setError] = useState<string | null>(null);
  const list = accounts.data ?? [];

  async function submit() {
    const check = checkTransactionValues(values, (input) =>
      validateAddTransaction(input, { account: findAccount(list, input.accountId), currency }),
    );
    await saveChecked<TransactionFields>(check, {
      say,
      setError,
      save: (fields) => add.mutateAsync(fields),
      success: ACCOUNT.transactionAdded,
      failure: ACCOUNT.addTransactionFailed,
      onDone,
      toastInsufficientFunds: true,
    });
  }

  return {
    accounts,
    currency,
    options: accountOptions(list, currency),
    values,
    setValues,
    changeType: (type: TransactionType) => setValues((current) => withType(current, type)),
    error,
    busy: add.isPending,
    submit,
  };
}
