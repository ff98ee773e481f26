import { PlusIcon } from '@pitaka/ui';
import type { ReactNode } from 'react';
import { LinkButton } from './link-button';

export interface NewRecordButtonProps {
  /** The create page, e.g. '/debt/create'. */
  to: string;
  /** The words after the plus, e.g. 'New Debt'. */
  children: ReactNode;
  iconSize?: number;
}

/** A list page's way to its create page: a plus and the words (not for a household's viewer). */
export function NewRecordButton({ to, children, iconSize }: NewRecordButtonProps) {
  return (
    <LinkButton to={to} changes>
      <PlusIcon size={iconSize} />
      {children}
    </LinkButton>
  );
}
