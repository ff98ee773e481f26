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
  return (
    <FieldPair>
      <FieldGroup>
        <FieldLabel htmlFor={`${id}-date`}>Date</FieldLabel>
        <Input
          id={`${id}-date`}
          type="date"
          value={date}
          onChange={(event) => onChange({ date: event.target.value })}
          disabled={disabled}
        />
      </FieldGroup>
      <FieldGroup>
        <FieldLabel htmlFor={`${id}-time`}>Time</FieldLabel>
        <Input
          id={`${id}-time`}
          type="time"
          value={time}
          onChange={(event) => onChange({ time: event.target.value })}
          disabled={disabled}
        />
      </FieldGroup>
    </FieldPair>
  );
}
