// /add-account.
import { useCreateAccount, useCurrency } from '@pitaka/data';
import { ACCOUNT_MESSAGES, validateAccountForm } from '@pitaka/domain';
import { reportFailure } from '@pitaka/remote-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EMPTY_ACCOUNT_VALUES, fieldMessage, readInitialBalance, type FieldMessage } from './account-form-values';

export function useNewAccount() {
  const currency = useCurrency();
  const create = useCreateAccount();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY_ACCOUNT_VALUES);
  const [invalid, setInvalid] = useState<FieldMessage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit() {
    const input = {
      name: values.name.trim(),
      type: values.type,
      initialBalance: readInitialBalance(values.initialBalance),
    };
    const problem = fieldMessage(validateAccountForm(input, currency));
    setInvalid(problem);
    setFailure(null);
    if (problem || !input.type) return;
    try {
      await create.mutateAsync({ ...input, type: input.type });
      toast.success(ACCOUNT_MESSAGES.created);
      navigate('/accounts');
    } catch (error) {
      setFailure(reportFailure(error, ACCOUNT_MESSAGES.createFailed, 'Creating the account failed'));
    }
  }

  // The form shows the user's currency symbol (the currency itself is chosen once, at setup).
  return { values: { ...values, currency }, setValues, invalid, failure, busy: create.isPending, submit };
}
