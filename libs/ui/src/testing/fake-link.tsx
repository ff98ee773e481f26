import type { ReactNode } from 'react';

/** Stands in for the router's Link in the lib's specs: the lib gets the real one from the app. */
export function FakeLink({ to, children, ...rest }: { to: string; children?: ReactNode }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
