import {
  AccountSelect,
  FieldGroup,
  FieldLabel,
  MoneyInput,
  Select,
  SelectOptions,
  TextField,
  type AccountOption,
} from '@pitaka/ui';
import { useId } from 'react';
import type { TransactionFormValues } from '../transaction-form-values';
import { TypeToggle } from './type-toggle';
import { DateTimeFields } from '../../../kit/date-time-fields';

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
  const set = (patch: Partial<TransactionFormValues>) => onChange({ ...values, ...patch });
  const fixed = locked || disabled;
  return (
    <>
      {typeToggle && <TypeToggle name={`${id}-type`} value={values.type} onChange={onTypeChange} disabled={fixed} />}
      <MoneyInput
        label="Amount"
        currencySymbol={currencySymbol}
        value={values.amount}
        onChange={(amount) => set({ amount })}
        placeholder="0.00"
        disabled={fixed}
      />
      <TextField
        label="Description"
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
        placeholder="What was this transaction for?"
        maxLength={200}
        disabled={disabled}
      />
      <FieldGroup>
        <FieldLabel htmlFor={`${id}-category`}>Category</FieldLabel>
        <Select
          id={`${id}-category`}
          value={values.category}
          onChange={(event) => set({ category: event.target.value })}
          disabled={fixed}
        >
          <option value="">Select a category</option>
          <SelectOptions options={categories.map((category) => ({ value: category, label: category }))} />
        </Select>
      </FieldGroup>
      <AccountSelect
        label="Account"
        options={accounts}
        value={values.accountId}
        onChange={(accountId) => set({ accountId })}
        disabled={fixed}
      />
      <DateTimeFields date={values.date} time={values.time} onChange={set} disabled={disabled} />
    </>
  );
}
