// The add form's and the Modify Transaction modal's values: what the inputs hold (text), and
// the command input they turn into.
import {
  categoriesFor,
  fromDateTimeInputValues,
  isCategoryValidFor,
  parseAmountFor,
  amountInputValueFor,
  VALIDATION,
  domainMessage,
  type Transaction,
  type TransactionInput,
  type TransactionRefusal,
  type TransactionType,
  type Validation,
} from '@pitaka/domain';
import type { TransactionFields } from '@pitaka/data';
import type { FormCheck } from '@pitaka/remote-kit';
import { dateTimeValues, type DateTimeValues } from '../../kit/date-time-values';

export interface TransactionFormValues extends DateTimeValues {
  type: TransactionType;
  amount: string;
  description: string;
  category: string;
  accountId: string;
}

export function emptyTransactionValues(now: Date, accountId = ''): TransactionFormValues {
  return {
    type: 'expense',
    amount: '',
    description: '',
    category: '',
    accountId,
    ...dateTimeValues(now),
  };
}

export function valuesOf(tx: Transaction): TransactionFormValues {
  return {
    type: tx.type,
    amount: amountInputValueFor(tx.amount, tx.currency ?? 'PHP'),
    description: tx.description,
    category: tx.category,
    accountId: tx.accountId,
    ...dateTimeValues(tx.date),
  };
}

/**
 * Changing the type keeps the category only if it is valid for the new type (or it is the
 * original's system category, e.g. 'Paluwagan', going back to the original type).
 */
export function withType(values: TransactionFormValues, type: TransactionType, original?: Transaction) {
  const keepsOriginal = original && original.type === type && original.category === values.category;
  const category = isCategoryValidFor(type, values.category) || keepsOriginal ? values.category : '';
  return { ...values, type, category };
}

/** The type's categories, plus the original's system category when it still applies. */
export function categoryOptions(type: TransactionType, original?: Transaction): readonly string[] {
  const options = categoriesFor(type);
  if (original && original.type === type && !options.includes(original.category)) {
    return [original.category, ...options];
  }
  return options;
}

/**
 * What the inputs say, parsed, the amount in `currency` (the chosen account's): the amount is
 * null and the date null when they do not parse.
 */
export function readTransactionValues(
  values: TransactionFormValues,
  currency: string,
): TransactionInput & { date: Date | null } {
  return {
    type: values.type,
    amount: parseAmountFor(values.amount, currency),
    description: values.description.trim(),
    category: values.category,
    accountId: values.accountId,
    date: fromDateTimeInputValues(values.date, values.time),
  };
}

/**
 * The validator's first failure, then the date's (shown above the form, with the kind of refusal
 * when it has one); or the command input when all is well.
 */
export function checkTransactionValues(
  values: TransactionFormValues,
  currency: string,
  validate: (input: TransactionInput) => Validation<unknown, string, TransactionRefusal>,
): FormCheck<TransactionFields, never> {
  const { date, ...input } = readTransactionValues(values, currency);
  const result = validate(input);
  if (!result.ok) return { ok: false, field: null, ...domainMessage(result), reason: result.reason };
  if (!date) return { ok: false, field: null, ...VALIDATION.validDate };
  return { ok: true, value: { ...input, date } };
}
