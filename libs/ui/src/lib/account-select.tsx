import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { LabelledField, controlStates } from './form-field';
import { theme } from './theme';
import { uiText } from './i18n/ui-text';

export interface SelectOption {
  value: string;
  /** Already formatted: 'GCash (₱1,240.50)', 'Last 7 Days'. */
  label: string;
  disabled?: boolean;
}

/** An account to choose, with its currency when it has its own (an amount field follows the chosen one). */
export interface AccountOption extends SelectOption {
  currency?: string;
}

export interface AccountSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'> {
  label?: string;
  options: readonly AccountOption[];
  /** The chosen account's value, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  id?: string;
}

const chevron = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%234b5563' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`;

export const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 0.65rem 2.5rem 0.65rem 0.85rem;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface} ${chevron} no-repeat right 0.75rem center;
  color: ${theme.colors.text};
  appearance: none;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  ${controlStates}
  &:disabled {
    background-color: ${theme.colors.neutralSoft};
    cursor: not-allowed;
  }
`;

/** The <option>s of a Select, one per entry, in order. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  ));
}

/** A labelled account picker: options 'name (₱balance)', a placeholder, and an error. */
export const AccountSelect = forwardRef<HTMLSelectElement, AccountSelectProps>(function AccountSelect(
  { label, options, value, onChange, placeholder, hint, error, id, ...selectProps },
  ref,
) {
  const text = uiText.useText();
  return (
    <LabelledField label={label ?? text('account')} hint={hint} error={error} id={id} idPrefix="select">
      {(control) => (
        <Select
          ref={ref}
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...selectProps}
        >
          {/* Not choosable: once an account is picked, "none" is not an answer. */}
          <option value="" disabled>
            {placeholder ?? text('account.pick')}
          </option>
          <SelectOptions options={options} />
        </Select>
      )}
    </LabelledField>
  );
});
