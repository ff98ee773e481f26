import { TitledPage, type TitledPageProps } from '@pitaka/ui';
import type { ReactNode } from 'react';
import { LinkButton } from './link-button';

export interface MainPageProps extends Omit<TitledPageProps, 'back'> {
  /** The page beside this one and the link's words, e.g. /backup's `{ to: '/import', label: 'Import statement' }`. */
  related?: { to: string; label: ReactNode };
}

/**
 * A remote's main page (a nav entry; a page reached from another is a BackLinkPage): the title,
 * at the right the way to the page beside it (a secondary button) before its own `action`, then
 * the content.
 */
export function MainPage({ related, action, ...page }: MainPageProps) {
  const actions = related ? (
    <>
      <LinkButton to={related.to} variant="secondary">
        {related.label}
      </LinkButton>
      {action}
    </>
  ) : (
    action
  );
  return <TitledPage action={actions} {...page} />;
}
