import { moneyProps, textLineProps, valueProps, wholeForm } from '@pitaka/remote-kit';
import { AccountSelect, Banner, MoneyInput, TextField, type AccountOption } from '@pitaka/ui';
import { FieldPair } from '@pitaka/ui';
import { DateTimeFields } from '../../../kit/date-time-fields';
import { padalaRatesOf, transferCurrenciesOf, type TransferFormValues } from '../transfer-form-values';
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
  /** The books' currency: amounts are typed in each chosen account's own, or in this. */
  currency: string;
  disabled?: boolean;
}

/**
 * From, to, amount, fee, note, date and time: the add page's Transfer and the Modify Transfer
 * dialog. Between accounts in two currencies (a padala) it also asks what arrived, in the
 * destination's currency, and shows the rate that really applied, without the fee and with it.
 */
export function TransferFields({ values, onChange, accounts, currency, disabled = false }: TransferFieldsProps) {
  const text = useAccountsText();
  const form = wholeForm(values, onChange);
  const currencies = transferCurrenciesOf(accounts, values, currency);
  const padala = currencies.from !== currencies.to;
  const rates = padala ? padalaRatesOf(values, currencies) : null;
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
        <MoneyInput
          label={text(padala ? 'transfer.sent' : 'common.amount')}
          {...moneyProps(form, 'amount', currencies.from)}
          disabled={disabled}
        />
        <MoneyInput
          label={text('transfer.fee')}
          {...moneyProps(form, 'fee', currencies.from)}
          hint={text('transfer.fee.hint')}
          disabled={disabled}
        />
      </FieldPair>
      {padala && (
        <>
          <MoneyInput
            label={text('transfer.received')}
            {...moneyProps(form, 'received', currencies.to)}
            hint={text('transfer.received.hint', { currency: currencies.to })}
            disabled={disabled}
          />
          <Banner tone="info">
            <output aria-live="polite" aria-label={text('transfer.rate.label')}>
              {rates
                ? text('transfer.rate', { ...currencies, withoutFee: rates.withoutFee, withFee: rates.withFee })
                : text('transfer.rate.pending', { ...currencies })}
            </output>
          </Banner>
        </>
      )}
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
