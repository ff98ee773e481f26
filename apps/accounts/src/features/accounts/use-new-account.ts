// /add-account.
import { useCreateAccount, useCurrency } from '@pitaka/data';
import { ACCOUNT, validateAccountForm } from '@pitaka/domain';
import { useCreateForm } from '@pitaka/remote-kit';
import {
  EMPTY_ACCOUNT_VALUES,
  accountCheck,
  accountFormState,
  newAccountInput,
  type AccountFormState,
  type AccountFormValues,
} from './account-form-values';

export function useNewAccount(): AccountFormState {
  const currency = useCurrency();
  const check = (values: AccountFormValues) => {
    const input = newAccountInput(values);
    return accountCheck(input, validateAccountForm(input, currency));
  };
  const { form, submit } = useCreateForm(
    { initial: EMPTY_ACCOUNT_VALUES, check },
    {
      create: useCreateAccount(),
      next: () => '/accounts',
      success: ACCOUNT.created,
      failure: ACCOUNT.createFailed,
      log: 'Creating the account failed',
    },
  );

  // The form shows the user's currency symbol (the currency itself is chosen once, at setup).
  const state = accountFormState(form, () => void submit());
  return { ...state, values: { ...state.values, currency } };
}
