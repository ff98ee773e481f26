import type { Transaction, TransactionType } from '@pitaka/domain';
import { Banner, type AccountOption } from '@pitaka/ui';
import { useId, useState, type FormEvent } from 'react';
import { DialogForm, EditDialog } from '../../../kit/edit-dialog';
import { categoryOptions, valuesOf, withType, type TransactionFormValues } from '../transaction-form-values';
import { TransactionFields } from './transaction-fields';
import { useAccountsText } from '../../../i18n/accounts-text';

export interface ModifyTransactionDialogProps {
  /** The transaction being edited; the dialog is open while there is one. */
  transaction: Transaction | null;
  accounts: readonly AccountOption[];
  /** The books' currency: amounts are typed in the chosen account's own, or in this. */
  currency: string;
  /** Why amount, type, category and account cannot change (a linked transaction, a deleted account). */
  lockedReason?: string | null;
  busy: boolean;
  error: string | null;
  onSave: (values: TransactionFormValues) => void;
  onClose: () => void;
}

/** 'Modify Transaction': prefilled from the transaction; Cancel, Escape and the backdrop close it. */
export function ModifyTransactionDialog(props: ModifyTransactionDialogProps) {
  if (!props.transaction) return null;
  // Keyed by id: opening another transaction starts from its own values.
  return <OpenModifyDialog key={props.transaction.id} {...props} transaction={props.transaction} />;
}

function OpenModifyDialog({
  transaction,
  accounts,
  currency,
  lockedReason,
  busy,
  error,
  onSave,
  onClose,
}: ModifyTransactionDialogProps & { transaction: Transaction }) {
  const text = useAccountsText();
  const formId = useId();
  const [values, setValues] = useState(() => valuesOf(transaction));
  const changeType = (type: TransactionType) => setValues((current) => withType(current, type, transaction));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSave(values);
  }

  return (
    <EditDialog title={text('dialog.modifyTransaction')} formId={formId} busy={busy} onClose={onClose}>
      <DialogForm id={formId} onSubmit={submit} noValidate>
        {lockedReason && <Banner tone="info">{lockedReason}</Banner>}
        {error && <Banner tone="error">{error}</Banner>}
        <TransactionFields
          values={values}
          onChange={setValues}
          onTypeChange={changeType}
          categories={categoryOptions(values.type, transaction)}
          accounts={accounts}
          currency={currency}
          locked={Boolean(lockedReason)}
          disabled={busy}
        />
      </DialogForm>
    </EditDialog>
  );
}
