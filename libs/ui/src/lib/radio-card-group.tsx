import { useId } from 'react';
import styled from 'styled-components';
import { choiceFieldset, choiceInput, type ExclusiveChoiceProps } from './choice-input';
import { FieldError, FieldHint } from './form-field';
import { theme } from './theme';

export interface RadioCardOption<T extends string> {
  value: T;
  label: string;
  /** A line under the label saying what the choice does. */
  note?: string;
}

export interface RadioCardGroupProps<T extends string> extends ExclusiveChoiceProps<T, RadioCardOption<T>> {
  disabled?: boolean;
  error?: string;
  id?: string;
  /** Options side by side when they fit ('row'), or one under the other ('column'). */
  layout?: 'row' | 'column';
}

const Fieldset = styled.fieldset`
  ${choiceFieldset}
  gap: 0.4rem;
  legend {
    width: 100%;
  }
`;

const Options = styled.div<{ $layout: 'row' | 'column' }>`
  display: grid;
  grid-template-columns: ${({ $layout }) => ($layout === 'row' ? 'repeat(auto-fit, minmax(11rem, 1fr))' : '1fr')};
  gap: 0.5rem;
`;

const Choice = styled.div`
  display: grid;
  gap: 0.1rem;
  min-height: 44px;
  padding: 0.55rem 0.85rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  label {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 28px;
    font-weight: 600;
    cursor: pointer;
  }
  input {
    ${choiceInput('1.1rem')}
    cursor: inherit;
  }
  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  &:has(input:disabled) {
    opacity: 0.65;
    label {
      cursor: not-allowed;
    }
  }
`;

const Note = styled.p`
  margin: 0 0 0 1.7rem;
  color: ${theme.colors.textMuted};
  font-size: 0.85rem;
`;

/** Native radios as cards in a fieldset: arrow keys, labels and the group name come from the platform. */
export function RadioCardGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  disabled,
  hint,
  error,
  id,
  layout = 'row',
}: RadioCardGroupProps<T>) {
  const name = useId();
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <Fieldset id={id} disabled={disabled} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend>{legend}</legend>
      <Options $layout={layout}>
        {options.map((option) => (
          <Choice key={option.value}>
            <label>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={option.note ? `${name}-${option.value}-note` : undefined}
              />
              {option.label}
            </label>
            {option.note && <Note id={`${name}-${option.value}-note`}>{option.note}</Note>}
          </Choice>
        ))}
      </Options>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
