import { useEffect } from 'react';

/** Sets the document title to "<title> · Pitaka" (also what remote pages' titles go through). */
export function setPageTitle(title: string) {
  document.title = `${title} · Pitaka`;
}

export function usePageTitle(title: string) {
  useEffect(() => setPageTitle(title), [title]);
}
