import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { VisuallyHidden } from './visually-hidden';
import { uiText } from './i18n/ui-text';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to revert this transaction?'. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shown on the confirm button while busy, e.g. 'Reverting...'. */
  busyLabel?: string;
  /** 'danger' for destructive actions: a red confirm button, and Cancel gets the first focus. */
  tone?: 'default' | 'danger';
  /** While the action runs: both buttons inert, the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra controls between the message and the buttons (e.g. an account select). */
  children?: ReactNode;
}

/** An in-app, accessible replacement for window.confirm. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busyLabel,
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const text = uiText.useText();
  const busyText = busyLabel ?? text('working');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Busy buttons are aria-disabled, not disabled: a disabled button would drop the focus. No
  // aria-busy on the dialog: it would mute the status line that announces the busy label.
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      description={message}
      onClose={onCancel}
      dismissible={!busy}
      closeButton={false}
      initialFocusRef={tone === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button
            ref={cancelRef}
            type="button"
            $variant="secondary"
            aria-disabled={busy || undefined}
            onClick={() => !busy && onCancel()}
          >
            {cancelLabel ?? text('cancel')}
          </Button>
          <Button
            ref={confirmRef}
            type="button"
            $variant={tone === 'danger' ? 'danger' : 'primary'}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onConfirm()}
          >
            {busy ? busyText : (confirmLabel ?? text('confirm'))}
          </Button>
        </>
      }
    >
      {children}
      <VisuallyHidden role="status">{busy ? busyText : ''}</VisuallyHidden>
    </Dialog>
  );
}
