import { theme } from '@pitaka/ui';
import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  input {
    flex-shrink: 0;
    width: 1.15rem;
    height: 1.15rem;
    margin: 0;
    accent-color: ${theme.colors.primary};
    cursor: pointer;
  }
  label {
    font-weight: 600;
    font-size: 0.925rem;
    cursor: pointer;
  }
`;

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
  id?: string;
}

/** A native checkbox in a form, its label beside it. */
export function CheckboxField({ label, id, ...inputProps }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  return (
    <Row>
      <input id={inputId} type="checkbox" {...inputProps} />
      <label htmlFor={inputId}>{label}</label>
    </Row>
  );
}
