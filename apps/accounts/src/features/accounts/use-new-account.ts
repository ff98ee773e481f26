// /add-account.
import { useCreateAccount, useCurrency, userMessage } from '@pitaka/data';
import { ACCOUNT_MESSAGES, validateAccountForm } from '@pitaka/domain';
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
      console.error('Creating the account failed', error);
      const message = userMessage(error, ACCOUNT_MESSAGES.createFailed);
      setFailure(message);
      toast.error(message);
    }
  }

  // The form shows the user's currency symbol (the currency itself is chosen once, at setup).
  return { values: { ...values, currency }, setValues, invalid, failure, busy: create.isPending, submit };
}
