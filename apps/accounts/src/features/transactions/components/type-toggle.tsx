import { theme, visuallyHiddenStyles } from '@pitaka/ui';
import type { TransactionType } from '@pitaka/domain';
import styled from 'styled-components';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    ${visuallyHiddenStyles}
  }
`;

const Segments = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  padding: 0.25rem;
  gap: 0.25rem;
  border-radius: ${theme.radius.md};
  background: #e5e7eb;
`;

const Segment = styled.label<{ $type: TransactionType }>`
  display: grid;
  place-items: center;
  min-height: 44px;
  border-radius: ${theme.radius.sm};
  font-weight: 600;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  input {
    ${visuallyHiddenStyles}
  }
  &:has(input:checked) {
    background: ${theme.colors.surface};
    color: ${({ $type }) => ($type === 'income' ? theme.colors.income : theme.colors.expense)};
    box-shadow: ${theme.shadow.card};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

const TYPES: { value: TransactionType; label: string }[] = [
  { value: 'expense', label: 'Expense' },
  { value: 'income', label: 'Income' },
];

export interface TypeToggleProps {
  value: TransactionType;
  onChange: (type: TransactionType) => void;
  disabled?: boolean;
  name: string;
}

/** Expense / Income as one radio group that looks like a switch. */
export function TypeToggle({ value, onChange, disabled, name }: TypeToggleProps) {
  return (
    <Group disabled={disabled}>
      <legend>Transaction type</legend>
      <Segments>
        {TYPES.map((type) => (
          <Segment key={type.value} $type={type.value}>
            <input
              type="radio"
              name={name}
              value={type.value}
              checked={value === type.value}
              onChange={() => onChange(type.value)}
            />
            {type.label}
          </Segment>
        ))}
      </Segments>
    </Group>
  );
}
