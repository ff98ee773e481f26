import { useCallback, useState } from 'react';
import type { DebtFormValues } from './debt-form-values';
import type { DebtField, DebtFormError } from './form-error';

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

/** The fields and the current error; editing what an error is about clears it. */
export function useDebtForm(initial: DebtFormValues) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<DebtFormError | null>(null);
  const set: SetDebtFormValue = useCallback((key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
    setError((current) => (current?.field && CLEARS[key].includes(current.field) ? null : current));
  }, []);
  return { values, set, error, setError };
}
