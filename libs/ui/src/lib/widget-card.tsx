import { useId, type ElementType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';
import { TextLink } from './text-link';
import { theme } from './theme';

const Frame = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
  /* As tall as its dashboard slot, so the blocks of one row line up. */
  height: 100%;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.05rem;
    color: ${theme.colors.text};
  }
  a {
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

/** A dashboard block: a titled card named by its heading, with an optional 'View all' link. */
export function WidgetCard({ title, viewAll, children }: WidgetCardProps) {
  const id = useId();
  return (
    <Frame aria-labelledby={id}>
      <Header>
        <h2 id={id}>{title}</h2>
        {viewAll && (
          <TextLink as={viewAll.linkAs} to={viewAll.to} aria-label={viewAll.label}>
            View all
          </TextLink>
        )}
      </Header>
      {children}
    </Frame>
  );
}
