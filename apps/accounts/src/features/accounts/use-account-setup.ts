// /account-setup: the first account, the currency, and setupComplete, in one command.
import { useCompleteSetup, useCurrentUser, useUserProfile } from '@pitaka/data';
import { ACCOUNT_MESSAGES, validateAccountSetup } from '@pitaka/domain';
import { reportFailure } from '@pitaka/remote-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EMPTY_ACCOUNT_VALUES, fieldMessage, readInitialBalance, type FieldMessage } from './account-form-values';

export function useAccountSetup() {
  const user = useCurrentUser();
  const profile = useUserProfile();
  const complete = useCompleteSetup();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY_ACCOUNT_VALUES);
  const [invalid, setInvalid] = useState<FieldMessage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit() {
    const input = {
      name: values.name.trim(),
      type: values.type,
      currency: values.currency,
      initialBalance: readInitialBalance(values.initialBalance),
    };
    const problem = fieldMessage(validateAccountSetup(input));
    setInvalid(problem);
    setFailure(null);
    if (problem || !input.type) return;
    try {
      await complete.mutateAsync({ ...input, type: input.type, email: user.email ?? '' });
      toast.success(ACCOUNT_MESSAGES.setupComplete);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setFailure(reportFailure(error, ACCOUNT_MESSAGES.setupFailed, 'Account setup failed'));
    }
  }

  return {
    profile,
    alreadySetUp: profile.data?.setupComplete === true,
    values,
    setValues,
    invalid,
    failure,
    busy: complete.isPending,
    submit,
  };
}
