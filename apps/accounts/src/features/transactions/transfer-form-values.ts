// The transfer form's values (the add page and the Modify Transfer dialog): what the inputs hold
// (text), and the command input they turn into.
import {
  fromDateTimeInputValues,
  NOT_AN_AMOUNT,
  parseAmount,
  toAmountInputValue,
  VALIDATION,
  domainMessage,
  type StoredTransfer,
  type TransferInput,
  type TransferRefusal,
  type Validation,
} from '@pitaka/domain';
import type { TransferFields } from '@pitaka/data';
import type { FormCheck } from '@pitaka/remote-kit';
import { dateTimeValues, type DateTimeValues } from '../../kit/date-time-values';

export interface TransferFormValues extends DateTimeValues {
  fromAccountId: string;
  toAccountId: string;
  amount: string;
  fee: string;
  note: string;
}

export function emptyTransferValues(now: Date, fromAccountId = ''): TransferFormValues {
  return {
    fromAccountId,
    toAccountId: '',
    amount: '',
    fee: '',
    note: '',
    ...dateTimeValues(now),
  };
}

export function transferValuesOf(stored: StoredTransfer): TransferFormValues {
  return {
    fromAccountId: stored.fromAccountId,
    toAccountId: stored.toAccountId,
    amount: toAmountInputValue(stored.amount),
    fee: stored.fee > 0 ? toAmountInputValue(stored.fee) : '',
    note: stored.note,
    ...dateTimeValues(stored.date),
  };
}

/** The command input, or the failure shown above the form (with the kind of refusal when it has one). */
export type TransferCheck = FormCheck<TransferFields, never>;

/**
 * The validator's first failure, then the date's; or the command input. An empty fee is no fee;
 * a fee that does not parse is refused by the validator (NOT_AN_AMOUNT).
 */
export function checkTransferValues(
  values: TransferFormValues,
  validate: (input: TransferInput) => Validation<unknown, string, TransferRefusal>,
): TransferCheck {
  const input: TransferInput = {
    fromAccountId: values.fromAccountId,
    toAccountId: values.toAccountId,
    amount: parseAmount(values.amount),
    fee: values.fee.trim() === '' ? null : (parseAmount(values.fee) ?? NOT_AN_AMOUNT),
    note: values.note.trim(),
  };
  const result = validate(input);
  if (!result.ok) return { ok: false, field: null, ...domainMessage(result), reason: result.reason };
  const date = fromDateTimeInputValues(values.date, values.time);
  if (!date) return { ok: false, field: null, ...VALIDATION.validDate };
  return { ok: true, value: { ...input, date } };
}
