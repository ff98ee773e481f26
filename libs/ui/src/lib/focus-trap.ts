import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const style = window.getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

/** The elements Tab can reach inside `container`, in order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isShown);
}

export interface FocusTrapOptions {
  /** Called on Escape while the trap is active. */
  onEscape?: () => void;
  /** Where focus goes when the trap is first activated; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * While `active`, Tab and Shift+Tab cycle inside `containerRef`, focus that escapes (a click
 * elsewhere, a programmatic move) is pulled back, and Escape calls `onEscape`.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
) {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;

    const first = optionsRef.current.initialFocus?.current ?? focusableElements(container)[0];
    if (first && !container.contains(document.activeElement)) first.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === 'Escape') {
        if (optionsRef.current.onEscape) {
          event.preventDefault();
          optionsRef.current.onEscape();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableElements(container);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const current = document.activeElement as HTMLElement | null;
      const inside = current ? container.contains(current) : false;
      if (event.shiftKey && (!inside || current === firstItem)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (!inside || current === lastItem)) {
        event.preventDefault();
        firstItem.focus();
      }
    }

    function onFocusIn(event: FocusEvent) {
      if (!container) return;
      const target = event.target as Node | null;
      if (target && !container.contains(target)) {
        const items = focusableElements(container);
        items[0]?.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [active, containerRef]);
}
