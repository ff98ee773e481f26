// Setup, Add Account and Edit Account: what the inputs hold, and where a failed check shows.
import {
  DEFAULT_CURRENCY,
  NOT_AN_AMOUNT,
  ZERO_CENTAVOS,
  domainMessage,
  parseAmount,
  type Centavos,
  type AccountField,
  type AccountType,
  type CurrencyCode,
  type DomainMessage,
  type Validation,
} from '@pitaka/domain';

export interface AccountFormValues {
  currency: CurrencyCode;
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

/** The typed initial balance; blank means 0, text that is not an amount is refused by the validator. */
function readInitialBalance(text: string): Centavos {
  if (text.trim() === '') return ZERO_CENTAVOS;
  return parseAmount(text) ?? NOT_AN_AMOUNT;
}

/** What Setup and Add Account check and send of a new account: the trimmed name, the type, the initial balance. */
export function newAccountInput(values: AccountFormValues) {
  return { name: values.name.trim(), type: values.type, initialBalance: readInitialBalance(values.initialBalance) };
}

/** A failed check as the form shows it: under its field. */
export function fieldMessage(result: Validation<unknown, AccountField>): FieldMessage | null {
  return result.ok ? null : { field: result.field, ...domainMessage(result) };
}
