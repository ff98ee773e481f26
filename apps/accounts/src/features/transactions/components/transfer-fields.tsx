import { moneyProps, textLineProps, valueProps, wholeForm } from '@pitaka/remote-kit';
import { AccountSelect, MoneyInput, TextField, type AccountOption } from '@pitaka/ui';
import { FieldPair } from '@pitaka/ui';
import { DateTimeFields } from '../../../kit/date-time-fields';
import type { TransferFormValues } from '../transfer-form-values';
import { useAccountsText } from '../../../i18n/accounts-text';

// A money input (with its − and + buttons) or an account's name and balance needs room: on a
// phone each gets the whole width.
const WIDE_PAIR = '10.5rem';

// Each end offers every account but the one chosen at the other end.
const ENDS = [
  { field: 'fromAccountId', label: 'transfer.from', other: 'toAccountId' },
  { field: 'toAccountId', label: 'transfer.to', other: 'fromAccountId' },
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
  const text = useAccountsText();
  const form = wholeForm(values, onChange);
  return (
    <>
      <FieldPair $min={WIDE_PAIR}>
        {ENDS.map(({ field, label, other }) => (
          <AccountSelect
            key={field}
            label={text(label)}
            options={accounts.map((o) => (o.value === values[other] ? { ...o, disabled: true } : o))}
            {...valueProps(form, field)}
            disabled={disabled}
          />
        ))}
      </FieldPair>
      <FieldPair $min={WIDE_PAIR}>
        <MoneyInput label={text('common.amount')} {...moneyProps(form, 'amount', currencySymbol)} disabled={disabled} />
        <MoneyInput
          label={text('transfer.fee')}
          {...moneyProps(form, 'fee', currencySymbol)}
          hint={text('transfer.fee.hint')}
          disabled={disabled}
        />
      </FieldPair>
      <TextField
        label={text('transfer.note')}
        placeholder={text('transfer.note.placeholder')}
        {...textLineProps(form, 'note')}
        disabled={disabled}
      />
      <DateTimeFields form={form} disabled={disabled} />
    </>
  );
}
