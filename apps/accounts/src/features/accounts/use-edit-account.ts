// /edit-account/{id}: rename, retype, or delete.
import { useAccount, useCurrency, useDeleteAccount, useUpdateAccount } from '@pitaka/data';
import { ACCOUNT, isAccountType, validateEditAccount, type Account } from '@pitaka/domain';
import { useForm, useMessageText, useRecord, reportFailure } from '@pitaka/remote-kit';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EMPTY_ACCOUNT_VALUES, accountCheck, accountFormState, type AccountFormValues } from './account-form-values';

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
  const form = useForm({
    // The account's values once it has loaded (until the user types).
    initial: account.value ? valuesOf(account.value) : EMPTY_ACCOUNT_VALUES,
    check: (values: AccountFormValues) => {
      const input = { accountId, name: values.name.trim(), type: values.type };
      return accountCheck(input, validateEditAccount(input));
    },
  });
  const detailPath = `/accounts/${encodeURIComponent(accountId)}`;

  const save = () =>
    form.save({
      send: (checked) => update.mutateAsync(checked),
      success: ACCOUNT.updated,
      then: () => navigate(detailPath),
      failure: ACCOUNT.updateFailed,
      log: 'Updating the account failed',
    });

  async function deleteAccount() {
    try {
      await remove.mutateAsync({ accountId });
      toast.success(say(ACCOUNT.deleted));
      navigate('/accounts');
    } catch (error) {
      reportFailure(say.ofError(error, ACCOUNT.deleteFailed), error, 'Deleting the account failed');
    }
  }

  const state = accountFormState(form, () => void save());
  return {
    account,
    currency,
    detailPath,
    form: { ...state, values: { ...state.values, currency } },
    deleting: remove.isPending,
    deleteAccount,
  };
}
