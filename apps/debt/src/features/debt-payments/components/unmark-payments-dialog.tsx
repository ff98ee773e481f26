import { confirmUnmarkDebtPaymentsMessage } from '@pitaka/domain';
import { Banner, ConfirmDialog } from '@pitaka/ui';
import { paymentsText } from './payment-words';

export interface UnmarkPaymentsDialogProps {
  /** The payments to unmark (0-based positions); the dialog is open while set. */
  indexes: readonly number[] | null;
  /** Those among them whose account no longer exists: unmarked without a reversal. */
  missing: readonly number[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The unmark confirmation ('This will set {n} payment(s) as unpaid. ... Continue?'). */
export function UnmarkPaymentsDialog({ indexes, missing, busy, onConfirm, onCancel }: UnmarkPaymentsDialogProps) {
  const count = indexes?.length ?? 0;
  return (
    <ConfirmDialog
      open={indexes !== null}
      title={count === 1 ? 'Unmark Payment' : 'Unmark Payments'}
      message={confirmUnmarkDebtPaymentsMessage(count)}
      confirmLabel="Unmark"
      busyLabel="Unmarking..."
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {missing.length > 0 && (
        <Banner tone="warning">
          {paymentsText(missing)}: the account it was booked in no longer exists, so it is marked as unpaid without a
          reversal.
        </Banner>
      )}
    </ConfirmDialog>
  );
}
