import { BackLink, TitledPage, type TitledPageProps } from '@pitaka/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Column = styled(TitledPage)<{ $maxWidth?: string }>`
  ${({ $maxWidth }) => $maxWidth && `max-width: ${$maxWidth};`}
`;

export interface BackLinkPageProps extends Omit<TitledPageProps, 'back' | 'className'> {
  /** The page one step up, and the link's words, e.g. '/recurring' and 'Back to Recurring'. */
  backTo: string;
  backLabel: ReactNode;
  /** Narrower than a list page, e.g. '36rem' for a form. */
  maxWidth?: string;
}

/** A page reached from another (a form, a record): the link back, the title, then the content. */
export function BackLinkPage({ backTo, backLabel, maxWidth, ...page }: BackLinkPageProps) {
  const back = (
    <BackLink as={Link} to={backTo}>
      {backLabel}
    </BackLink>
  );
  return <Column $maxWidth={maxWidth} back={back} {...page} />;
}
