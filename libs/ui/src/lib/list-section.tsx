import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { SkeletonBlock } from './skeleton';
import { theme } from './theme';

const Section = styled.section`
  display: grid;
  gap: 0.85rem;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  > p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

/** Cards side by side, each at least `$min` wide (or the whole width, when narrower); `as="ul"` for a list of them. */
export const CardGrid = styled.div<{ $min: string }>`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}), 1fr));
`;

export interface ListSectionProps {
  /** The section's heading (an h2, which also names the section). */
  title: ReactNode;
  /** Its cards, or a paragraph (muted) saying it has none. */
  children: ReactNode;
}

/** A part of a list page, e.g. 'Bills' or 'Money You Owe': a region named by its heading. */
export function ListSection({ title, children }: ListSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Section>
  );
}

/** A ListSection's placeholder while its list loads: the heading's shape over the given placeholders. */
export function ListSectionSkeleton({ headingWidth, children }: { headingWidth: string; children: ReactNode }) {
  return (
    <Section as="div">
      <SkeletonBlock $width={headingWidth} $height="1.5rem" />
      {children}
    </Section>
  );
}
