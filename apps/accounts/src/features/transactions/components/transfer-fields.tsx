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
  const set = (patch: Partial<TransferFormValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <FieldPair>
        {ENDS.map(({ field, label, other }) => (
          <AccountSelect
            key={field}
            label={label}
            options={accounts.map((o) => (o.value === values[other] ? { ...o, disabled: true } : o))}
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
