import { Button, type ButtonVariant } from '@pitaka/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface LinkButtonProps {
  /** The page it opens, e.g. '/add-account'. */
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A button that opens another page: the design system's Button drawn as the router's link. */
export function LinkButton({ to, variant, children }: LinkButtonProps) {
  return (
    <Button as={Link} to={to} $variant={variant}>
      {children}
    </Button>
  );
}
