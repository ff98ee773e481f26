import { categoriesFor } from '@pitaka/domain';
import { Banner, Button, Card, type AccountOption } from '@pitaka/ui';
import type { FormEvent } from 'react';
import { Buttons, Form } from '../../../kit/form-layout';
import type { TransactionFormValues } from '../transaction-form-values';
import { TransactionFields } from './transaction-fields';

export interface AddTransactionFormProps {
  values: TransactionFormValues;
  onChange: (values: TransactionFormValues) => void;
  onTypeChange: (type: TransactionFormValues['type']) => void;
  accounts: readonly AccountOption[];
  currencySymbol: string;
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

export function AddTransactionForm({ error, busy, onSubmit, onCancel, ...fields }: AddTransactionFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }
  return (
    <Card>
      <Form onSubmit={submit} noValidate aria-label="New transaction" aria-busy={busy}>
        {error && <Banner tone="error">{error}</Banner>}
        <TransactionFields {...fields} categories={categoriesFor(fields.values.type)} disabled={busy} />
        <Buttons>
          <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding...' : 'Add Transaction'}
          </Button>
        </Buttons>
      </Form>
    </Card>
  );
}
