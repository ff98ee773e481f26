import { AccountSelect, MoneyInput, TextField, type AccountOption } from '@pitaka/ui';
import { DateTimeFields, FieldPair } from '../../../kit/date-time-fields';
import type { TransferFormValues } from '../transfer-form-values';

const ENDS = [
  { field: 'fromAccountId', label: 'From account' },
  { field: 'toAccountId', label: 'To account' },
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
  const set = (patch: Partial<TransferFormValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <FieldPair>
        {ENDS.map(({ field, label }) => (
          <AccountSelect
            key={field}
            label={label}
            options={accounts}
            value={values[field]}
            onChange={(accountId) => set({ [field]: accountId })}
            disabled={disabled}
          />
        ))}
      </FieldPair>
      <FieldPair>
        <MoneyInput
          label="Amount"
          currencySymbol={currencySymbol}
          value={values.amount}
          onChange={(amount) => set({ amount })}
          placeholder="0.00"
          disabled={disabled}
        />
        <MoneyInput
          label="Fee (optional)"
          currencySymbol={currencySymbol}
          value={values.fee}
          onChange={(fee) => set({ fee })}
          placeholder="0.00"
          hint="Charged to the source account, recorded as an expense"
          disabled={disabled}
        />
      </FieldPair>
      <TextField
        label="Note (optional)"
        value={values.note}
        onChange={(event) => set({ note: event.target.value })}
        placeholder="e.g. GCash cash-in"
        maxLength={200}
        disabled={disabled}
      />
      <DateTimeFields date={values.date} time={values.time} onChange={set} disabled={disabled} />
    </>
  );
}
