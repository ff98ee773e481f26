import { ACCOUNT_MESSAGES, type Transaction } from '@pitaka/domain';
import { ConfirmDialog } from '@pitaka/ui';

export interface RevertDialogProps {
  transaction: Transaction | null;
  /** What else reverting it undoes, for a paluwagan or debt transaction. */
  notice?: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to revert this transaction?', and for a linked one what else it undoes. */
export function RevertDialog({ transaction, notice, busy, onConfirm, onCancel }: RevertDialogProps) {
  return (
    <ConfirmDialog
      open={transaction !== null}
      title="Revert transaction"
      message={
        <>
          {ACCOUNT_MESSAGES.confirmRevert}
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
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
