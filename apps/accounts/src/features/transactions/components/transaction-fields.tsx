import { moneyProps, textLineProps, valueProps, wholeForm, useMessageText } from '@pitaka/remote-kit';
import { AccountSelect, MoneyInput, TextField, type AccountOption } from '@pitaka/ui';
import { useId } from 'react';
import type { TransactionFormValues } from '../transaction-form-values';
import { TypeToggle } from './type-toggle';
import { DateTimeFields } from '../../../kit/date-time-fields';
import { currencyOfChoice } from '../../../kit/account-options';
import { SelectField } from '@pitaka/ui';
import { categoryText, useAccountsText } from '../../../i18n/accounts-text';

export interface TransactionFieldsProps {
  values: TransactionFormValues;
  onChange: (values: TransactionFormValues) => void;
  onTypeChange: (type: TransactionFormValues['type']) => void;
  categories: readonly string[];
  accounts: readonly AccountOption[];
  /** The books' currency: amounts are typed in the chosen account's own, or in this. */
  currency: string;
  /** A linked transaction, or one whose account was deleted: only description, date and time change. */
  locked?: boolean;
  disabled?: boolean;
  /** False where the form shows its own type choice (the add page, which offers Transfer too). */
  typeToggle?: boolean;
}

/** The fields a transaction is made of, shared by /add-transaction and the Modify Transaction modal. */
export function TransactionFields({
  values,
  onChange,
  onTypeChange,
  categories,
  accounts,
  currency,
  locked = false,
  disabled = false,
  typeToggle = true,
}: TransactionFieldsProps) {
  const text = useAccountsText();
  const say = useMessageText();
  const id = useId();
  const form = wholeForm(values, onChange);
  const fixed = locked || disabled;
  return (
    <>
      {typeToggle && <TypeToggle name={`${id}-type`} value={values.type} onChange={onTypeChange} disabled={fixed} />}
      <MoneyInput
        label={text('common.amount')}
        {...moneyProps(form, 'amount', currencyOfChoice(accounts, values.accountId, currency))}
        disabled={fixed}
      />
      <TextField
        label={text('fields.description')}
        placeholder={text('fields.description.placeholder')}
        {...textLineProps(form, 'description')}
        disabled={disabled}
      />
      <SelectField
        label={text('fields.category')}
        // Unlike a placeholder, 'Select a category' can be chosen again.
        options={[
          { value: '', label: text('fields.noCategory') },
          ...categories.map((category) => ({ value: category, label: categoryText(say, category) })),
        ]}
        {...valueProps(form, 'category')}
        disabled={fixed}
      />
      <AccountSelect
        label={text('common.account')}
        options={accounts}
        {...valueProps(form, 'accountId')}
        disabled={fixed}
      />
      <DateTimeFields form={form} disabled={disabled} />
    </>
  );
}
