import { TRANSFER, type StoredTransfer } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { Banner, LoadError, Skeleton, type AccountOption } from '@pitaka/ui';
import { useId, useState, type FormEvent } from 'react';
import { DialogForm, EditDialog } from '../../../kit/edit-dialog';
import { transferCurrenciesOf, transferValuesOf, type TransferFormValues } from '../transfer-form-values';
import { TransferFields } from './transfer-fields';
import { useAccountsText } from '../../../i18n/accounts-text';

export interface ModifyTransferDialogProps {
  open: boolean;
  status: 'pending' | 'error' | 'success';
  /** The whole transfer; null once loaded means its halves are no longer both there. */
  stored: StoredTransfer | null;
  accounts: readonly AccountOption[];
  /** The books' currency: amounts are typed in the chosen account's own, or in this. */
  currency: string;
  busy: boolean;
  error: string | null;
  onSave: (values: TransferFormValues) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** 'Modify Transfer': opened from either half, it edits the transfer as a whole. */
export function ModifyTransferDialog(props: ModifyTransferDialogProps) {
  const text = useAccountsText();
  const say = useMessageText();
  const formId = useId();
  const { open, status, stored, busy, onClose } = props;
  if (!open) return null;
  const ready = status === 'success' && stored !== null;
  return (
    <EditDialog title={text('dialog.modifyTransfer')} formId={formId} busy={busy} canSave={ready} onClose={onClose}>
      {status === 'pending' && <Skeleton label={text('dialog.loadingTransfer')} lines={5} />}
      {status === 'error' && <LoadError message={say(TRANSFER.loadFailed)} onRetry={props.onRetry} />}
      {status === 'success' && !stored && <Banner tone="error">{say(TRANSFER.brokenTransfer)}</Banner>}
      {ready && <TransferForm key={stored.transferId} {...props} stored={stored} formId={formId} />}
    </EditDialog>
  );
}

function TransferForm({
  stored,
  formId,
  accounts,
  currency,
  busy,
  error,
  onSave,
}: ModifyTransferDialogProps & { stored: StoredTransfer; formId: string }) {
  const text = useAccountsText();
  const [values, setValues] = useState(() =>
    transferValuesOf(stored, transferCurrenciesOf(accounts, stored, currency)),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSave(values);
  }
  return (
    <DialogForm id={formId} onSubmit={submit} noValidate aria-label={text('dialog.transferForm')}>
      {error && <Banner tone="error">{error}</Banner>}
      <TransferFields values={values} onChange={setValues} accounts={accounts} currency={currency} disabled={busy} />
    </DialogForm>
  );
}
