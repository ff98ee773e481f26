import { useLayoutEffect } from 'react';

/** Sets the document title to "<title> · Pitaka" (also what remote pages' titles go through). */
export function setPageTitle(title: string) {
  document.title = `${title} · Pitaka`;
}

/** A layout effect, as remote pages' titles: the title changes in the same commit as the page. */
export function usePageTitle(title: string) {
  useLayoutEffect(() => setPageTitle(title), [title]);
}
