/**
 * Replaces window.matchMedia (jsdom has none) with one where `matches(query)` decides; returns a
 * `change` function that re-evaluates every list and notifies its listeners.
 */
export function mockMatchMedia(matches: (query: string) => boolean) {
  let decide = matches;
  const lists = new Set<{ query: string; listeners: Set<(event: MediaQueryListEvent) => void> }>();
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<(event: MediaQueryListEvent) => void>() };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return decide(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        entry.listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  return function change(next: (query: string) => boolean) {
    decide = next;
    for (const { query, listeners } of lists) {
      for (const listener of listeners) listener({ matches: next(query), media: query } as MediaQueryListEvent);
    }
  };
}

/** Removes a mock installed by mockMatchMedia (jsdom's window has no matchMedia of its own). */
export function restoreMatchMedia() {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
