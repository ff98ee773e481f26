import { Button, type ButtonVariant } from '@pitaka/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCanChangeMoney } from './space-role';

export interface LinkButtonProps {
  /** The page it opens, e.g. '/add-account'. */
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
  /** It opens a page that changes money (a form to create or edit): not shown to a household's viewer. */
  changes?: boolean;
}

/** A button that opens another page: the design system's Button drawn as the router's link. */
export function LinkButton({ to, variant, children, changes = false }: LinkButtonProps) {
  const canChange = useCanChangeMoney();
  if (changes && !canChange) return null;
  return (
    <Button as={Link} to={to} $variant={variant}>
      {children}
    </Button>
  );
}
