// The Add and Edit Recurring form's configuration of the form kit: the domain's check with each
// failure at its input, what a change clears, and what a change changes.
import { validateRecurring, type RecurringField, type RecurringFormInput } from '@pitaka/domain';
import type { FormConfig, FormFieldsOf } from '@pitaka/remote-kit';
import {
  afterChange,
  toCommandInput,
  toRecurringFormInput,
  type RecurringFormValues,
  type RepeatKind,
} from './recurring-form-values';

/** The inputs an error can be about: the validator's fields, the rule's by its input, and the type. */
export type RecurringFormField = Exclude<RecurringField, 'rule'> | 'type' | 'monthDay' | 'everyWeeks' | 'yearDay';

// The input a rule's error belongs to. Weekday and month are selects of valid choices only, so
// the number of weeks and the day are what can be wrong; twice a month has nothing to get wrong.
const RULE_INPUT: Record<RepeatKind, RecurringFormField | null> = {
  monthly: 'monthDay',
  kinsenas: null,
  weekly: 'everyWeeks',
  yearly: 'yearDay',
};

// The errors a change makes stale: its own, and those whose input it changes.
const CLEARS: Record<keyof RecurringFormValues, readonly RecurringFormField[]> = {
  name: ['name'],
  type: ['type', 'category'],
  category: ['category'],
  accountId: ['accountId'],
  amount: ['amount'],
  varies: ['amount'],
  repeats: ['monthDay', 'everyWeeks', 'yearDay'],
  monthDay: ['monthDay'],
  everyWeeks: ['everyWeeks'],
  weekday: ['everyWeeks'],
  yearMonth: ['yearDay'],
  yearDay: ['yearDay'],
  startDate: ['startDate', 'endDate'],
  endDate: ['endDate'],
};

/** The part of the form's state its inputs read and write. */
export type RecurringFormFields = FormFieldsOf<RecurringFormValues, RecurringFormField>;

export function recurringFormConfig(
  initial: RecurringFormValues,
): FormConfig<RecurringFormValues, RecurringFormInput, RecurringFormField> {
  return {
    initial,
    clears: CLEARS,
    afterChange,
    check: (values) => {
      const result = validateRecurring(toRecurringFormInput(values));
      if (result.ok) return { ok: true, value: toCommandInput(result.value) };
      return { ...result, field: result.field === 'rule' ? RULE_INPUT[values.repeats] : result.field };
    },
  };
}
