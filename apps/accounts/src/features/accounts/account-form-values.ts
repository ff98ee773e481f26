// Setup, Add Account and Edit Account: what the inputs hold, and where a failed check shows.
import {
  DEFAULT_CURRENCY,
  NOT_AN_AMOUNT,
  ZERO_CENTAVOS,
  parseAmountFor,
  type Centavos,
  type AccountField,
  type AccountType,
  type CurrencyCode,
  type DomainMessage,
  type Validation,
} from '@pitaka/domain';
import type { FormCheck, ShownFormError } from '@pitaka/remote-kit';

export interface AccountFormValues {
  /** Setup: the books' currency. Add Account: the account's own ('' until one is chosen: the books'). */
  currency: CurrencyCode | string;
  name: string;
  type: AccountType | '';
  /** The initial balance as typed ('0.00' by default). */
  initialBalance: string;
}

export type { AccountField };

export interface FieldMessage extends DomainMessage {
  field: AccountField;
}

/** What an account form shows and does, as its page's hook provides it. */
export interface AccountFormState {
  values: AccountFormValues;
  onChange: (values: AccountFormValues) => void;
  invalid: FieldMessage | null;
  /** A failure of the save itself (not of a field). */
  failure: string | null;
  busy: boolean;
  onSubmit: () => void;
}

export const EMPTY_ACCOUNT_VALUES: AccountFormValues = {
  currency: DEFAULT_CURRENCY,
  name: '',
  type: 'cash',
  initialBalance: '0.00',
};

/**
 * The typed initial balance in `currency`'s decimals; blank means 0, text that is not an amount
 * (or a fraction of a yen) is refused by the validator.
 */
function readInitialBalance(text: string, currency: string): Centavos {
  if (text.trim() === '') return ZERO_CENTAVOS;
  return parseAmountFor(text, currency) ?? NOT_AN_AMOUNT;
}

/**
 * What Setup and Add Account check and send of a new account: the trimmed name, the type, the
 * initial balance (in `currency`, the account's).
 */
export function newAccountInput(values: AccountFormValues, currency: string = values.currency) {
  return {
    name: values.name.trim(),
    type: values.type,
    initialBalance: readInitialBalance(values.initialBalance, currency),
  };
}

/** The domain's check of an account form as the form kit takes it: the input with its type chosen. */
export function accountCheck<Input extends { type: AccountType | '' }>(
  input: Input,
  result: Validation<unknown, AccountField>,
): FormCheck<Input & { type: AccountType }, AccountField> {
  if (!result.ok) return result;
  return { ok: true, value: { ...input, type: input.type as AccountType } };
}

/** What the account form component takes, from the form kit's state. */
export function accountFormState(
  form: {
    values: AccountFormValues;
    setValues: (values: AccountFormValues) => void;
    error: ShownFormError<AccountField> | null;
    busy: boolean;
  },
  onSubmit: () => void,
): AccountFormState {
  const { error } = form;
  return {
    values: form.values,
    onChange: form.setValues,
    invalid: error?.field ? { ...error, field: error.field } : null,
    failure: error && !error.field ? error.message : null,
    busy: form.busy,
    onSubmit,
  };
}
