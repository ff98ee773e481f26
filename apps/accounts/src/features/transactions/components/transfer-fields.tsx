import { moneyProps, textLineProps, valueProps, wholeForm } from '@pitaka/remote-kit';
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
        <MoneyInput label="Amount" {...moneyProps(form, 'amount', currencySymbol)} disabled={disabled} />
        <MoneyInput
          label="Fee (optional)"
          {...moneyProps(form, 'fee', currencySymbol)}
          hint="Charged to the source account, recorded as an expense"
          disabled={disabled}
        />
      </FieldPair>
      <TextField
        label="Note (optional)"
        placeholder="e.g. GCash cash-in"
        {...textLineProps(form, 'note')}
        disabled={disabled}
      />
      <DateTimeFields form={form} disabled={disabled} />
    </>
  );
}
