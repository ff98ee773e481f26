import {
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { focusableElements } from './focus-trap';
import { CloseIcon } from './icons';
import { theme } from './theme';
import { uiText } from './i18n/ui-text';

export interface DialogProps {
  open: boolean;
  /** Asked to close (Escape, backdrop click, the close button); the parent sets `open` to false. */
  onClose: () => void;
  /** The visible heading; it names the dialog. */
  title: string;
  /** Shown under the title; it describes the dialog. */
  description?: ReactNode;
  children?: ReactNode;
  /** The action row at the bottom (buttons). */
  footer?: ReactNode;
  /** Focused on open; defaults to the first focusable element (the platform's choice). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A Close (×) button in the header; defaults to true. */
  closeButton?: boolean;
  closeLabel?: string;
  /** When false, Escape, the backdrop and the close button do nothing (e.g. while busy). */
  dismissible?: boolean;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  busy?: boolean;
}

const rise = keyframes`from { opacity: 0; transform: translateY(8px); }`;

const Surface = styled.dialog`
  width: min(30rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: none;
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.raised};
  &::backdrop {
    background: ${theme.colors.overlay};
  }
  &:focus {
    outline: none;
  }
  &[open] {
    animation: ${rise} 0.16s ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[open] {
      animation: none;
    }
  }
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem;
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
  h2 {
    margin: 0.4rem 0 0;
    font-size: 1.2rem;
    line-height: 1.3;
    letter-spacing: -0.01em;
  }
`;

const Description = styled.div`
  margin: -0.5rem 0 0;
  color: ${theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

const CloseButton = styled.button`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin: -0.25rem -0.4rem 0 0;
  border: none;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: ${theme.colors.neutralSoft};
    color: ${theme.colors.text};
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The action row of a dialog: end-aligned; stacked full width on phones, main action on top. */
export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 0.25rem;
  @media (max-width: ${theme.breakpoints.phone}) {
    flex-direction: column-reverse;
    > * {
      width: 100%;
    }
  }
`;

/**
 * A modal dialog built on the native <dialog> and showModal(). The platform does the hard parts
 * hand-written modals get wrong: the rest of the page becomes inert (focus, clicks and screen
 * readers stay in the dialog), the dialog sits in the top layer above any z-index, and Escape
 * raises `cancel`. This component adds what the platform leaves to us: naming by the title,
 * backdrop clicks, a controlled `open`, and focus back to the opener on close.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  initialFocusRef,
  closeButton = true,
  closeLabel,
  dismissible = true,
  role,
  busy,
}: DialogProps) {
  const text = uiText.useText();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const unmounting = useRef(false);
  const pressedOnBackdrop = useRef(false);
  const lastFocused = useRef<HTMLElement | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const latest = useRef({ onClose, dismissible, initialFocusRef });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible, initialFocusRef };
  });

  // Once per opening; props are read through `latest`, so a new prop never reopens the dialog. A
  // layout effect, so close() runs while the <dialog> is still in the document.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    unmounting.current = false;
    root.style.overflow = 'hidden';
    dialog.showModal();
    const preferred = latest.current.initialFocusRef?.current;
    if (preferred) preferred.focus();
    else if (!dialog.contains(document.activeElement)) (focusableElements(dialog)[0] ?? dialog).focus();
    return () => {
      unmounting.current = true;
      if (dialog.open) dialog.close();
      root.style.overflow = overflow;
      // Unmounting an open dialog does not restore focus in every browser: do it here.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Chrome may close a dialog on a repeated Escape even when `cancel` is prevented: reopen it
  // while the parent still renders it open (e.g. a busy confirm that cannot be dismissed).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open || unmounting.current) return;
    const previous = lastFocused.current;
    dialog.showModal();
    previous?.focus();
  });

  function requestClose() {
    if (latest.current.dismissible) latest.current.onClose();
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Keep the dialog open: `open` is the parent's to change.
    event.preventDefault();
    requestClose();
  }

  function onNativeClose(event: SyntheticEvent<HTMLDialogElement>) {
    // `close` is queued: one from an earlier close() (StrictMode's remount) may arrive after the reopen.
    if (unmounting.current || event.currentTarget.open) return;
    requestClose();
    rerender();
  }

  // A click on the dialog element itself is a click on its ::backdrop (the content fills the box).
  // Both ends must be there, so a text selection dragged out of the dialog does not close it.
  function onPointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) requestClose();
    pressedOnBackdrop.current = false;
  }

  return (
    <Surface
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={busy || undefined}
      aria-modal="true"
      tabIndex={-1}
      onCancel={onCancel}
      onClose={onNativeClose}
      onFocus={(event) => (lastFocused.current = event.target)}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <Inner>
        <Header>
          <h2 id={titleId}>{title}</h2>
          {closeButton && (
            <CloseButton
              type="button"
              aria-label={closeLabel ?? text('close')}
              aria-disabled={!dismissible || undefined}
              onClick={requestClose}
            >
              <CloseIcon />
            </CloseButton>
          )}
        </Header>
        {description && <Description id={descriptionId}>{description}</Description>}
        {children}
        {footer && <DialogFooter>{footer}</DialogFooter>}
      </Inner>
    </Surface>
  );
}
