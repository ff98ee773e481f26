import { categoriesFor } from '@pitaka/domain';
import { FormButtons } from '@pitaka/remote-kit';
import { Banner, Card, type AccountOption } from '@pitaka/ui';
import { useId, type FormEvent } from 'react';
import { FormActionRow as Buttons, StackedForm as Form } from '@pitaka/ui';
import { TransferFields } from './transfer-fields';
import type { TransferFormValues } from '../transfer-form-values';
import type { TransactionFormValues } from '../transaction-form-values';
import { TransactionFields } from './transaction-fields';
import { TypeToggle, type EntryKind } from './type-toggle';
import { useAccountsText } from '../../../i18n/accounts-text';

const KINDS: readonly EntryKind[] = ['expense', 'income', 'transfer'];

/** One kind of entry's form state, as its hook gives it. */
export interface EntryForm<V> {
  values: V;
  setValues: (values: V) => void;
  error: string | null;
  busy: boolean;
  submit: () => void;
  /** What the entry does to its category's budget, said before it is saved. */
  note?: { text: string; over: boolean } | null;
}

export interface AddTransactionFormProps {
  /** Expense or Income (the transaction's type), or Transfer. */
  kind: EntryKind;
  onKindChange: (kind: EntryKind) => void;
  transaction: EntryForm<TransactionFormValues>;
  transfer: EntryForm<TransferFormValues>;
  accounts: readonly AccountOption[];
  /** The books' currency: amounts are typed in the chosen account's own, or in this. */
  currency: string;
  onCancel: () => void;
}

/** /add-transaction: an expense, an income, or a transfer between two own accounts. */
export function AddTransactionForm(props: AddTransactionFormProps) {
  const { kind, transaction, onCancel, accounts, currency } = props;
  const text = useAccountsText();
  const id = useId();
  const transfer = kind === 'transfer';
  const { error, busy, submit: save } = transfer ? props.transfer : transaction;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) save();
  }
  return (
    <Card>
      <Form
        onSubmit={submit}
        noValidate
        aria-label={text(transfer ? 'addTransaction.form.transfer' : 'addTransaction.form.transaction')}
        aria-busy={busy}
      >
        {error && <Banner tone="error">{error}</Banner>}
        <TypeToggle name={`${id}-kind`} kinds={KINDS} value={kind} onChange={props.onKindChange} disabled={busy} />
        {transfer ? (
          <TransferFields
            values={props.transfer.values}
            onChange={props.transfer.setValues}
            accounts={accounts}
            currency={currency}
            disabled={busy}
          />
        ) : (
          <TransactionFields
            values={transaction.values}
            onChange={transaction.setValues}
            onTypeChange={props.onKindChange}
            categories={categoriesFor(transaction.values.type)}
            accounts={accounts}
            currency={currency}
            disabled={busy}
            typeToggle={false}
          />
        )}
        {!transfer && transaction.note && (
          <Banner tone={transaction.note.over ? 'warning' : 'info'}>{transaction.note.text}</Banner>
        )}
        <Buttons>
          <FormButtons
            busy={busy}
            submitLabel={text(transfer ? 'addTransaction.saveTransfer' : 'common.addTransaction')}
            busyLabel={text(transfer ? 'common.saving' : 'addTransaction.adding')}
            onCancel={onCancel}
          />
        </Buttons>
      </Form>
    </Card>
  );
}
