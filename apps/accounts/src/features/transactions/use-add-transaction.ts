// /add-transaction: the form's values, its checks and the command.
import { useAccounts, useAddTransaction, useCurrency } from '@pitaka/data';
import { ACCOUNT, findAccount, validateAddTransaction, type IsoCurrency, type TransactionType } from '@pitaka/domain';
import { useForm } from '@pitaka/remote-kit';
import { useState } from 'react';
import { accountOptions, currencyOfChoice } from '../../kit/account-options';
import { checkTransactionValues, emptyTransactionValues, withType } from './transaction-form-values';
import { useBudgetNote } from './use-budget-note';

export function useAddTransactionForm(preselectedAccountId: string, onDone: () => void) {
  const currency = useCurrency();
  const accounts = useAccounts();
  const add = useAddTransaction();
  const [initial] = useState(() => emptyTransactionValues(new Date(), preselectedAccountId));
  const list = accounts.data ?? [];
  const options = accountOptions(list, currency);
  const form = useForm({
    initial,
    check: (values) => {
      // Amounts are typed, checked and worded in the chosen account's currency (as the ledger does).
      const own = currencyOfChoice(options, values.accountId, currency) as IsoCurrency;
      return checkTransactionValues(values, own, (input) =>
        validateAddTransaction(input, { account: findAccount(list, input.accountId), currency: own }),
      );
    },
  });

  const submit = () =>
    form.save({
      send: (fields) => add.mutateAsync(fields),
      success: ACCOUNT.transactionAdded,
      then: onDone,
      failure: ACCOUNT.addTransactionFailed,
      log: ACCOUNT.addTransactionFailed.message,
      quiet: true,
      // The spec's toast for a refused expense, beside the detailed text.
      toastFor: { reason: 'insufficientFunds', message: ACCOUNT.insufficientFunds },
    });

  const note = useBudgetNote(form.values, currencyOfChoice(options, form.values.accountId, currency) === currency);

  return {
    accounts,
    currency,
    options,
    note,
    values: form.values,
    setValues: form.setValues,
    changeType: (type: TransactionType) => form.setValues(withType(form.values, type)),
    error: form.error?.message ?? null,
    busy: form.busy,
    submit,
  };
}
