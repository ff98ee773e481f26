// /account-setup: the first account, the currency, and setupComplete, in one command.
import { useCompleteSetup, useUserProfile } from '@pitaka/data';
import { useCurrentUser } from '@pitaka/platform';
import { ACCOUNT, validateAccountSetup, type CurrencyCode } from '@pitaka/domain';
import { useForm } from '@pitaka/remote-kit';
import { useNavigate } from 'react-router-dom';
import { EMPTY_ACCOUNT_VALUES, accountCheck, accountFormState, newAccountInput } from './account-form-values';

export function useAccountSetup() {
  const user = useCurrentUser();
  const profile = useUserProfile();
  const complete = useCompleteSetup();
  const navigate = useNavigate();
  const form = useForm({
    initial: EMPTY_ACCOUNT_VALUES,
    check: (values) => {
      // Checked below: one of the books' currencies.
      const input = { ...newAccountInput(values), currency: values.currency as CurrencyCode };
      return accountCheck(input, validateAccountSetup(input));
    },
  });

  const submit = () =>
    form.save({
      send: (checked) => complete.mutateAsync({ ...checked, email: user.email ?? '' }),
      success: ACCOUNT.setupComplete,
      then: () => navigate('/dashboard', { replace: true }),
      failure: ACCOUNT.setupFailed,
      log: 'Account setup failed',
    });

  return {
    profile,
    alreadySetUp: profile.data?.setupComplete === true,
    form: accountFormState(form, () => void submit()),
  };
}
