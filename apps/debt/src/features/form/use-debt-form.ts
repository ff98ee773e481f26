import type { DebtField, DebtFormInput, Validation } from '@pitaka/domain';
import { useCallback, useState } from 'react';
import { toDebtFormInput, type DebtFormValues } from './form-values';

export interface DebtFormError {
  /** The field the message is about (focus goes there), or null for the whole form (shown above it). */
  field: DebtField | null;
  message: string;
}

// The errors a change makes stale: the field's own, and those whose text or field it changes.
const CLEARS: Record<keyof DebtFormValues, readonly DebtField[]> = {
  type: ['type', 'counterpartyName'],
  name: ['name'],
  counterpartyName: ['counterpartyName'],
  totalAmount: ['totalAmount', 'count'],
  paymentType: ['dueDate', 'startDate', 'count'],
  dueDate: ['dueDate'],
  startDate: ['startDate', 'count'],
  count: ['count', 'startDate'],
  frequency: [],
};

export type SetDebtFormValue = <K extends keyof DebtFormValues>(key: K, value: DebtFormValues[K]) => void;

export type DebtFormState = ReturnType<typeof useDebtForm>;

/** The part of the form's state its fields read and write. */
export type DebtFormFields = Pick<DebtFormState, 'values' | 'set' | 'error'>;

/** The fields and the current error; editing what an error is about clears it. */
export function useDebtForm(initial: DebtFormValues) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<DebtFormError | null>(null);
  const set: SetDebtFormValue = useCallback((key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
    setError((current) => (current?.field && CLEARS[key].includes(current.field) ? null : current));
  }, []);

  /** Checks the form with a rule of @pitaka/domain: the input when it passes, else null and its error shown. */
  function validate(rule: (input: DebtFormInput) => Validation<unknown, DebtField>): DebtFormInput | null {
    const input = toDebtFormInput(values);
    const check = rule(input);
    setError(check.ok ? null : check);
    return check.ok ? input : null;
  }

  /** A refusal of the data command: about the form as a whole. */
  const refuse = (message: string) => setError({ field: null, message });

  return { values, set, error, validate, refuse };
}
