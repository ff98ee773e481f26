import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { choiceInput } from './choice-input';
import { theme } from './theme';

const Row = styled.div<{ $field: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  input {
    flex-shrink: 0;
    ${choiceInput()}
    cursor: pointer;
  }
  label {
    cursor: pointer;
    color: ${theme.colors.text};
    font-size: ${({ $field }) => ($field ? '0.925rem' : '0.95rem')};
    font-weight: ${({ $field }) => ($field ? 600 : 'normal')};
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
  id?: string;
  /** 'field': labelled like the form fields around it; 'plain' (default): body text, e.g. "Remember me". */
  labelStyle?: 'plain' | 'field';
}

/** A native checkbox with its label beside it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, id, labelStyle = 'plain', ...inputProps },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  return (
    <Row $field={labelStyle === 'field'}>
      <input ref={ref} id={inputId} type="checkbox" {...inputProps} />
      <label htmlFor={inputId}>{label}</label>
    </Row>
  );
});
