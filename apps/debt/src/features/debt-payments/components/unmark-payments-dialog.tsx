import { confirmUnmarkDebtPaymentsMessage } from '@pitaka/domain';
import type { UnmarkRowsFlow } from '@pitaka/remote-kit';
import { Banner, ConfirmDialog } from '@pitaka/ui';
import { paymentsText } from './payment-words';

/** The unmark confirmation ('This will set {n} payment(s) as unpaid. ... Continue?'). */
export function UnmarkPaymentsDialog({ flow }: { flow: UnmarkRowsFlow }) {
  const { draft } = flow;
  const count = draft?.keys.length ?? 0;
  return (
    <ConfirmDialog
      open={draft !== null}
      title={count === 1 ? 'Unmark Payment' : 'Unmark Payments'}
      message={confirmUnmarkDebtPaymentsMessage(count)}
      confirmLabel="Unmark"
      busyLabel="Unmarking..."
      busy={flow.busy}
      onConfirm={flow.confirm}
      onCancel={flow.close}
    >
      {draft && draft.missing.length > 0 && (
        <Banner tone="warning">
          {paymentsText(draft.missing)}: the account it was booked in no longer exists, so it is marked as unpaid
          without a reversal.
        </Banner>
      )}
      {draft?.error && <Banner tone="error">{draft.error}</Banner>}
    </ConfirmDialog>
  );
}
