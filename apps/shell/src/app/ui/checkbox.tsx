import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '@pitaka/ui';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.55rem;
  min-height: 44px;
  input {
    width: 1.15rem;
    height: 1.15rem;
    margin: 0;
    accent-color: ${theme.colors.primary};
    cursor: pointer;
  }
  label {
    cursor: pointer;
    color: ${theme.colors.text};
    font-size: 0.95rem;
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
  id?: string;
}

/** A native checkbox with its label beside it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, id, ...props }, ref) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  return (
    <Row>
      <input ref={ref} id={inputId} type="checkbox" {...props} />
      <label htmlFor={inputId}>{label}</label>
    </Row>
  );
});
