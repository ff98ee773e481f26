import { BackLink, Page, PageHeader } from '@pitaka/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Column = styled(Page)<{ $maxWidth?: string }>`
  ${({ $maxWidth }) => $maxWidth && `max-width: ${$maxWidth};`}
`;

export interface BackLinkPageProps {
  /** The page one step up, and the link's words, e.g. '/recurring' and 'Back to Recurring'. */
  backTo: string;
  backLabel: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Narrower than a list page, e.g. '36rem' for a form. */
  maxWidth?: string;
  children: ReactNode;
}

/** A page reached from another (a form, a record): the link back, the title, then the content. */
export function BackLinkPage({ backTo, backLabel, title, subtitle, maxWidth, children }: BackLinkPageProps) {
  return (
    <Column $maxWidth={maxWidth}>
      <PageHeader
        back={
          <BackLink as={Link} to={backTo}>
            {backLabel}
          </BackLink>
        }
        title={title}
        subtitle={subtitle}
      />
      {children}
    </Column>
  );
}
