import { toggleNumber, validatePaluwaganForm, type PaluwaganFormInput } from '@pitaka/domain';
import { useCallback, useMemo, useState } from 'react';
import { fieldId, toFormInput, type FormField, type PaluwaganFormValues, type SetFormValue } from './form-values';

export interface PaluwaganFormState {
  values: PaluwaganFormValues;
  set: SetFormValue;
  toggleNumber: (n: number) => void;
  input: PaluwaganFormInput;
  /** The first failing rule, shown once the user has tried to submit (and live after that). */
  error: string | null;
  errorField: FormField | null;
  /** Checks the form; on a failure shows it and focuses its field. Returns the input when valid. */
  validate: () => PaluwaganFormInput | null;
}

function focusField(field: FormField | null) {
  if (field) document.getElementById(fieldId(field))?.focus();
}

/** The create/edit form's values and validation (the rules are @pitaka/domain's). */
export function usePaluwaganForm(initial: PaluwaganFormValues, options: { locked?: boolean } = {}): PaluwaganFormState {
  const { locked = false } = options;
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);

  const set = useCallback<SetFormValue>((key, value) => setValues((v) => ({ ...v, [key]: value })), []);
  const toggle = useCallback(
    (n: number) => setValues((v) => ({ ...v, selectedNumbers: toggleNumber(v.selectedNumbers, n) })),
    [],
  );
  const input = useMemo(() => toFormInput(values), [values]);
  const check = attempted ? validatePaluwaganForm(input, { locked }) : null;
  const failure = check && !check.ok ? check : null;

  function validate() {
    setAttempted(true);
    const result = validatePaluwaganForm(input, { locked });
    if (result.ok) return input;
    focusField(result.field);
    return null;
  }

  return {
    values,
    set,
    toggleNumber: toggle,
    input,
    error: failure?.message ?? null,
    errorField: failure?.field ?? null,
    validate,
  };
}
