// /edit-account/{id}: rename, retype, or delete.
import { useAccount, useCurrency, useDeleteAccount, useUpdateAccount } from '@pitaka/data';
import { ACCOUNT_MESSAGES, isAccountType, validateEditAccount, type Account } from '@pitaka/domain';
import { reportFailure, useRecord } from '@pitaka/remote-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EMPTY_ACCOUNT_VALUES, fieldMessage, type AccountFormValues, type FieldMessage } from './account-form-values';

function valuesOf(account: Account): AccountFormValues {
  return { ...EMPTY_ACCOUNT_VALUES, name: account.name, type: isAccountType(account.type) ? account.type : '' };
}

export function useEditAccount(accountId: string) {
  const currency = useCurrency();
  const account = useRecord(useAccount(accountId), 'Failed to load account');
  const update = useUpdateAccount();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [edited, setEdited] = useState<AccountFormValues | null>(null);
  const [invalid, setInvalid] = useState<FieldMessage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const values = edited ?? (account.value ? valuesOf(account.value) : EMPTY_ACCOUNT_VALUES);
  const detailPath = `/accounts/${encodeURIComponent(accountId)}`;

  async function save() {
    const input = { accountId, name: values.name.trim(), type: values.type };
    const problem = fieldMessage(validateEditAccount(input));
    setInvalid(problem);
    setFailure(null);
    if (problem || !input.type) return;
    try {
      await update.mutateAsync({ ...input, type: input.type });
      toast.success(ACCOUNT_MESSAGES.updated);
      navigate(detailPath);
    } catch (error) {
      setFailure(reportFailure(error, ACCOUNT_MESSAGES.updateFailed, 'Updating the account failed'));
    }
  }

  async function deleteAccount() {
    try {
      await remove.mutateAsync({ accountId });
      toast.success(ACCOUNT_MESSAGES.deleted);
      navigate('/accounts');
    } catch (error) {
      reportFailure(error, ACCOUNT_MESSAGES.deleteFailed, 'Deleting the account failed');
    }
  }

  return {
    account,
    currency,
    detailPath,
    values: { ...values, currency },
    setValues: setEdited,
    invalid,
    failure,
    saving: update.isPending,
    deleting: remove.isPending,
    save,
    deleteAccount,
  };
}
