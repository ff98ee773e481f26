import { Skeleton, SkeletonBlock, theme } from '@pitaka/ui';
import styled from 'styled-components';
import type { PaluwaganCardView } from '../card-view';
import { PaluwaganCard } from './paluwagan-card';

export const CardGrid = styled.ul<{ $columns?: 'auto' | 'one' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: ${({ $columns = 'auto' }) =>
    $columns === 'one' ? 'minmax(0, 1fr)' : 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))'};
  > li {
    display: flex;
    min-width: 0;
  }
  > li > * {
    flex: 1;
  }
`;

export interface PaluwaganCardGridProps {
  cards: readonly PaluwaganCardView[];
  headingLevel?: 2 | 3;
  columns?: 'auto' | 'one';
  compact?: boolean;
}

export function PaluwaganCardGrid({ cards, headingLevel, columns, compact }: PaluwaganCardGridProps) {
  return (
    <CardGrid $columns={columns}>
      {cards.map((card) => (
        <li key={card.id}>
          <PaluwaganCard card={card} headingLevel={headingLevel} compact={compact} />
        </li>
      ))}
    </CardGrid>
  );
}

const SkeletonCard = styled.div`
  display: grid;
  gap: 0.9rem;
  padding: 1.1rem 1.25rem 1.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

/** Card-shaped placeholders while the list loads. */
export function PaluwaganCardsSkeleton({ count = 3, columns }: { count?: number; columns?: 'auto' | 'one' }) {
  return (
    <Skeleton label="Loading paluwagans">
      <CardGrid as="div" $columns={columns}>
        {Array.from({ length: count }, (_, i) => (
          <SkeletonCard key={i}>
            <SkeletonBlock $width="60%" $height="1.25rem" />
            <SkeletonBlock $width="40%" $height="0.9rem" />
            <SkeletonBlock $height="0.6rem" $radius="999px" />
            <SkeletonBlock $width="80%" $height="1.1rem" />
            <SkeletonBlock $height="2rem" />
          </SkeletonCard>
        ))}
      </CardGrid>
    </Skeleton>
  );
}
