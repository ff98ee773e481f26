import { FieldGroup, FieldLabel, Input } from '@pitaka/ui';
import { useId } from 'react';
import styled from 'styled-components';

/** Two fields side by side on wide screens, stacked on narrow ones. */
export const FieldPair = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
`;

export interface DateTimeFieldsProps {
  /** yyyy-mm-dd and HH:mm in the device's zone. */
  date: string;
  time: string;
  onChange: (patch: { date?: string; time?: string }) => void;
  disabled?: boolean;
}

/** Date and Time of a transaction or transfer (an instant, in the device's zone). */
export function DateTimeFields({ date, time, onChange, disabled = false }: DateTimeFieldsProps) {
  const id = useId();
  const fields = [
    { key: 'date', label: 'Date', value: date },
    { key: 'time', label: 'Time', value: time },
  ] as const;
  return (
    <FieldPair>
      {fields.map(({ key, label, value }) => (
        <FieldGroup key={key}>
          <FieldLabel htmlFor={`${id}-${key}`}>{label}</FieldLabel>
          <Input
            id={`${id}-${key}`}
            type={key}
            value={value}
            onChange={(event) => onChange({ [key]: event.target.value })}
            disabled={disabled}
          />
        </FieldGroup>
      ))}
    </FieldPair>
  );
}
