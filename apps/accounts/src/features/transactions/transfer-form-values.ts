// The transfer form's values (the add page and the Modify Transfer dialog): what the inputs hold
// (text), and the command input they turn into.
import {
  fromDateTimeInputValues,
  NOT_AN_AMOUNT,
  amountInputValueFor,
  effectiveRates,
  minorAmount,
  parseAmountFor,
  type Centavos,
  type IsoCurrency,
  VALIDATION,
  domainMessage,
  type StoredTransfer,
  type TransferInput,
  type TransferRefusal,
  type Validation,
} from '@pitaka/domain';
import type { TransferFields } from '@pitaka/data';
import type { AccountOption } from '@pitaka/ui';
import { currencyOfChoice } from '../../kit/account-options';
import type { FormCheck } from '@pitaka/remote-kit';
import { dateTimeValues, type DateTimeValues } from '../../kit/date-time-values';

export interface TransferFormValues extends DateTimeValues {
  fromAccountId: string;
  toAccountId: string;
  amount: string;
  fee: string;
  /** A padala's amount received, in the destination's currency ('' for a transfer in one currency). */
  received: string;
  note: string;
}

/** The currencies of the two ends as the form shows them (each the books' until one is chosen). */
export interface TransferCurrencies {
  from: IsoCurrency;
  to: IsoCurrency;
}

export function emptyTransferValues(now: Date, fromAccountId = ''): TransferFormValues {
  return {
    fromAccountId,
    toAccountId: '',
    amount: '',
    fee: '',
    received: '',
    note: '',
    ...dateTimeValues(now),
  };
}

/** The currencies of the chosen ends (the books' for an end not chosen yet). */
export function transferCurrenciesOf(
  accounts: readonly AccountOption[],
  values: Pick<TransferFormValues, 'fromAccountId' | 'toAccountId'>,
  books: string,
): TransferCurrencies {
  return {
    from: currencyOfChoice(accounts, values.fromAccountId, books) as IsoCurrency,
    to: currencyOfChoice(accounts, values.toAccountId, books) as IsoCurrency,
  };
}

/** A stored transfer's values, each amount in its end's currency (`currencies`: the accounts'). */
export function transferValuesOf(stored: StoredTransfer, currencies: TransferCurrencies): TransferFormValues {
  const { from, to } = stored.currencies ?? currencies;
  return {
    fromAccountId: stored.fromAccountId,
    toAccountId: stored.toAccountId,
    amount: amountInputValueFor(stored.amount, from),
    fee: stored.fee > 0 ? amountInputValueFor(stored.fee, from) : '',
    received: from === to ? '' : amountInputValueFor(stored.received, to),
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
  currencies: TransferCurrencies,
  validate: (input: TransferInput) => Validation<unknown, string, TransferRefusal>,
): TransferCheck {
  const input: TransferInput = {
    ...readTransferAmounts(values, currencies),
    fromAccountId: values.fromAccountId,
    toAccountId: values.toAccountId,
    note: values.note.trim(),
  };
  const result = validate(input);
  if (!result.ok) return { ok: false, field: null, ...domainMessage(result), reason: result.reason };
  const date = fromDateTimeInputValues(values.date, values.time);
  if (!date) return { ok: false, field: null, ...VALIDATION.validDate };
  return { ok: true, value: { ...input, date } };
}

/**
 * The amounts as typed, each in its end's currency. A padala also sends what was received and the
 * two currencies the form showed, so a leg read in the wrong currency is refused, not booked.
 */
function readTransferAmounts(values: TransferFormValues, { from, to }: TransferCurrencies) {
  const amount = parseAmountFor(values.amount, from);
  const fee = values.fee.trim() === '' ? null : (parseAmountFor(values.fee, from) ?? NOT_AN_AMOUNT);
  if (from === to) return { amount, fee };
  const received = values.received.trim() === '' ? null : (parseAmountFor(values.received, to) ?? NOT_AN_AMOUNT);
  return { amount, fee, received, fromCurrency: from, toCurrency: to };
}

/**
 * What one unit sent bought, as the form shows it beside a padala: without the fee and with it
 * (6 decimals); null until the amounts typed are whole and above zero.
 */
export function padalaRatesOf(
  values: TransferFormValues,
  { from, to }: TransferCurrencies,
): { withoutFee: string; withFee: string } | null {
  const whole = (text: string, currency: string, zeroAllowed = false): Centavos | null => {
    const value = text.trim() === '' && zeroAllowed ? (0 as Centavos) : parseAmountFor(text, currency);
    return value !== null && Number.isSafeInteger(value) && (value > 0 || (zeroAllowed && value === 0)) ? value : null;
  };
  const sent = whole(values.amount, from);
  const fee = whole(values.fee, from, true);
  const received = whole(values.received, to);
  if (from === to || sent === null || fee === null || received === null) return null;
  return effectiveRates(minorAmount(sent), minorAmount(fee), minorAmount(received), from, to);
}
