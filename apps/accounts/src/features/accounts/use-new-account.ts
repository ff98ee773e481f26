// /add-account.
import { useCreateAccount, useCurrency } from '@pitaka/data';
import { ACCOUNT, validateAccountForm } from '@pitaka/domain';
import { useForm } from '@pitaka/remote-kit';
import { useNavigate } from 'react-router-dom';
import {
  EMPTY_ACCOUNT_VALUES,
  accountCheck,
  accountFormState,
  newAccountInput,
  type AccountFormState,
} from './account-form-values';

export function useNewAccount(): AccountFormState {
  const currency = useCurrency();
  const create = useCreateAccount();
  const navigate = useNavigate();
  const form = useForm({
    initial: EMPTY_ACCOUNT_VALUES,
    check: (values) => {
      const input = newAccountInput(values);
      return accountCheck(input, validateAccountForm(input, currency));
    },
  });

  const submit = () =>
    form.save({
      send: (checked) => create.mutateAsync(checked),
      success: ACCOUNT.created,
      then: () => navigate('/accounts'),
      failure: ACCOUNT.createFailed,
      log: 'Creating the account failed',
    });

  // The form shows the user's currency symbol (the currency itself is chosen once, at setup).
  const state = accountFormState(form, () => void submit());
  return { ...state, values: { ...state.values, currency } };
}
