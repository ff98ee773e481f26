// /edit-account/{id}: rename, retype, or delete.
import { useAccount, useCurrency, useDeleteAccount, useUpdateAccount } from '@pitaka/data';
import { ACCOUNT, isAccountType, validateEditAccount, type Account } from '@pitaka/domain';
import { useMessageText, useRecord } from '@pitaka/remote-kit';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EMPTY_ACCOUNT_VALUES, type AccountFormState, type AccountFormValues } from './account-form-values';
import { useAccountSave } from './use-account-save';

function valuesOf(account: Account): AccountFormValues {
  return { ...EMPTY_ACCOUNT_VALUES, name: account.name, type: isAccountType(account.type) ? account.type : '' };
}

export function useEditAccount(accountId: string) {
  const currency = useCurrency();
  const say = useMessageText();
  const account = useRecord(useAccount(accountId), 'Failed to load account');
  const update = useUpdateAccount();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const { values, setValues, invalid, failure, checkAndSend } = useAccountSave(
    account.value ? valuesOf(account.value) : EMPTY_ACCOUNT_VALUES,
  );
  const detailPath = `/accounts/${encodeURIComponent(accountId)}`;

  async function save() {
    const input = { accountId, name: values.name.trim(), type: values.type };
    await checkAndSend(
      input,
      validateEditAccount(input),
      async (checked) => {
        await update.mutateAsync(checked);
        toast.success(say(ACCOUNT.updated));
        navigate(detailPath);
      },
      { message: ACCOUNT.updateFailed, log: 'Updating the account failed' },
    );
  }

  async function deleteAccount() {
    try {
      await remove.mutateAsync({ accountId });
      toast.success(say(ACCOUNT.deleted));
      navigate('/accounts');
    } catch (error) {
      say.report(error, ACCOUNT.deleteFailed, 'Deleting the account failed');
    }
  }

  const form: AccountFormState = {
    values: { ...values, currency },
    onChange: setValues,
    invalid,
    failure,
    busy: update.isPending,
    onSubmit: save,
  };
  return { account, currency, detailPath, form, deleting: remove.isPending, deleteAccount };
}
