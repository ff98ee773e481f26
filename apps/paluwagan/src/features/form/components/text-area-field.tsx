import { Input, LabelledField } from '@pitaka/ui';
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
  return (
    <LabelledField label={label} hint={hint} error={error} id={id} idPrefix="textarea">
      {(control) => <Area {...control} {...props} />}
    </LabelledField>
  );
}
