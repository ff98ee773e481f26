import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SectionNote } from './section-card';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.35rem 0.75rem;
  > div {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.05rem;
  line-height: 1.35;
  overflow-wrap: anywhere;
`;

const Subtitle = styled(SectionNote)`
  margin-top: 0.15rem;
  overflow-wrap: anywhere;
`;

export interface CardHeadingProps {
  /** The card's name (or a `CardLink` holding it), or its placeholder while loading. */
  title: ReactNode;
  /** The heading's id, for the card's aria-labelledby. */
  id?: string;
  /** A muted line under the name, e.g. what kind of record it is. */
  subtitle?: ReactNode;
  /** Beside the name, wrapping under it when narrow: e.g. a StatusPill. */
  aside?: ReactNode;
  /** 'div' in a card's placeholder, which has no heading; an h3 otherwise. */
  as?: 'h3' | 'div';
}

/** The top of a record's card: its name as an h3, a muted line under it, and an optional aside. */
export function CardHeading({ title, id, subtitle, aside, as = 'h3' }: CardHeadingProps) {
  return (
    <Row>
      <div>
        <Name as={as} id={id}>
          {title}
        </Name>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </div>
      {aside}
    </Row>
  );
}
