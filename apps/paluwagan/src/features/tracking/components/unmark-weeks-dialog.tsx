import { confirmUnmarkWeeksMessage } from '@pitaka/domain';
import { Banner, ConfirmDialog } from '@pitaka/ui';
import { weeksText } from '../detail-view';
import type { UnpayDialogState } from '../use-unpay-weeks-flow';
import { DialogText } from './section';

export interface UnmarkWeeksDialogProps {
  state: UnpayDialogState | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'This will set {n} payment(s) as unpaid. ...' */
export function UnmarkWeeksDialog({ state, busy, onConfirm, onClose }: UnmarkWeeksDialogProps) {
  return (
    <ConfirmDialog
      open={state !== null}
      title="Mark as Unpaid"
      message={state ? confirmUnmarkWeeksMessage(state.weekNumbers.length) : ''}
      confirmLabel="Continue"
      busyLabel="Saving..."
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {state && <DialogText>{weeksText(state.weekNumbers)}</DialogText>}
      {state && state.orphaned.length > 0 && (
        <Banner tone="info">
          {weeksText(state.orphaned)} {state.orphaned.length === 1 ? 'was' : 'were'} paid from an account that no longer
          exists: {state.orphaned.length === 1 ? 'it is' : 'they are'} marked unpaid without a reversal.
        </Banner>
      )}
      {state?.error && <Banner tone="error">{state.error}</Banner>}
    </ConfirmDialog>
  );
}
