import { TRANSFER_MESSAGES, type StoredTransfer } from '@pitaka/domain';
import { Banner, Button, Dialog, LoadError, Skeleton, type AccountOption } from '@pitaka/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { transferValuesOf, type TransferFormValues } from '../transfer-form-values';
import { TransferFields } from './transfer-fields';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

export interface ModifyTransferDialogProps {
  open: boolean;
  status: 'pending' | 'error' | 'success';
  /** The whole transfer; null once loaded means its halves are no longer both there. */
  stored: StoredTransfer | null;
  accounts: readonly AccountOption[];
  currencySymbol: string;
  busy: boolean;
  error: string | null;
  onSave: (values: TransferFormValues) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** 'Modify Transfer': opened from either half, it edits the transfer as a whole. */
export function ModifyTransferDialog(props: ModifyTransferDialogProps) {
  const formId = useId();
  const { open, status, stored, busy, onClose } = props;
  if (!open) return null;
  const ready = status === 'success' && stored !== null;
  return (
    <Dialog
      open
      title="Modify Transfer"
      onClose={onClose}
      dismissible={!busy}
      busy={busy}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy || !ready}>
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      {status === 'pending' && <Skeleton label="Loading the transfer" lines={5} />}
      {status === 'error' && <LoadError message={TRANSFER_MESSAGES.loadFailed} onRetry={props.onRetry} />}
      {status === 'success' && !stored && <Banner tone="error">{TRANSFER_MESSAGES.brokenTransfer}</Banner>}
      {ready && <TransferForm key={stored.transferId} {...props} stored={stored} formId={formId} />}
    </Dialog>
  );
}

function TransferForm({
  stored,
  formId,
  accounts,
  currencySymbol,
  busy,
  error,
  onSave,
}: ModifyTransferDialogProps & { stored: StoredTransfer; formId: string }) {
  const [values, setValues] = useState(() => transferValuesOf(stored));
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSave(values);
  }
  return (
    <Form id={formId} onSubmit={submit} noValidate aria-label="Transfer">
      {error && <Banner tone="error">{error}</Banner>}
      <TransferFields
        values={values}
        onChange={setValues}
        accounts={accounts}
        currencySymbol={currencySymbol}
        disabled={busy}
      />
    </Form>
  );
}
