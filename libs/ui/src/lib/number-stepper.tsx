import { forwardRef, useId, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatCentavos, parseCentavos, toCentavos } from './centavos';
import { FieldError, FieldGroup, FieldHint, FieldLabel, Input } from './form-field';
import { MinusIcon, PlusIcon } from './icons';
import { theme } from './theme';
import { uiText } from './i18n/ui-text';

export interface NumberStepperProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'prefix' | 'id'
> {
  label: string;
  /** The text in the field, as typed: '', '12.', '1,000' are kept until the user steps. */
  value: string;
  onChange: (text: string) => void;
  /** What − and + (and ArrowDown / ArrowUp) change the value by; defaults to 1. */
  step?: number;
  /** The floor: − never goes below it. Defaults to 0. */
  min?: number;
  max?: number;
  /** Shown before the number, e.g. a currency symbol. */
  prefix?: string;
  /** The decimals stepping shows: 2 (pesos) by default, 0 for yen, 3 for dinars. */
  decimals?: number;
  hint?: string;
  error?: string;
  id?: string;
}

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: 0.5rem;
`;

// Room for the prefix: a symbol ('₱') or a currency's code ('AED').
const Field = styled.div<{ $prefix: number }>`
  position: relative;
  flex: 1;
  min-width: 0;
  ${Input} {
    font-variant-numeric: tabular-nums;
    padding-left: ${({ $prefix }) => ($prefix === 0 ? '0.85rem' : $prefix === 1 ? '2rem' : `calc(1.35rem + ${$prefix}ch)`)};
  }
`;

const Prefix = styled.span`
  position: absolute;
  left: 0.85rem;
  top: 50%;
  transform: translateY(-50%);
  color: ${theme.colors.textMuted};
  font-weight: 600;
  pointer-events: none;
`;

const StepButton = styled.button`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  width: 44px;
  min-height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.colors.background};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/**
 * A decimal field with − and + buttons. A text input with inputMode="decimal", not type="number":
 * a number input blanks what it cannot parse ('1,000'), changes on scroll, and its own arrows
 * would step by 0.01. Stepping clamps to [min, max] and shows `decimals` decimals (two by default).
 */
export const NumberStepper = forwardRef<HTMLInputElement, NumberStepperProps>(function NumberStepper(
  {
    label,
    value,
    onChange,
    step = 1,
    min = 0,
    max,
    prefix,
    decimals = 2,
    hint,
    error,
    id,
    disabled,
    onKeyDown,
    ...inputProps
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `stepper-${autoId}`;
  const text = uiText.useText();
  const prefixId = prefix ? `${inputId}-prefix` : undefined;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [prefixId, hintId, errorId].filter(Boolean).join(' ') || undefined;

  function stepBy(direction: 1 | -1) {
    const current = parseCentavos(value, decimals) ?? 0;
    let next = current + direction * toCentavos(step, decimals);
    if (max !== undefined) next = Math.min(next, toCentavos(max, decimals));
    next = Math.max(next, toCentavos(min, decimals));
    onChange(formatCentavos(next, decimals));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    }
  }

  return (
    <FieldGroup>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Row>
        <StepButton
          type="button"
          aria-label={text('decrease', { label })}
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => stepBy(-1)}
        >
          <MinusIcon />
        </StepButton>
        <Field $prefix={prefix?.length ?? 0}>
          {prefix && <Prefix id={prefixId}>{prefix}</Prefix>}
          <Input
            ref={ref}
            id={inputId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={handleKeyDown}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...inputProps}
          />
        </Field>
        <StepButton
          type="button"
          aria-label={text('increase', { label })}
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => stepBy(1)}
        >
          <PlusIcon />
        </StepButton>
      </Row>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldGroup>
  );
});
