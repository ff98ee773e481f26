import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { theme } from './theme';
import { VisuallyHidden } from './visually-hidden';
import { uiText } from './i18n/ui-text';

export interface InlineConfirmProps {
  /** The first button, e.g. 'Delete Account'. */
  label: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shown on the confirm button while busy, e.g. 'Deleting...'. */
  busyLabel?: string;
  /** A short warning shown with the second step, e.g. 'This cannot be undone.'. */
  prompt?: string;
  tone?: 'default' | 'danger';
  busy?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Prompt = styled.span`
  flex-basis: 100%;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

/**
 * A two-step action in place: the button becomes Confirm / Cancel, focus moves to Confirm, and
 * Escape or Cancel goes back (focus returns to the first button).
 */
export function InlineConfirm({
  label,
  confirmLabel,
  cancelLabel,
  busyLabel,
  prompt,
  tone = 'danger',
  busy = false,
  disabled = false,
  onConfirm,
  onCancel,
}: InlineConfirmProps) {
  const text = uiText.useText();
  const confirmText = confirmLabel ?? text('confirmDelete');
  const busyText = busyLabel ?? text('deleting');
  const [armed, setArmed] = useState(false);
  const moveFocus = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const promptId = useId();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (armed ? confirmRef : triggerRef).current?.focus();
  }, [armed]);

  function arm(next: boolean) {
    moveFocus.current = true;
    setArmed(next);
  }

  function cancel() {
    if (busy) return;
    arm(false);
    onCancel?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!armed || event.key !== 'Escape') return;
    // Handled here: an enclosing dialog must not close on this Escape.
    event.preventDefault();
    event.stopPropagation();
    cancel();
  }

  const variant = tone === 'danger' ? 'danger' : 'primary';
  if (!armed) {
    return (
      <Button ref={triggerRef} type="button" $variant={variant} disabled={disabled} onClick={() => arm(true)}>
        {label}
      </Button>
    );
  }
  // Busy buttons are aria-disabled, not disabled: a disabled button would drop the focus.
  return (
    <Row onKeyDown={onKeyDown}>
      {prompt && <Prompt id={promptId}>{prompt}</Prompt>}
      <Button
        ref={confirmRef}
        type="button"
        $variant={variant}
        aria-disabled={busy || undefined}
        aria-describedby={prompt ? promptId : undefined}
        onClick={() => !busy && onConfirm()}
      >
        {busy ? busyText : confirmText}
      </Button>
      <Button type="button" $variant="secondary" aria-disabled={busy || undefined} onClick={cancel}>
        {cancelLabel ?? text('cancel')}
      </Button>
      <VisuallyHidden role="status">{busy ? busyText : ''}</VisuallyHidden>
    </Row>
  );
}
