import { useEffect } from 'react';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Pitaka`;
  }, [title]);
}

export function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}
