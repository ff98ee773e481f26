import { DASHBOARD_TOP_COUNT } from '@pitaka/domain';
import { Card, VisuallyHidden } from '@pitaka/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NoPaluwagan } from '../features/cards/components/no-paluwagan';
import { PaluwaganCardGrid, PaluwaganCardsSkeleton } from '../features/cards/components/paluwagan-card-grid';
import { usePaluwaganCards } from '../features/cards/use-paluwagan-cards';
import { useToday } from '@pitaka/remote-kit';

const Block = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  a {
    font-weight: 700;
    white-space: nowrap;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/**
 * The dashboard's paluwagan block: the first 3 cards in card order. A failed load is only
 * logged and shows the empty state (spec section 8).
 */
export default function DashboardWidget() {
  const today = useToday();
  const { status, cards } = usePaluwaganCards(today);
  const headingId = useId();
  const top = cards.slice(0, DASHBOARD_TOP_COUNT);
  return (
    <Block aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>Paluwagan</h2>
        <Link to="/paluwagan">
          View all<VisuallyHidden> Paluwagan</VisuallyHidden>
        </Link>
      </Head>
      {status === 'loading' && <PaluwaganCardsSkeleton count={2} columns="one" compact />}
      {status !== 'loading' &&
        (top.length > 0 ? (
          <PaluwaganCardGrid cards={top} headingLevel={3} columns="one" compact />
        ) : (
          <NoPaluwagan headingLevel={3} framed={false} />
        ))}
    </Block>
  );
}
