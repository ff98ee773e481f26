import { inputProps, valueProps, wholeForm } from '@pitaka/remote-kit';
import { AccountSelect, MoneyInput, TextField, type AccountOption } from '@pitaka/ui';
import { DateTimeFields, FieldPair } from '../../../kit/date-time-fields';
import type { TransferFormValues } from '../transfer-form-values';

// Each end offers every account but the one chosen at the other end.
const ENDS = [
  { field: 'fromAccountId', label: 'From account', other: 'toAccountId' },
  { field: 'toAccountId', label: 'To account', other: 'fromAccountId' },
] as const;

export interface TransferFieldsProps {
  values: TransferFormValues;
  onChange: (values: TransferFormValues) => void;
  accounts: readonly AccountOption[];
  currencySymbol: string;
  disabled?: boolean;
}

/** From, to, amount, fee, note, date and time: the add page's Transfer and the Modify Transfer dialog. */
export function TransferFields({ values, onChange, accounts, currencySymbol, disabled = false }: TransferFieldsProps) {
  const form = wholeForm(values, onChange);
  return (
    <>
      <FieldPair>
        {ENDS.map(({ field, label, other }) => (
          <AccountSelect
            key={field}
            label={label}
            options={accounts.map((o) => (o.value === values[other] ? { ...o, disabled: true } : o))}
            {...valueProps(form, field)}
            disabled={disabled}
          />
        ))}
      </FieldPair>
      <FieldPair>
        <MoneyInput
          label="Amount"
          currencySymbol={currencySymbol}
          placeholder="0.00"
          {...valueProps(form, 'amount')}
          disabled={disabled}
        />
        <MoneyInput
          label="Fee (optional)"
          currencySymbol={currencySymbol}
          placeholder="0.00"
          {...valueProps(form, 'fee')}
          hint="Charged to the source account, recorded as an expense"
          disabled={disabled}
        />
      </FieldPair>
      <TextField
        label="Note (optional)"
        placeholder="e.g. GCash cash-in"
        maxLength={200}
        {...inputProps(form, 'note')}
        disabled={disabled}
      />
      <DateTimeFields
        date={values.date}
        time={values.time}
        onChange={(patch) => onChange({ ...values, ...patch })}
        disabled={disabled}
      />
    </>
  );
}
