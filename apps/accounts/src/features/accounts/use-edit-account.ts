// /edit-account/{id}: rename, retype, or delete.
import { useAccount, useCurrency, useDeleteAccount, userMessage, useUpdateAccount } from '@pitaka/data';
import { ACCOUNT_MESSAGES, isAccountType, validateEditAccount, type Account } from '@pitaka/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EMPTY_ACCOUNT_VALUES, fieldMessage, type AccountFormValues, type FieldMessage } from './account-form-values';

function valuesOf(account: Account): AccountFormValues {
  return { ...EMPTY_ACCOUNT_VALUES, name: account.name, type: isAccountType(account.type) ? account.type : '' };
}

export function useEditAccount(accountId: string) {
  const currency = useCurrency();
  const account = useAccount(accountId);
  const update = useUpdateAccount();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [edited, setEdited] = useState<AccountFormValues | null>(null);
  const [invalid, setInvalid] = useState<FieldMessage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const values = edited ?? (account.data ? valuesOf(account.data) : EMPTY_ACCOUNT_VALUES);
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
      console.error('Updating the account failed', error);
      const message = userMessage(error, ACCOUNT_MESSAGES.updateFailed);
      setFailure(message);
      toast.error(message);
    }
  }

  async function deleteAccount() {
    try {
      await remove.mutateAsync({ accountId });
      toast.success(ACCOUNT_MESSAGES.deleted);
      navigate('/accounts');
    } catch (error) {
      console.error('Deleting the account failed', error);
      toast.error(userMessage(error, ACCOUNT_MESSAGES.deleteFailed));
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
