import { ACCOUNT_MESSAGES, TRANSFER_MESSAGES, type Transaction } from '@pitaka/domain';
import { ConfirmDialog, type ConfirmDialogProps } from '@pitaka/ui';

export interface RevertDialogProps extends Pick<ConfirmDialogProps, 'busy' | 'onConfirm' | 'onCancel'> {
  transaction: Transaction | null;
  /** What else reverting it undoes, for a paluwagan or debt transaction. */
  notice?: string | null;
}

/**
 * 'Are you sure you want to revert this transaction?', and for a linked one what else it undoes;
 * for either half of a transfer, that the whole transfer goes.
 */
export function RevertDialog({ transaction, notice, ...answer }: RevertDialogProps) {
  const transfer = Boolean(transaction?.transfer);
  return (
    <ConfirmDialog
      open={transaction !== null}
      title={transfer ? 'Revert transfer' : 'Revert transaction'}
      message={
        <>
          {transfer ? TRANSFER_MESSAGES.confirmRevert : ACCOUNT_MESSAGES.confirmRevert}
          {notice && (
            <>
              <br />
              {notice}
            </>
          )}
        </>
      }
      confirmLabel="Revert"
      busyLabel="Reverting..."
      tone="danger"
      {...answer}
    />
  );
}
