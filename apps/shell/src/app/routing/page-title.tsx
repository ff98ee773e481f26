import { useEffect } from 'react';

/** Sets the document title to "<title> · Pitaka". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Pitaka`;
  }, [title]);
}

export function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}
