// /account-setup: the first account, the currency, and setupComplete, in one command.
import { useCompleteSetup, useCurrentUser, useUserProfile } from '@pitaka/data';
import { ACCOUNT, validateAccountSetup } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EMPTY_ACCOUNT_VALUES, newAccountInput, type AccountFormState } from './account-form-values';
import { useAccountSave } from './use-account-save';

export function useAccountSetup() {
  const user = useCurrentUser();
  const say = useMessageText();
  const profile = useUserProfile();
  const complete = useCompleteSetup();
  const navigate = useNavigate();
  const { values, setValues, invalid, failure, checkAndSend } = useAccountSave(EMPTY_ACCOUNT_VALUES);

  async function submit() {
    const input = { ...newAccountInput(values), currency: values.currency };
    await checkAndSend(
      input,
      validateAccountSetup(input),
      async (checked) => {
        await complete.mutateAsync({ ...checked, email: user.email ?? '' });
        toast.success(say(ACCOUNT.setupComplete));
        navigate('/dashboard', { replace: true });
      },
      { message: ACCOUNT.setupFailed, log: 'Account setup failed' },
    );
  }

  const form: AccountFormState = {
    values,
    onChange: setValues,
    invalid,
    failure,
    busy: complete.isPending,
    onSubmit: submit,
  };
  return { profile, alreadySetUp: profile.data?.setupComplete === true, form };
}
