import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { EyeIcon, EyeOffIcon } from './icons';
import { theme } from './theme';
import { uiText } from './i18n/ui-text';

export const FieldGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 0.925rem;
  color: ${theme.colors.text};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${theme.colors.danger};
`;

/** Hover, focus and invalid borders shared by the text input and the select. */
export const controlStates = css`
  &:hover:not(:disabled) {
    border-color: ${theme.colors.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${theme.colors.primary};
    box-shadow: 0 0 0 3px ${theme.colors.focusRing};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
    box-shadow: none;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

export const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0.65rem 0.85rem;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &::placeholder {
    color: ${theme.colors.placeholder};
  }
  ${controlStates}
  &:disabled {
    background: ${theme.colors.neutralSoft};
    cursor: not-allowed;
  }
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field, tied to it with aria-describedby. */
  hint?: ReactNode;
  /** An error for this field: sets aria-invalid and is announced with the field. */
  error?: string;
  id?: string;
  /** Extra ids to add to aria-describedby (e.g. a checklist below the field). */
  describedBy?: string;
}

function describedByIds(...ids: (string | undefined | false)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** What a labelled field hands its control: the id its label points at, and its aria ties. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface LabelledFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The control's id; without it one is made as `${idPrefix}-${useId()}`. */
  id?: string;
  idPrefix: string;
  /** Extra ids to add to aria-describedby, after the hint's and the error's. */
  describedBy?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A field's label, hint and error around its control, tied to it by id and aria-describedby. */
export function LabelledField({ label, hint, error, id, idPrefix, describedBy, children }: LabelledFieldProps) {
  const autoId = useId();
  const controlId = id ?? `${idPrefix}-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <FieldGroup>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedByIds(hintId, errorId, describedBy),
      })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldGroup>
  );
}

/** A labelled text input; the label, hint and error are tied to it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, describedBy, ...inputProps },
  ref,
) {
  return (
    <LabelledField label={label} hint={hint} error={error} id={id} idPrefix="field" describedBy={describedBy}>
      {(control) => <Input ref={ref} {...control} {...inputProps} />}
    </LabelledField>
  );
});

const PasswordWrap = styled.div`
  position: relative;
  ${Input} {
    padding-right: 3.25rem;
  }
`;

const ToggleButton = styled.button`
  position: absolute;
  top: 50%;
  right: 0.3rem;
  transform: translateY(-50%);
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${theme.colors.text};
    background: ${theme.colors.neutralSoft};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A labelled password input with a show/hide toggle. The toggle's name says what it does
 * ("Show password" / "Hide password", or "Show confirm password" for that label).
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, hint, error, id, describedBy, disabled, ...inputProps },
  ref,
) {
  const text = uiText.useText();
  const [visible, setVisible] = useState(false);
  const what = label.toLowerCase();
  return (
    <LabelledField label={label} hint={hint} error={error} id={id} idPrefix="field" describedBy={describedBy}>
      {(control) => (
        <PasswordWrap>
          <Input ref={ref} {...control} type={visible ? 'text' : 'password'} disabled={disabled} {...inputProps} />
          <ToggleButton
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={text(visible ? 'hide' : 'show', { what })}
            aria-controls={control.id}
            disabled={disabled}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </ToggleButton>
        </PasswordWrap>
      )}
    </LabelledField>
  );
});
