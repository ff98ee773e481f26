import { ACCOUNT_TYPES, CURRENCIES, currencySymbol } from '@pitaka/domain';
import { choiceProps, FormButtons, textLineProps, valueProps, wholeForm } from '@pitaka/remote-kit';
import { Banner, FieldGroup, FieldHint, FieldLabel, MoneyInput, TextField, theme } from '@pitaka/ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Buttons, Form } from '../../../kit/form-layout';
import { SelectField } from '../../../kit/select-field';
import type { AccountFormState } from '../account-form-values';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency.code, label: currency.label }));

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
  const form = wholeForm(values, onChange, invalid);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) props.onSubmit();
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={props.label} aria-busy={busy}>
      {props.failure && <Banner tone="error">{props.failure}</Banner>}
      {props.withCurrency && (
        <SelectField label="Currency" {...choiceProps(form, 'currency', CURRENCY_OPTIONS)} disabled={busy} />
      )}
      <TextField
        label="Account Name"
        placeholder="e.g. GCash, BDO Savings, Wallet"
        {...textLineProps(form, 'name')}
        disabled={busy}
      />
      <SelectField
        label="Account Type"
        placeholder="Select a type"
        {...choiceProps(form, 'type', ACCOUNT_TYPES)}
        disabled={busy}
      />
      {props.withInitialBalance && (
        <MoneyInput
          label="Initial Balance"
          currencySymbol={currencySymbol(values.currency)}
          {...valueProps(form, 'initialBalance')}
          min={0}
          hint="What the account holds today. Above 0, it is recorded as an 'Initial balance' income."
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
        <FormButtons
          busy={busy}
          submitLabel={props.submitLabel}
          busyLabel={props.busyLabel}
          onCancel={props.onCancel}
        />
      </Buttons>
    </Form>
  );
}
