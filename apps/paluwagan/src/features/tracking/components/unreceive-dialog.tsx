import { PALUWAGAN_MESSAGES } from '@pitaka/domain';
import type { UnmarkRowsFlow } from '@pitaka/remote-kit';
import { Banner, ConfirmDialog } from '@pitaka/ui';
import { DialogText } from './section';

/** 'This will create a reversal transaction to subtract the amount from the account. Continue?' */
export function UnreceiveDialog({ flow }: { flow: UnmarkRowsFlow }) {
  const { draft } = flow;
  return (
    <ConfirmDialog
      open={draft !== null}
      title="Mark as Unreceived"
      message={PALUWAGAN_MESSAGES.confirmUnpayout}
      confirmLabel="Continue"
      busyLabel="Saving..."
      busy={flow.busy}
      onConfirm={flow.confirm}
      onCancel={flow.close}
    >
      {draft && <DialogText>Number {draft.keys[0]}</DialogText>}
      {draft && draft.missing.length > 0 && (
        <Banner tone="info">
          The account it was received in no longer exists: it is marked unreceived without a reversal.
        </Banner>
      )}
      {draft?.error && <Banner tone="error">{draft.error}</Banner>}
    </ConfirmDialog>
  );
}
