import { LabelledField } from './form-field';
import { Select, SelectOptions, type SelectOption } from './account-select';
import type { SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'> {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first option that cannot be chosen back, shown while nothing is chosen (value ''). */
  placeholder?: string;
  hint?: string;
  error?: string;
}

/** A labelled select; its hint and error are tied to it. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  error,
  ...rest
}: SelectFieldProps) {
  const choices = placeholder === undefined ? options : [{ value: '', label: placeholder, disabled: true }, ...options];
  return (
    <LabelledField label={label} hint={hint} error={error} id={id} idPrefix="select">
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value)} {...rest}>
          <SelectOptions options={choices} />
        </Select>
      )}
    </LabelledField>
  );
}
