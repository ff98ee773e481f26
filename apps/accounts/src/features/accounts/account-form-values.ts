// Setup, Add Account and Edit Account: what the inputs hold, and which field a message belongs to.
import {
  DEFAULT_CURRENCY,
  parseAmount,
  VALIDATION_MESSAGES as V,
  type AccountType,
  type CurrencyCode,
} from '@pitaka/domain';

export interface AccountFormValues {
  currency: CurrencyCode;
  name: string;
  type: AccountType | '';
  /** The initial balance as typed ('0.00' by default). */
  initialBalance: string;
}

export type AccountField = 'currency' | 'name' | 'type' | 'initialBalance';

export interface FieldMessage {
  field: AccountField;
  message: string;
}

export const EMPTY_ACCOUNT_VALUES: AccountFormValues = {
  currency: DEFAULT_CURRENCY,
  name: '',
  type: 'cash',
  initialBalance: '0.00',
};

/** The typed initial balance; blank means 0, text that is not an amount means NaN (refused by the validator). */
export function readInitialBalance(text: string): number {
  if (text.trim() === '') return 0;
  return parseAmount(text) ?? Number.NaN;
}

/** The field a validator's message is about, so it shows under that field. */
export function fieldOf(message: string): AccountField {
  if (message === V.selectCurrency) return 'currency';
  if (message === V.accountTypeRequired) return 'type';
  if (message === V.accountNameRequired || message.startsWith('Account name')) return 'name';
  return 'initialBalance';
}

export function fieldMessage(message: string | null): FieldMessage | null {
  return message ? { field: fieldOf(message), message } : null;
}
