import { ACCOUNT_TYPES, CURRENCIES, currencySymbol, type AccountType, type CurrencyCode } from '@pitaka/domain';
import {
  Banner,
  Button,
  FieldError,
  FieldGroup,
  FieldHint,
  FieldLabel,
  MoneyInput,
  Select,
  SelectOptions,
  TextField,
  theme,
} from '@pitaka/ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Buttons, Form } from '../../../kit/form-layout';
import type { AccountFormState, AccountFormValues, FieldMessage } from '../account-form-values';

const ReadOnly = styled.output`
  display: block;
  padding: 0.65rem 0.85rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.background};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export interface AccountFormProps extends AccountFormState {
  /** Account setup asks for the currency first. */
  withCurrency?: boolean;
  /** Setup and Add Account take an initial balance; Edit Account shows the balance read-only instead. */
  withInitialBalance?: boolean;
  currentBalance?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  onCancel?: () => void;
  /** The form's accessible name. */
  label: string;
}

export function AccountForm(props: AccountFormProps) {
  const { values, onChange, invalid, busy } = props;
  const id = useId();
  const set = (patch: Partial<AccountFormValues>) => onChange({ ...values, ...patch });
  const errorFor = (field: FieldMessage['field']) => (invalid?.field === field ? invalid.message : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) props.onSubmit();
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={props.label} aria-busy={busy}>
      {props.failure && <Banner tone="error">{props.failure}</Banner>}
      {props.withCurrency && (
        <LabelledSelect id={`${id}-currency`} label="Currency" error={errorFor('currency')}>
          <Select
            id={`${id}-currency`}
            value={values.currency}
            onChange={(event) => set({ currency: event.target.value as CurrencyCode })}
            disabled={busy}
            aria-invalid={errorFor('currency') ? true : undefined}
            aria-describedby={errorFor('currency') ? `${id}-currency-error` : undefined}
          >
            <SelectOptions options={CURRENCIES.map((currency) => ({ value: currency.code, label: currency.label }))} />
          </Select>
        </LabelledSelect>
      )}
      <TextField
        label="Account Name"
        value={values.name}
        onChange={(event) => set({ name: event.target.value })}
        placeholder="e.g. GCash, BDO Savings, Wallet"
        maxLength={200}
        error={errorFor('name')}
        disabled={busy}
      />
      <LabelledSelect id={`${id}-type`} label="Account Type" error={errorFor('type')}>
        <Select
          id={`${id}-type`}
          value={values.type}
          onChange={(event) => set({ type: event.target.value as AccountType })}
          disabled={busy}
          aria-invalid={errorFor('type') ? true : undefined}
          aria-describedby={errorFor('type') ? `${id}-type-error` : undefined}
        >
          <option value="" disabled>
            Select a type
          </option>
          <SelectOptions options={ACCOUNT_TYPES} />
        </Select>
      </LabelledSelect>
      {props.withInitialBalance && (
        <MoneyInput
          label="Initial Balance"
          currencySymbol={currencySymbol(values.currency)}
          value={values.initialBalance}
          onChange={(initialBalance) => set({ initialBalance })}
          min={0}
          hint="What the account holds today. Above 0, it is recorded as an 'Initial balance' income."
          error={errorFor('initialBalance')}
          disabled={busy}
        />
      )}
      {props.currentBalance !== undefined && (
        <FieldGroup>
          <FieldLabel as="span" id={`${id}-balance`}>
            Current Balance
          </FieldLabel>
          <ReadOnly aria-labelledby={`${id}-balance`} aria-describedby={`${id}-balance-note`}>
            {props.currentBalance}
          </ReadOnly>
          <FieldHint id={`${id}-balance-note`}>
            The balance changes only through transactions: add, edit or revert one to change it.
          </FieldHint>
        </FieldGroup>
      )}
      <Buttons>
        {props.onCancel && (
          <Button type="button" $variant="secondary" onClick={props.onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? props.busyLabel : props.submitLabel}
        </Button>
      </Buttons>
    </Form>
  );
}

function LabelledSelect({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <FieldGroup>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldGroup>
  );
}
