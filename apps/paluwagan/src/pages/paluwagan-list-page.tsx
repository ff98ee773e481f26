import { Page } from '@pitaka/ui';
import { usePaluwaganCards } from '../features/cards/use-paluwagan-cards';
import { PaluwaganListHeader } from '../features/cards/components/list-header';
import { ListLoadFailed } from '../features/cards/components/list-load-failed';
import { NoPaluwagan } from '../features/cards/components/no-paluwagan';
import { PaluwaganCardGrid, PaluwaganCardsSkeleton } from '../features/cards/components/paluwagan-card-grid';
import { useToday } from '@pitaka/remote-kit';

/** /paluwagan: the user's paluwagans as cards, nearest unpaid due date first. */
export default function PaluwaganListPage() {
  const today = useToday();
  const { status, cards, retry } = usePaluwaganCards(today);
  return (
    <Page>
      <PaluwaganListHeader />
      {status === 'loading' && <PaluwaganCardsSkeleton />}
      {status === 'failed' && <ListLoadFailed onRetry={retry} />}
      {status === 'ready' && (cards.length > 0 ? <PaluwaganCardGrid cards={cards} /> : <NoPaluwagan />)}
    </Page>
  );
}
