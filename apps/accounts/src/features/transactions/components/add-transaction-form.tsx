import { categoriesFor } from '@pitaka/domain';
import { Banner, Button, Card, type AccountOption } from '@pitaka/ui';
import { useId, type FormEvent } from 'react';
import { Buttons, Form } from '../../../kit/form-layout';
import { TransferFields } from './transfer-fields';
import type { TransferFormValues } from '../transfer-form-values';
import type { TransactionFormValues } from '../transaction-form-values';
import { TransactionFields } from './transaction-fields';
import { TypeToggle, type EntryKind } from './type-toggle';

const KINDS: readonly EntryKind[] = ['expense', 'income', 'transfer'];

export interface AddTransactionFormProps {
  /** Expense or Income (the transaction's type), or Transfer. */
  kind: EntryKind;
  onKindChange: (kind: EntryKind) => void;
  values: TransactionFormValues;
  onChange: (values: TransactionFormValues) => void;
  transferValues: TransferFormValues;
  onTransferChange: (values: TransferFormValues) => void;
  accounts: readonly AccountOption[];
  currencySymbol: string;
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** /add-transaction: an expense, an income, or a transfer between two own accounts. */
export function AddTransactionForm(props: AddTransactionFormProps) {
  const { kind, error, busy, onSubmit, onCancel, accounts, currencySymbol } = props;
  const id = useId();
  const transfer = kind === 'transfer';
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }
  return (
    <Card>
      <Form onSubmit={submit} noValidate aria-label={transfer ? 'New transfer' : 'New transaction'} aria-busy={busy}>
        {error && <Banner tone="error">{error}</Banner>}
        <TypeToggle name={`${id}-kind`} kinds={KINDS} value={kind} onChange={props.onKindChange} disabled={busy} />
        {transfer ? (
          <TransferFields
            values={props.transferValues}
            onChange={props.onTransferChange}
            accounts={accounts}
            currencySymbol={currencySymbol}
            disabled={busy}
          />
        ) : (
          <TransactionFields
            values={props.values}
            onChange={props.onChange}
            onTypeChange={props.onKindChange}
            categories={categoriesFor(props.values.type)}
            accounts={accounts}
            currencySymbol={currencySymbol}
            disabled={busy}
            typeToggle={false}
          />
        )}
        <Buttons>
          <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {transfer ? (busy ? 'Saving...' : 'Save Transfer') : busy ? 'Adding...' : 'Add Transaction'}
          </Button>
        </Buttons>
      </Form>
    </Card>
  );
}
