import { Skeleton } from '@pitaka/ui';
import styled from 'styled-components';
import { usePaluwaganText } from '../../../i18n/paluwagan-text';
import type { PaluwaganCardView } from '../card-view';
import { PaluwaganCard, PaluwaganCardSkeleton } from './paluwagan-card';

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

/** Card-shaped placeholders while the list loads, as tall as the cards they stand for. */
export function PaluwaganCardsSkeleton({
  count = 3,
  columns,
  compact,
}: {
  count?: number;
  columns?: 'auto' | 'one';
  compact?: boolean;
}) {
  const text = usePaluwaganText();
  return (
    <Skeleton label={text('list.loading')}>
      <CardGrid as="div" $columns={columns}>
        {Array.from({ length: count }, (_, i) => (
          <PaluwaganCardSkeleton key={i} compact={compact} />
        ))}
      </CardGrid>
    </Skeleton>
  );
}
