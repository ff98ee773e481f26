// /add-account.
import { useCreateAccount, useCurrency } from '@pitaka/data';
import { ACCOUNT, validateAccountForm } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EMPTY_ACCOUNT_VALUES, newAccountInput, type AccountFormState } from './account-form-values';
import { useAccountSave } from './use-account-save';

export function useNewAccount(): AccountFormState {
  const currency = useCurrency();
  const say = useMessageText();
  const create = useCreateAccount();
  const navigate = useNavigate();
  const { values, setValues, invalid, failure, checkAndSend } = useAccountSave(EMPTY_ACCOUNT_VALUES);

  async function submit() {
    const input = newAccountInput(values);
    await checkAndSend(
      input,
      validateAccountForm(input, currency),
      async (checked) => {
        await create.mutateAsync(checked);
        toast.success(say(ACCOUNT.created));
        navigate('/accounts');
      },
      { message: ACCOUNT.createFailed, log: 'Creating the account failed' },
    );
  }

  // The form shows the user's currency symbol (the currency itself is chosen once, at setup).
  return {
    values: { ...values, currency },
    onChange: setValues,
    invalid,
    failure,
    busy: create.isPending,
    onSubmit: submit,
  };
}
