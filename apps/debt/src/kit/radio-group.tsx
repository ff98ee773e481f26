// A local stand-in for a radio group, which @pitaka/ui does not have yet (proposed for the kit):
// the create/edit form and the payment dialog both need one. Presentational only.
import { useId } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, theme } from '@pitaka/ui';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
}

export interface RadioGroupProps<T extends string> {
  legend: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Shown under the options, tied to the group. */
  hint?: string;
  error?: string;
  id?: string;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  legend {
    float: left;
    width: 100%;
    padding: 0;
    font-weight: 600;
    font-size: 0.925rem;
    color: ${theme.colors.text};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: 0.5rem;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  padding: 0.55rem 0.85rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  cursor: pointer;
  font-weight: 600;
  input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: ${theme.colors.primary};
    cursor: inherit;
  }
  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
    color: #134e4a;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

/** Native radios in a fieldset: arrow keys, labels and the group name come from the platform. */
export function RadioGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  disabled,
  hint,
  error,
  id,
}: RadioGroupProps<T>) {
  const name = useId();
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <Fieldset id={id} disabled={disabled} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <Choice key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </Choice>
        ))}
      </Options>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
