// /add-transaction: the form's values, its checks and the command.
import { useAccounts, useAddTransaction, useCurrency, userMessage } from '@pitaka/data';
import { ACCOUNT_MESSAGES, findAccount, validateAddTransaction, type TransactionType } from '@pitaka/domain';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { accountOptions } from './account-options';
import { checkTransactionValues, emptyTransactionValues, withType } from './transaction-form-values';

export function useAddTransactionForm(preselectedAccountId: string, onDone: () => void) {
  const currency = useCurrency();
  const accounts = useAccounts();
  const add = useAddTransaction();
  const [values, setValues] = useState(() => emptyTransactionValues(new Date(), preselectedAccountId));
  const [error, setError] = useState<string | null>(null);
  const list = accounts.data ?? [];

  async function submit() {
    const check = checkTransactionValues(values, (input) =>
      validateAddTransaction(input, { account: findAccount(list, input.accountId), currency }),
    );
    if (check.error !== null) {
      // The spec's toast for a refused expense, beside the detailed text in the form.
      if (check.reason === 'insufficientFunds') toast.error(ACCOUNT_MESSAGES.insufficientFunds);
      return setError(check.error);
    }
    setError(null);
    try {
      await add.mutateAsync(check.fields);
      toast.success(ACCOUNT_MESSAGES.transactionAdded);
      onDone();
    } catch (failure) {
      console.error('Adding the transaction failed', failure);
      setError(userMessage(failure, ACCOUNT_MESSAGES.addTransactionFailed));
    }
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
