// The Add and Edit Recurring form's state: the values, the one error shown, the check and the save.
import {
  domainMessage,
  validateRecurring,
  type DomainMessage,
  type RecurringField,
  type RecurringFormInput,
} from '@pitaka/domain';
import { useMessageText, useShownError } from '@pitaka/remote-kit';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import {
  afterChange,
  toCommandInput,
  toRecurringFormInput,
  type RecurringFormValues,
  type RepeatKind,
} from './recurring-form-values';

/** The inputs an error can be about: the validator's fields, the rule's by its input, and the type. */
export type RecurringFormField = Exclude<RecurringField, 'rule'> | 'type' | 'monthDay' | 'everyWeeks' | 'yearDay';

export interface RecurringFormError extends DomainMessage {
  /** The input it is about (focus goes there), or null for the form as a whole (shown above it). */
  field: RecurringFormField | null;
}

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

export type SetRecurringValue = <K extends keyof RecurringFormValues>(key: K, value: RecurringFormValues[K]) => void;

export interface SaveTexts {
  success: string;
  /** Shown (and logged under `log`) when the save fails for a reason the server does not explain. */
  failure: string;
  log: string;
}

export function useRecurringForm(initial: RecurringFormValues) {
  const say = useMessageText();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<RecurringFormError | null>(null);

  const set: SetRecurringValue = useCallback((key, value) => {
    setValues((current) => afterChange({ ...current, [key]: value }, key));
    setError((current) => (current?.field && CLEARS[key].includes(current.field) ? null : current));
  }, []);

  /** The command input when the form passes validateRecurring; otherwise null, and the error shown at its input. */
  function check(): RecurringFormInput | null {
    const result = validateRecurring(toRecurringFormInput(values));
    if (result.ok) {
      setError(null);
      return toCommandInput(result.value);
    }
    setError({ field: result.field === 'rule' ? RULE_INPUT[values.repeats] : result.field, ...domainMessage(result) });
    return null;
  }

  /**
   * Checks, then sends: true once saved (and toasted). A failed send is toasted and shown at the
   * input its refusal is about, or above the form.
   */
  async function save(send: (input: RecurringFormInput) => Promise<unknown>, texts: SaveTexts): Promise<boolean> {
    const input = check();
    if (!input) return false;
    try {
      await send(input);
      toast.success(texts.success);
      return true;
    } catch (failure) {
      const message = say.report(failure, texts.failure, texts.log);
      // A refusal the checks above could not foresee (the item paid, or its account deleted, in
      // another tab since the form opened) is the form's, above its buttons.
      setError({ field: null, message });
      return false;
    }
  }

  return { values, set, error: useShownError(error), showError: setError, save };
}

export type RecurringFormState = ReturnType<typeof useRecurringForm>;

/** The part of the form's state its inputs read and write. */
export type RecurringFormFields = Pick<RecurringFormState, 'values' | 'set' | 'error'>;
