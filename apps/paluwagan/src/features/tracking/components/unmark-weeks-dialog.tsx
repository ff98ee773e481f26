import { confirmUnmarkWeeksMessage } from '@pitaka/domain';
import type { UnmarkRowsFlow } from '@pitaka/remote-kit';
import { Banner, ConfirmDialog } from '@pitaka/ui';
import { weeksText } from '../detail-view';
import { DialogText } from './section';

/** 'This will set {n} payment(s) as unpaid. ...' */
export function UnmarkWeeksDialog({ flow }: { flow: UnmarkRowsFlow }) {
  const { draft } = flow;
  return (
    <ConfirmDialog
      open={draft !== null}
      title="Mark as Unpaid"
      message={draft ? confirmUnmarkWeeksMessage(draft.keys.length) : ''}
      confirmLabel="Continue"
      busyLabel="Saving..."
      busy={flow.busy}
      onConfirm={flow.confirm}
      onCancel={flow.close}
    >
      {draft && <DialogText>{weeksText(draft.keys)}</DialogText>}
      {draft && draft.missing.length > 0 && (
        <Banner tone="info">
          {weeksText(draft.missing)} {draft.missing.length === 1 ? 'was' : 'were'} paid from an account that no longer
          exists: {draft.missing.length === 1 ? 'it is' : 'they are'} marked unpaid without a reversal.
        </Banner>
      )}
      {draft?.error && <Banner tone="error">{draft.error}</Banner>}
    </ConfirmDialog>
  );
}
