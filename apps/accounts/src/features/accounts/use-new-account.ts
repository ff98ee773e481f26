// /add-account: an account in the books' currency, or in its own (an OFW's dirham salary account).
import { useCreateAccount, useCurrency } from '@pitaka/data';
import { ACCOUNT, ZERO_CENTAVOS, amountInputValueFor, parseAmountFor, validateNewAccount } from '@pitaka/domain';
import { useCreateForm } from '@pitaka/remote-kit';
import {
  EMPTY_ACCOUNT_VALUES,
  accountCheck,
  accountFormState,
  newAccountInput,
  type AccountFormState,
  type AccountFormValues,
} from './account-form-values';

export function useNewAccount(): AccountFormState & { booksCurrency: string } {
  const books = useCurrency();
  // '' until a currency is chosen: the books' (which the profile may still be loading).
  const ownOf = (values: AccountFormValues) => values.currency || books;
  const check = (values: AccountFormValues) => {
    const currency = ownOf(values);
    // The books' currency is sent as none: only an account of its own says one.
    const input = { ...newAccountInput(values, currency), ...(currency === books ? {} : { currency }) };
    return accountCheck(input, validateNewAccount(input, books));
  };
  const { form, submit } = useCreateForm(
    { initial: { ...EMPTY_ACCOUNT_VALUES, currency: '' }, check },
    {
      create: useCreateAccount(),
      next: () => '/accounts',
      success: ACCOUNT.created,
      failure: ACCOUNT.createFailed,
      log: 'Creating the account failed',
    },
  );

  const state = accountFormState(form, () => void submit());
  const values = { ...state.values, currency: ownOf(state.values) };
  // An untouched zero follows the currency chosen: '0.00' pesos, '0' yen, '0.000' dinars.
  const onChange = (next: AccountFormValues) => {
    const untouched = next.currency !== values.currency && parseAmountFor(next.initialBalance, values.currency) === 0;
    state.onChange(untouched ? { ...next, initialBalance: amountInputValueFor(ZERO_CENTAVOS, next.currency) } : next);
  };
  return { ...state, values, onChange, booksCurrency: books };
}
