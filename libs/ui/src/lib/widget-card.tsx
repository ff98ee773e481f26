import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { SectionCard } from './section-card';
import { TextLink } from './text-link';
import { uiText } from './i18n/ui-text';

// As tall as its dashboard slot, so the blocks of one row line up; the heading and 'View all' stay
// on one line (the slots' reserved heights are measured so).
const Frame = styled(SectionCard)`
  gap: 1rem;
  height: 100%;
  > header {
    flex-wrap: nowrap;
    gap: 0.75rem;
  }
  > header a {
    white-space: nowrap;
  }
`;

export interface WidgetCardProps {
  /** The block's heading (an h2, which also names the block). */
  title: string;
  /**
   * The 'View all' link: where it goes, its accessible name (e.g. 'View all debts'), and the
   * router's link component (this lib does not depend on the router).
   */
  viewAll?: { to: string; label: string; linkAs: ElementType };
  children: ReactNode;
}

/** A dashboard block: a SectionCard with an optional 'View all' link beside its heading. */
export function WidgetCard({ title, viewAll, children }: WidgetCardProps) {
  const text = uiText.useText();
  const link = viewAll && (
    <TextLink as={viewAll.linkAs} to={viewAll.to} aria-label={viewAll.label}>
      {text('viewAll')}
    </TextLink>
  );
  return (
    <Frame title={title} aside={link}>
      {children}
    </Frame>
  );
}
