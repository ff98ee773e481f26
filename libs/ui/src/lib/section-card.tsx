import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';
import { spreadRow } from './spread-row';
import { theme } from './theme';

const Frame = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  min-width: 0;
`;

const Header = styled.header`
  ${spreadRow}
  gap: 0.5rem 1rem;
  h2 {
    margin: 0;
    font-size: 1.05rem;
    color: ${theme.colors.text};
  }
`;

/** Quieter text in a section: a note beside its heading, or a line of explanation under it. */
export const SectionNote = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

export interface SectionCardProps {
  /** The block's heading (an h2, which also names the block). */
  title: string;
  /** Beside the heading, wrapping under it when narrow: e.g. a StatusPill or a SectionNote. */
  aside?: ReactNode;
  children: ReactNode;
  /** For styled(SectionCard): a look of its own, e.g. the dashboard's WidgetCard. */
  className?: string;
}

/** A block of a page: a titled card named by its heading, with an optional aside. */
export function SectionCard({ title, aside, children, className }: SectionCardProps) {
  const headingId = useId();
  return (
    <Frame aria-labelledby={headingId} className={className}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        {aside}
      </Header>
      {children}
    </Frame>
  );
}
