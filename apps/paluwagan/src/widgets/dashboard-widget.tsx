import { DASHBOARD_TOP_COUNT } from '@pitaka/domain';
import { WidgetCard } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { NoPaluwagan } from '../features/list/components/no-paluwagan';
import { PaluwaganCardGrid, PaluwaganCardsSkeleton } from '../features/list/components/paluwagan-card-grid';
import { usePaluwaganCards } from '../features/list/use-paluwagan-cards';
import { useToday } from '@pitaka/remote-kit';
import { usePaluwaganText } from '../i18n/paluwagan-text';

/**
 * The dashboard's paluwagan block: the first 3 cards in card order. A failed load is only
 * logged and shows the empty state (spec section 8).
 */
export default function DashboardWidget() {
  const text = usePaluwaganText();
  const today = useToday();
  const { status, cards } = usePaluwaganCards(today);
  const top = cards.slice(0, DASHBOARD_TOP_COUNT);
  return (
    <WidgetCard title={text('list.title')} viewAll={{ to: '/paluwagan', label: text('widget.viewAll'), linkAs: Link }}>
      {status === 'loading' && <PaluwaganCardsSkeleton count={2} columns="one" compact />}
      {status !== 'loading' &&
        (top.length > 0 ? (
          <PaluwaganCardGrid cards={top} headingLevel={3} columns="one" compact />
        ) : (
          <NoPaluwagan headingLevel={3} framed={false} />
        ))}
    </WidgetCard>
  );
}
