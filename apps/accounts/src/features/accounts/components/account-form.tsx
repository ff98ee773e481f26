import { ACCOUNT_TYPES, CURRENCIES, currencyChoices } from '@pitaka/domain';
import {
  choiceProps,
  FormButtons,
  moneyProps,
  textLineProps,
  wholeForm,
  type FormButtonsProps,
} from '@pitaka/remote-kit';
import { Banner, FieldGroup, FieldHint, FieldLabel, MoneyInput, TextField, theme, useLanguage } from '@pitaka/ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormActionRow as Buttons, StackedForm as Form } from '@pitaka/ui';
import { SelectField } from '@pitaka/ui';
import type { AccountFormState } from '../account-form-values';
import { accountTypeText, currencyText, useAccountsText } from '../../../i18n/accounts-text';

const ReadOnly = styled.output`
  display: block;
  padding: 0.65rem 0.85rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.background};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** Its buttons: Cancel (a button, `onCancel`) and submit, with their words. */
export interface AccountFormProps extends AccountFormState, Omit<FormButtonsProps, 'cancelTo'> {
  /** Account setup asks for the currency first. */
  withCurrency?: boolean;
  /** Add Account offers every ISO currency, the books' (this) first: an account kept in its own. */
  ownCurrencyFrom?: string;
  /** Setup and Add Account take an initial balance; Edit Account shows the balance read-only instead. */
  withInitialBalance?: boolean;
  currentBalance?: ReactNode;
  /** The form's accessible name. */
  label: string;
}

export function AccountForm(props: AccountFormProps) {
  const { values, onChange, invalid, busy } = props;
  const text = useAccountsText();
  const id = useId();
  const form = wholeForm(values, onChange, invalid);
  const language = useLanguage();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) props.onSubmit();
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={props.label} aria-busy={busy}>
      {props.failure && <Banner tone="error">{props.failure}</Banner>}
      {props.withCurrency && (
        <SelectField
          label={text('form.currency')}
          {...choiceProps(
            form,
            'currency',
            CURRENCIES.map((currency) => ({ value: currency.code, label: currencyText(text, currency) })),
          )}
          disabled={busy}
        />
      )}
      {props.ownCurrencyFrom && (
        <SelectField
          label={text('form.currency')}
          {...choiceProps(form, 'currency', currencyChoices(props.ownCurrencyFrom, language))}
          hint={
            values.currency === props.ownCurrencyFrom
              ? undefined
              : text('form.ownCurrency.hint', { currency: values.currency, books: props.ownCurrencyFrom })
          }
          disabled={busy}
        />
      )}
      <TextField
        label={text('form.name')}
        placeholder={text('form.name.placeholder')}
        {...textLineProps(form, 'name')}
        disabled={busy}
      />
      <SelectField
        label={text('form.type')}
        placeholder={text('form.type.placeholder')}
        {...choiceProps(
          form,
          'type',
          ACCOUNT_TYPES.map((type) => ({ ...type, label: accountTypeText(text, type.value) })),
        )}
        disabled={busy}
      />
      {props.withInitialBalance && (
        <MoneyInput
          label={text('form.initialBalance')}
          {...moneyProps(form, 'initialBalance', values.currency)}
          min={0}
          hint={text('form.initialBalance.hint')}
          disabled={busy}
        />
      )}
      {props.currentBalance !== undefined && (
        <FieldGroup>
          <FieldLabel as="span" id={`${id}-balance`}>
            {text('common.currentBalance')}
          </FieldLabel>
          <ReadOnly aria-labelledby={`${id}-balance`} aria-describedby={`${id}-balance-note`}>
            {props.currentBalance}
          </ReadOnly>
          <FieldHint id={`${id}-balance-note`}>{text('form.currentBalance.hint')}</FieldHint>
        </FieldGroup>
      )}
      <Buttons>
        <FormButtons {...props} />
      </Buttons>
    </Form>
  );
}
