import { FieldError, FieldGroup, FieldHint, FieldLabel, Input } from '@pitaka/ui';
import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

const Area = styled(Input).attrs({ as: 'textarea' })`
  min-height: 6rem;
  resize: vertical;
  line-height: 1.5;
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line text field, styled like the kit's inputs. */
export function TextAreaField({ id, label, hint, error, ...props }: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FieldGroup>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Area
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...props}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldGroup>
  );
}
