import { moneyProps, textLineProps, valueProps, wholeForm } from '@pitaka/remote-kit';
import { AccountSelect, MoneyInput, TextField, type AccountOption } from '@pitaka/ui';
import { useId } from 'react';
import type { TransactionFormValues } from '../transaction-form-values';
import { TypeToggle } from './type-toggle';
import { DateTimeFields } from '../../../kit/date-time-fields';
import { SelectField } from '../../../kit/select-field';

// Unlike a placeholder, it can be chosen again.
const NO_CATEGORY = { value: '', label: 'Select a category' };

export interface TransactionFieldsProps {
  values: TransactionFormValues;
  onChange: (values: TransactionFormValues) => void;
  onTypeChange: (type: TransactionFormValues['type']) => void;
  categories: readonly string[];
  accounts: readonly AccountOption[];
  currencySymbol: string;
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
  currencySymbol,
  locked = false,
  disabled = false,
  typeToggle = true,
}: TransactionFieldsProps) {
  const id = useId();
  const form = wholeForm(values, onChange);
  const fixed = locked || disabled;
  return (
    <>
      {typeToggle && <TypeToggle name={`${id}-type`} value={values.type} onChange={onTypeChange} disabled={fixed} />}
      <MoneyInput label="Amount" {...moneyProps(form, 'amount', currencySymbol)} disabled={fixed} />
      <TextField
        label="Description"
        placeholder="What was this transaction for?"
        {...textLineProps(form, 'description')}
        disabled={disabled}
      />
      <SelectField
        label="Category"
        options={[NO_CATEGORY, ...categories.map((category) => ({ value: category, label: category }))]}
        {...valueProps(form, 'category')}
        disabled={fixed}
      />
      <AccountSelect label="Account" options={accounts} {...valueProps(form, 'accountId')} disabled={fixed} />
      <DateTimeFields form={form} disabled={disabled} />
    </>
  );
}
