import { useCallback, useSyncExternalStore } from 'react';
import { theme } from './theme';

/** Phones (390 px and the like): tables become lists of cards. */
export const PHONE_QUERY = `(max-width: ${theme.breakpoints.phone})`;

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether a CSS media query matches, following changes. Without matchMedia (server rendering,
 * jsdom) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? fallback,
    () => fallback,
  );
}
