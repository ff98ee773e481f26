import type { FormFields } from '@pitaka/remote-kit';
import { FieldGroup, FieldLabel, FieldPair, Input } from '@pitaka/ui';
import { useId } from 'react';
import type { DateTimeValues } from './date-time-values';
import { useAccountsText } from '../i18n/accounts-text';

export interface DateTimeFieldsProps<V extends DateTimeValues> {
  /** The form whose date and time these are. */
  form: FormFields<V>;
  disabled?: boolean;
}

/** Date and Time of a transaction or transfer (an instant, in the device's zone). */
export function DateTimeFields<V extends DateTimeValues>({ form, disabled = false }: DateTimeFieldsProps<V>) {
  const text = useAccountsText();
  const id = useId();
  const fields = [
    { key: 'date', label: text('fields.date') },
    { key: 'time', label: text('fields.time') },
  ] as const;
  return (
    <FieldPair>
      {fields.map(({ key, label }) => (
        <FieldGroup key={key}>
          <FieldLabel htmlFor={`${id}-${key}`}>{label}</FieldLabel>
          <Input
            id={`${id}-${key}`}
            type={key}
            value={form.values[key]}
            onChange={(event) => form.set(key, event.target.value as V[typeof key])}
            disabled={disabled}
          />
        </FieldGroup>
      ))}
    </FieldPair>
  );
}
